import type { Database } from "@vitalog/db";
import { AdminMessage } from "@vitalog/domain";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../errors.ts";
import { isAdminUser } from "../features/admin/admin.service.ts";
import type { AppEnv, SessionUser } from "../http/app-env.ts";
import type { Logger } from "../logger.ts";
import type { Auth } from "./auth.ts";
import { createSessionReader } from "./session-reader.ts";

export interface Guards {
  requireUser: ReturnType<typeof createMiddleware<AppEnv>>;
  requireAdmin: ReturnType<typeof createMiddleware<AppEnv>>;
}

/** The signed-in person a guard has put on the context. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new AppError("UNAUTHENTICATED");
  return user;
}

export function createGuards(auth: Auth, db: Database, log: Logger, secret: string): Guards {
  const readSession = createSessionReader(auth, db, secret);

  /** Loads the session from its cookie (checked against the database every time). */
  async function authenticate(c: Context<AppEnv>): Promise<SessionUser> {
    const session = await readSession(c);
    if (!session) throw new AppError("UNAUTHENTICATED");
    for (const cookie of session.setCookies) c.header("set-cookie", cookie, { append: true });
    c.set("user", session.user);
    return session.user;
  }

  const requireUser = createMiddleware<AppEnv>(async (c, next) => {
    await authenticate(c);
    await next();
  });

  const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
    const user = await authenticate(c);
    if (!(await isAdminUser({ db, log }, user.id)))
      throw new AppError("FORBIDDEN", AdminMessage.unauthorized);
    await next();
  });

  return { requireUser, requireAdmin };
}
