import type { Database } from "@vitalog/db";
import type { Context } from "hono";
import { currentUser } from "../auth/guards.ts";
import type { ServiceContext, UserContext } from "../context.ts";
import type { AppEnv } from "./app-env.ts";

/** The service context for a request. */
export function serviceContext(c: Context<AppEnv>, db: Database): ServiceContext {
  return { db, log: c.get("log") };
}

/** The service context for a request a guard has signed in. */
export function userContext(c: Context<AppEnv>, db: Database): UserContext {
  return { db, log: c.get("log"), userId: currentUser(c).id };
}
