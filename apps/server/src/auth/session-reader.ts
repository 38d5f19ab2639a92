import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "@vitalog/db";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Clock } from "../context.ts";
import type { AppEnv, SessionUser } from "../http/app-env.ts";
import type { Auth } from "./auth.ts";
import { findSessionWithUser } from "./session.repository.ts";

export interface SessionRead {
  user: SessionUser;
  /** Set-Cookie values to pass on (a refreshed session cookie). */
  setCookies: string[];
}

/**
 * The value of a cookie signed the way Better Auth signs them ("value.base64(HMAC-SHA256)"),
 * or null when it is absent or its signature does not match.
 */
export function verifySignedCookie(raw: string | undefined, secret: string): string | null {
  if (!raw) return null;
  const dot = raw.lastIndexOf(".");
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(value).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? value
    : null;
}

/**
 * Reads the signed-in person for a request. A valid, unexpired session that needs no refresh
 * is answered with one query; every other case (no cookie, expired, due for its sliding
 * refresh, or anything unexpected) goes through Better Auth's own getSession, which decides.
 */
export function createSessionReader(
  auth: Auth,
  db: Database,
  secret: string,
  isAdmin: (userId: string) => Promise<boolean>,
  clock: Clock,
) {
  const settings = auth.$context.then((ctx) => ({
    sessionCookie: ctx.authCookies.sessionToken.name,
    dontRememberCookie: ctx.authCookies.dontRememberToken.name,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  }));

  async function fastPath(c: Context<AppEnv>): Promise<SessionUser | null> {
    const s = await settings;
    const token = verifySignedCookie(getCookie(c, s.sessionCookie), secret);
    if (!token) return null;
    const found = await findSessionWithUser(db, token);
    const now = clock.now().getTime();
    if (!found || found.expiresAt.getTime() <= now) return null;
    const refreshDue = found.expiresAt.getTime() - s.expiresInMs + s.updateAgeMs <= now;
    const dontRemember = verifySignedCookie(getCookie(c, s.dontRememberCookie), secret) === "true";
    if (refreshDue && !dontRemember) return null;
    return { id: found.userId, email: found.email, name: found.name, isAdmin: found.isAdmin };
  }

  return async function readSession(c: Context<AppEnv>): Promise<SessionRead | null> {
    const user = await fastPath(c);
    if (user) return { user, setCookies: [] };
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!response) return null;
    return {
      user: {
        id: response.user.id,
        email: response.user.email,
        name: response.user.name,
        isAdmin: await isAdmin(response.user.id),
      },
      setCookies: headers?.getSetCookie() ?? [],
    };
  };
}
