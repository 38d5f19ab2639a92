import type { HttpBindings } from "@hono/node-server";
import type { Database } from "@vitalog/db";
import type { Clock } from "../context.ts";
import type { Logger } from "../logger.ts";

/** The signed-in person, as the routes see them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Read once with the session: whether the person is an admin. */
  isAdmin: boolean;
}

export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    log: Logger;
    user: SessionUser | undefined;
    /**
     * The signed-in person's id on Better Auth's routes, where no guard sets `user`: set for a
     * refusal (403) there, so its audit entry names them.
     */
    sessionUserId?: string;
    /** The database and clock every request context is built on (set by `requestScope`). */
    db: Database;
    clock: Clock;
  };
}
