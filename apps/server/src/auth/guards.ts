import type { Database } from "@vitalog/db";
import { AdminMessage } from "@vitalog/domain";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Clock } from "../context.ts";
import { AppError } from "../errors.ts";
import type { AppEnv, SessionUser } from "../http/app-env.ts";
import type { Auth } from "./auth.ts";
import { createSessionReader } from "./session-reader.ts";

export interface Guards {
  /** Puts the signed-in person on the context when there is one; visitors pass too. */
  optionalUser: ReturnType<typeof createMiddleware<AppEnv>>;
  requireUser: ReturnType<typeof createMiddleware<AppEnv>>;
  /** `requireUser` whose refusal says what needs the sign-in ("You must be logged in to ..."). */
  requireUserSaying(message: string): ReturnType<typeof createMiddleware<AppEnv>>;
  requireAdmin: ReturnType<typeof createMiddleware<AppEnv>>;
}

/** The signed-in person a guard has put on the context. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new AppError("UNAUTHENTICATED");
  return user;
}

export interface GuardDeps {
  auth: Auth;
  db: Database;
  secret: string;
  /** Whether the person is an admin (the admin module's answer; auth/ imports no feature). */
  isAdmin(userId: string): Promise<boolean>;
  clock: Clock;
}

export function createGuards({ auth, db, secret, isAdmin, clock }: GuardDeps): Guards {
  const readSession = createSessionReader(auth, db, secret, isAdmin, clock);

  /** Loads the session from its cookie (checked against the database every time). */
  async function authenticate(c: Context<AppEnv>, message?: string): Promise<SessionUser> {
    const session = await readSession(c);
    if (!session) throw new AppError("UNAUTHENTICATED", message);
    for (const cookie of session.setCookies) c.header("set-cookie", cookie, { append: true });
    c.set("user", session.user);
    return session.user;
  }

  const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
    const session = await readSession(c);
    if (session) {
      for (const cookie of session.setCookies) c.header("set-cookie", cookie, { append: true });
      c.set("user", session.user);
    }
    await next();
  });

  const requireUser = createMiddleware<AppEnv>(async (c, next) => {
    await authenticate(c);
    await next();
  });

  const requireUserSaying = (message: string) =>
    createMiddleware<AppEnv>(async (c, next) => {
      await authenticate(c, message);
      await next();
    });

  const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
    const user = await authenticate(c);
    if (!user.isAdmin) throw new AppError("FORBIDDEN", AdminMessage.unauthorized);
    await next();
  });

  return { optionalUser, requireUser, requireUserSaying, requireAdmin };
}
