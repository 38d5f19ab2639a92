import type { HttpBindings } from "@hono/node-server";
import type { Logger } from "../logger.ts";

/** The signed-in person, as the routes see them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    log: Logger;
    user: SessionUser | undefined;
  };
}
