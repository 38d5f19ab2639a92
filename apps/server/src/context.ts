import type { Executor } from "@vitalog/db";
import type { Logger } from "./logger.ts";

/** What every service call receives: the database (or an open transaction) and a logger. */
export interface ServiceContext {
  db: Executor;
  log: Logger;
  /** True when `db` is already a transaction the caller owns. */
  inTransaction?: boolean;
}

/** A service call on behalf of a signed-in person. */
export interface UserContext extends ServiceContext {
  userId: string;
}

/** Runs `fn` in a transaction, joining the caller's when there is one. */
export function withTransaction<C extends ServiceContext, T>(
  ctx: C,
  fn: (tx: C) => Promise<T>,
): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  return ctx.db.transaction((tx) => fn({ ...ctx, db: tx, inTransaction: true }));
}
