import { isValidEmail } from "@vitalog/domain";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { type AuditContext, recordAudit } from "../platform/audit.ts";
import { sessionReadOfRequest } from "./session-read.ts";

/** The signed-in person of a request's headers (cookie or bearer token), if any. */
export type SessionOfHeaders = (headers: Headers) => Promise<{ user: { id: string } } | null>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Looks an account up by its address (Better Auth's internal adapter). */
type FindUserByEmail = (email: string) => Promise<{ user: { id: string } } | null>;

/** The account a sign-in's address belongs to, or null; the address itself is never kept. */
async function accountOfSignIn(body: unknown, findUserByEmail: FindUserByEmail) {
  const email = isRecord(body) && typeof body.email === "string" ? body.email.trim() : "";
  if (!isValidEmail(email)) return null;
  const account = await findUserByEmail(email).catch(() => null);
  return account?.user.id ?? null;
}

/** Email and password, social and the apps' id-token sign-ins, and the social callback. */
const isSignIn = (path: string) => path.startsWith("/sign-in/") || path.startsWith("/callback/");

/**
 * The audit log's auth events from Better Auth's hooks: sign-in (and failed sign-in), sign-out,
 * password change and failed password reset. A successful reset is recorded by
 * `recordPasswordReset` (Better Auth's `onPasswordReset`), account deletion by the account
 * service. No entry holds an e-mail address or a password: a failed sign-in names the account
 * the address belongs to, or no one.
 */
export function auditTrail(audit: AuditContext, findSession: SessionOfHeaders): BetterAuthPlugin {
  /** Who is signing out: their session is gone by the time the after hook runs. */
  const signingOut = new WeakMap<Request, string>();

  const before = createAuthMiddleware(async (ctx) => {
    if (!ctx.request) return;
    const current = await findSession(ctx.headers ?? ctx.request.headers).catch(() => null);
    if (current) signingOut.set(ctx.request, current.user.id);
  });

  const after = createAuthMiddleware(async (ctx) => {
    const failed = isAPIError(ctx.context.returned);
    if (isSignIn(ctx.path)) {
      if (!failed) {
        const session = ctx.context.newSession;
        if (session) {
          await recordAudit(audit, { kind: "signIn", action: "signIn", actorId: session.user.id });
        }
        return;
      }
      if (ctx.path !== "/sign-in/email") return;
      await recordAudit(audit, {
        kind: "signIn",
        action: "signInFailed",
        outcome: "failure",
        actorId: await accountOfSignIn(ctx.body, (email) =>
          ctx.context.internalAdapter.findUserByEmail(email),
        ),
      });
      return;
    }
    if (ctx.path === "/sign-out") {
      const actorId = ctx.request ? signingOut.get(ctx.request) : undefined;
      if (actorId && !failed) {
        await recordAudit(audit, { kind: "signIn", action: "signOut", actorId });
      }
      return;
    }
    if (ctx.path === "/change-password") {
      const actorId = sessionReadOfRequest()?.user.id ?? ctx.context.session?.user.id;
      if (!actorId) return;
      await recordAudit(audit, {
        kind: "account",
        action: "passwordChanged",
        outcome: failed ? "failure" : "success",
        actorId,
      });
      return;
    }
    if (ctx.path === "/reset-password" && failed) {
      await recordAudit(audit, {
        kind: "account",
        action: "passwordReset",
        outcome: "failure",
        actorId: null,
      });
    }
  });

  return {
    id: "vitalog-audit-trail",
    hooks: {
      before: [{ matcher: (ctx) => ctx.path === "/sign-out", handler: before }],
      after: [{ matcher: () => true, handler: after }],
    },
  };
}

/** A password reset that went through: the account whose password it set is the actor. */
export function recordPasswordReset(audit: AuditContext, userId: string): Promise<void> {
  return recordAudit(audit, { kind: "account", action: "passwordReset", actorId: userId });
}

/**
 * An email sign-in Better Auth's rate limiter refused (429): its reply comes before any hook, so
 * the auth routes record it, as a failed sign-in naming the account the address belongs to.
 */
export async function recordRateLimitedSignIn(
  audit: AuditContext,
  body: unknown,
  findUserByEmail: FindUserByEmail,
): Promise<void> {
  await recordAudit(audit, {
    kind: "signIn",
    action: "signInFailed",
    outcome: "rateLimited",
    actorId: await accountOfSignIn(body, findUserByEmail),
  });
}
