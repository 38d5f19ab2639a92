import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes, randomUUID } from "node:crypto";
import { type Database, type Executor, schema, type Transaction } from "@vitalog/db";
import {
  isValidEmail,
  loadCommonPasswords,
  ProfileMessage,
  ProfileName,
  passwordProblem,
  ValidationMessage,
} from "@vitalog/domain";
import type { BetterAuthPlugin } from "better-auth";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import type { Clock } from "../context.ts";
import type { Config } from "../env.ts";
import { AppError, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../errors.ts";
import { type Logger, maskEmails, redact } from "../logger.ts";
import type { AuditContext } from "../platform/audit.ts";
import type { Mailer } from "../platform/mail.ts";
import { createRateLimiter } from "../platform/rate-limiter.ts";
import { auditTrail, recordPasswordReset } from "./auth-audit.ts";
import { passwordChangedEmail, passwordResetEmail, verificationEmail } from "./auth-emails.ts";
import { PROFILE_CREATE_FAILED } from "./auth-errors.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { findSessionToken } from "./session.repository.ts";
import { sessionReadOfRequest } from "./session-read.ts";
import { insertVerificationValue } from "./verification.repository.ts";

/** Request header carrying the client address we determined; whatever the client sent is replaced. */
export const CLIENT_IP_HEADER = "x-vitalog-client-ip";

const DAY_S = 86_400;
/** Sliding refresh: an active session is extended at least every 50 minutes (spec's token refresh). */
export const SESSION_UPDATE_AGE_S = 50 * 60;

export interface AuthDeps {
  config: Config;
  secret: string;
  db: Database;
  log: Logger;
  mailer: Mailer;
  /** The injected clock: verification expiries and token checks read time from it. */
  clock: Clock;
  /** Writes a new account's own rows inside the sign-up transaction. */
  setUpUserData: (db: Executor, userId: string, inTransaction: boolean) => Promise<unknown>;
  accountDeletion: {
    /** Throws an AppError when the request may not delete the account (password, freshness). */
    check(request: {
      userId: string;
      password: string | undefined;
      sessionCreatedAt: Date;
    }): Promise<{ hasPassword: boolean }>;
    /** Deletes every row and file of the account (the same service as DELETE /api/v1/account). */
    deleteAccount(user: { id: string; email: string }): Promise<void>;
  };
}

/** Where the e-mailed links lead: the app's reset page, and Better Auth's verify endpoint. */
export function passwordResetLink(config: Config, token: string): string {
  return `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Better Auth's verification token is a JWT whose payload carries the address; the e-mailed link
 * carries an opaque token instead, mapped to that JWT in the verification table until it expires.
 */
export const EMAIL_VERIFICATION_PREFIX = "email-verification-link:";

export function emailVerificationLink(config: Config, token: string): string {
  return `${config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent("/verify-email")}`;
}

const API_ERROR_STATUS = { 400: "BAD_REQUEST", 401: "UNAUTHORIZED", 403: "FORBIDDEN" } as const;

type SessionLookup = (
  headers: Headers,
) => Promise<{ user: { id: string }; session: { createdAt: Date } } | null>;

/**
 * Applies Vitalog's re-authentication rule to Better Auth's POST /delete-user. Hooks all see the
 * request as it came, so the session is looked up through the API, where the bearer plugin
 * turns an Authorization header into the session cookie.
 */
function accountDeletionRules(
  check: AuthDeps["accountDeletion"]["check"],
  findSession: SessionLookup,
): BetterAuthPlugin {
  return {
    id: "vitalog-account-deletion",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/delete-user",
          handler: createAuthMiddleware(async (ctx) => {
            const headers = ctx.headers ?? ctx.request?.headers;
            const current = headers ? await findSession(headers) : null;
            if (!current) return undefined;
            const body: unknown = ctx.body;
            const password =
              isRecord(body) && typeof body.password === "string" ? body.password : undefined;
            try {
              const { hasPassword } = await check({
                userId: current.user.id,
                password,
                sessionCreatedAt: new Date(current.session.createdAt),
              });
              // A social-only account has nothing to check a password against.
              if (!hasPassword && password !== undefined) {
                return { context: { body: { ...(body as object), password: "" } } };
              }
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              const status = API_ERROR_STATUS[error.status as keyof typeof API_ERROR_STATUS];
              throw new APIError(status ?? "BAD_REQUEST", {
                code: error.code,
                message: error.message,
              });
            }
            return undefined;
          }),
        },
      ],
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

/** The iOS and Android apps' id (apps/web/capacitor.config.ts): Apple's audience on iOS. */
export const NATIVE_APP_ID = "app.vitalog";

/** Origins allowed to call the auth endpoints with cookies (web, localhost, the native shells). */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([
    new URL(config.publicUrl).origin,
    `http://localhost:${config.port}`,
    `http://127.0.0.1:${config.port}`,
    "capacitor://localhost",
    "https://localhost",
  ]);
  if (config.nodeEnv === "development") {
    origins.add("http://localhost:5173");
    origins.add("http://127.0.0.1:5173");
  }
  return [...origins];
}

const EMAIL_VERIFICATION_EXPIRES_S = 60 * 60;

export const VERIFICATION_MAIL_RULE = { window: 60 * 60, max: 3 } as const;

/** A person's name as sign-up and update-user take it: a string, trimmed, 1 to 100 characters. */
function validName(name: unknown): string {
  const parsed = ProfileName.safeParse(name);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? ProfileMessage.nameRequired;
  throw new APIError("BAD_REQUEST", { code: "VALIDATION_FAILED", message });
}

/** Refuses a new password that is only spaces or among the 10,000 most common ones. */
async function assertAcceptablePassword(password: unknown): Promise<void> {
  if (typeof password !== "string") return;
  const problem = passwordProblem(password, await loadCommonPasswords());
  // Too short (and too long) is Better Auth's own check, in the spec's words.
  if (problem && problem.code !== "PASSWORD_TOO_SHORT") {
    throw new APIError("BAD_REQUEST", { code: problem.code, message: problem.message });
  }
}

/** The field holding the new password on each endpoint that sets one. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/**
 * A profile photo the app may show: an https address, or one on Vitalog's own site (a path such
 * as /api/v1/profile/photo/..., or an absolute address on PUBLIC_URL's origin).
 */
export function isAllowedImageUrl(image: string, publicUrl: string): boolean {
  const own = new URL(publicUrl);
  if (image.startsWith("/") && !image.startsWith("//") && !image.startsWith("/\\")) return true;
  try {
    const url = new URL(image);
    return url.protocol === "https:" || url.origin === own.origin;
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The sign-up transaction runs on a drizzle transaction Better Auth opens; keeping it here lets
 * our hook write the account's own rows on that same transaction.
 */
function trackTransactions(db: Database, store: AsyncLocalStorage<Transaction>): Database {
  const tracked = Object.create(db) as Database;
  const transaction: Database["transaction"] = (fn, config) =>
    db.transaction((tx) => store.run(tx, () => fn(tx)), config);
  tracked.transaction = transaction;
  return tracked;
}

/** Marked, for the request in flight, when Better Auth reports a failure of the database. */
const databaseOutage = new AsyncLocalStorage<{ unavailable: boolean }>();

function noteDatabaseOutage(): void {
  const outage = databaseOutage.getStore();
  if (outage) outage.unavailable = true;
}

/**
 * Runs Better Auth's handler. A failure Better Auth does not know is thrown (`onAPIError.throw`)
 * to the app's error handler, which logs it and answers 503 for the database's, 500 otherwise.
 * A 500 Better Auth answers itself becomes the 503 when the failure was the database's (reported
 * to its logger, or the database does not answer now).
 */
export async function handleAuthRequest(
  auth: Auth,
  request: Request,
  ping: () => Promise<boolean>,
): Promise<Response> {
  const outage = { unavailable: false };
  let response: Response;
  try {
    response = await databaseOutage.run(outage, () => auth.handler(request));
  } catch (error) {
    if (!isDatabaseUnavailable(error) && (outage.unavailable || !(await ping()))) {
      throw new AppError("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE);
    }
    throw error;
  }
  if (response.status >= 500 && (outage.unavailable || !(await ping()))) {
    throw new AppError("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE);
  }
  return response;
}

export function createAuth(deps: AuthDeps) {
  const { config, log } = deps;
  const limiter = createRateLimiter(deps.db, config.authRateLimit, deps.clock);
  /** Mail to one address: 3 an hour, whoever asks (Better Auth limits each client as well). */
  const limitPerAddress = async (key: string) => {
    try {
      await limiter.hit(key, VERIFICATION_MAIL_RULE);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new APIError("TOO_MANY_REQUESTS", { code: error.code, message: error.message });
    }
  };
  const authLog = log.child({ module: "auth" });
  const audit: AuditContext = { db: deps.db, log: authLog, now: () => deps.clock.now() };
  const currentTransaction = new AsyncLocalStorage<Transaction>();

  // A session route's session was read before the handler (auth.routes.ts): our hooks take it.
  const findSession: SessionLookup = async (headers) =>
    sessionReadOfRequest() ?? (await auth.api.getSession({ headers }));
  const auth = betterAuth({
    appName: "Vitalog",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    telemetry: { enabled: false },
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(trackTransactions(deps.db, currentTransaction), {
      provider: "pg",
      transaction: true,
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        userRelations: schema.userRelations,
        sessionRelations: schema.sessionRelations,
        accountRelations: schema.accountRelations,
      },
    }),
    logger: {
      level: config.logLevel === "debug" || config.logLevel === "trace" ? "debug" : "warn",
      log: (level, message, ...args) => {
        // A query that failed because the database is down is the outage: a warning without the
        // query and its parameters.
        if (level === "error" && args.some(isDatabaseUnavailable)) {
          noteDatabaseOutage();
          authLog.warn("an auth endpoint could not reach the database");
          return;
        }
        authLog[level](
          args.length > 0 ? { details: redact(args) } : {},
          maskEmails(String(message)),
        );
      },
    },
    // Better Auth answers an error reply itself and throws anything else out of its handler
    // (to `handleAuthRequest`), where it would otherwise print it to stderr, outside the log.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const sending = deps.mailer
          .send({
            to: user.email,
            userId: user.id,
            ...passwordResetEmail(passwordResetLink(config, token)),
          })
          .catch((error: unknown) => authLog.error({ err: error }, "could not send a reset mail"));
        // An SMTP round trip would make a known address answer later than an unknown one (which
        // sends nothing), so the reply does not wait for it; the outbox is a local insert.
        if (deps.mailer.kind === "outbox") await sending;
      },
      onPasswordReset: async ({ user }) => {
        await recordPasswordReset(audit, user.id);
        try {
          await deps.mailer.send({
            to: user.email,
            userId: user.id,
            ...passwordChangedEmail(`${config.publicUrl}/auth`),
          });
        } catch (error) {
          authLog.error({ err: error }, "could not send the password-changed notice");
        }
      },
    },
    // Unverified addresses may sign in (docs/decisions.md); the link only marks them verified.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: EMAIL_VERIFICATION_EXPIRES_S,
      sendVerificationEmail: async ({ user, token }) => {
        const opaque = randomBytes(24).toString("base64url");
        await insertVerificationValue(deps.db, {
          identifier: `${EMAIL_VERIFICATION_PREFIX}${opaque}`,
          value: token,
          expiresAt: new Date(deps.clock.now().getTime() + EMAIL_VERIFICATION_EXPIRES_S * 1000),
        });
        await deps.mailer.send({
          to: user.email,
          userId: user.id,
          ...verificationEmail(emailVerificationLink(config, opaque)),
        });
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await deps.accountDeletion.deleteAccount({ id: user.id, email: user.email });
        },
      },
    },
    // Only the signed token of the set-auth-token header opens a session; a raw session token
    // (as stored in the database) is refused.
    plugins: [
      bearer({ requireSignature: true }),
      accountDeletionRules(deps.accountDeletion.check, findSession),
      // Sign-ins, failed sign-ins, sign-outs, password changes and resets in the audit log.
      auditTrail(audit, findSession),
    ],
    // No cookie cache: every request checks the session row, so sign-out takes effect at once.
    session: { expiresIn: 30 * DAY_S, updateAge: SESSION_UPDATE_AGE_S },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 3 },
        // Checks a password, so it is limited like sign-in.
        "/delete-user": { window: 60, max: 10 },
        "/get-session": false,
      },
    },
    advanced: {
      // Better Auth skips its origin and callback-address checks when NODE_ENV is test: on, so
      // the tests run what production runs.
      disableOriginCheck: false,
      cookiePrefix: "vitalog",
      useSecureCookies: new URL(config.publicUrl).protocol === "https:",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID(), joins: true },
    },
    socialProviders: {
      ...(config.google ? { google: { ...config.google, prompt: "select_account" } } : {}),
      // The iOS app's identity tokens name the app's bundle id as their audience, the web's
      // (through Apple's Services ID) the client id: both are Vitalog's.
      ...(config.apple
        ? { apple: { ...config.apple, audience: [config.apple.clientId, NATIVE_APP_ID] } }
        : {}),
    },
    databaseHooks: {
      account: {
        create: {
          // Runs inside the transaction that has just inserted the user (email sign-up and
          // first social sign-in), so a failure here rolls the user back too.
          before: async (account) => {
            const tx = currentTransaction.getStore();
            try {
              await deps.setUpUserData(tx ?? deps.db, account.userId, tx !== undefined);
            } catch (error) {
              authLog.error({ err: error }, "could not create the profile of a new account");
              throw new APIError("INTERNAL_SERVER_ERROR", {
                code: PROFILE_CREATE_FAILED,
                message: "Failed to create user profile",
              });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const read = sessionReadOfRequest();
        if (read) {
          // Better Auth takes the session read before the handler instead of reading it again:
          // where it asks for the current session, and where a sensitive endpoint (change
          // password, delete the account, revoke a session) looks it up again by its token.
          ctx.context.session = read;
          const adapter = ctx.context.internalAdapter;
          ctx.context.internalAdapter = {
            ...adapter,
            findSession: async (token) =>
              token === read.session.token ? read : adapter.findSession(token),
          };
        }
        const body: unknown = ctx.body;
        const passwordField = NEW_PASSWORD_FIELD[ctx.path];
        if (passwordField && isRecord(body)) await assertAcceptablePassword(body[passwordField]);
        if (ctx.path === "/update-user" && isRecord(body) && body.image != null) {
          if (typeof body.image !== "string" || !isAllowedImageUrl(body.image, config.publicUrl)) {
            throw new APIError("BAD_REQUEST", {
              code: "VALIDATION_FAILED",
              message: ProfileMessage.photoAddress,
            });
          }
        }
        if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") {
          if (!isRecord(body)) return undefined;
          if (body.name === undefined) {
            return ctx.path === "/sign-up/email"
              ? { context: { body: { ...body, name: "" } } }
              : undefined;
          }
          return { context: { body: { ...body, name: validName(body.name) } } };
        }
        // Other sessions end with a password change unless the client explicitly keeps them.
        if (ctx.path === "/change-password" && isRecord(body)) {
          if (body.revokeOtherSessions === undefined) {
            return { context: { body: { ...body, revokeOtherSessions: true } } };
          }
          return undefined;
        }
        // Sessions are listed by id (never by token): revoke-session takes { id }.
        if (ctx.path === "/revoke-session") {
          const headers = ctx.headers ?? ctx.request?.headers;
          const current = headers ? await findSession(headers) : null;
          const id = isRecord(body) && typeof body.id === "string" ? body.id : null;
          if (!current) return undefined;
          if (!id) {
            throw new APIError("BAD_REQUEST", {
              code: "VALIDATION_FAILED",
              message: ValidationMessage.required,
            });
          }
          const found = await findSessionToken(deps.db, current.user.id, id);
          // Someone else's or an unknown id: a token that matches nothing, so nothing happens.
          const token = found ?? `unknown-${randomUUID()}`;
          return { context: { body: { token } } };
        }
        if (ctx.path === "/verify-email") {
          const query: unknown = ctx.query;
          if (!isRecord(query) || typeof query.token !== "string") return undefined;
          const token = query.token;
          const mapped = await ctx.context.internalAdapter.findVerificationValue(
            `${EMAIL_VERIFICATION_PREFIX}${token}`,
          );
          const jwt =
            mapped && new Date(mapped.expiresAt) > deps.clock.now()
              ? mapped.value
              : "invalid-token";
          return { context: { query: { ...query, token: jwt } } };
        }
        if (ctx.path === "/send-verification-email") {
          const email = isRecord(body) && typeof body.email === "string" ? body.email : null;
          if (email && isValidEmail(email)) {
            await limitPerAddress(`verify-email:${email.trim().toLowerCase()}`);
          }
        }
        // Sign-in and the reset request answer an unknown address exactly as a known one (Better
        // Auth hashes the password given for an unknown address, so the time matches too).
        return undefined;
      }),
    },
  });
  return auth;
}
