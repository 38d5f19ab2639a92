import type { Executor } from "@vitalog/db";
import type { Logger } from "./logger.ts";

/** The one source of "now" on the server: services, repositories and rules read time from it. */
export interface Clock {
  now(): Date;
}

/** Who is asking, set once by the route guard: the signed-in person and whether they are an admin. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/**
 * What every service and repository call receives: the database (or an open transaction), the
 * request's logger, the injected clock and the viewer. `RequestContext<Viewer>` is a call on
 * behalf of a signed-in person; plain `RequestContext` may come from a visitor, a seed or a job.
 */
export interface RequestContext<V extends Viewer | undefined = Viewer | undefined> {
  db: Executor;
  log: Logger;
  /** The current instant, from the injected clock (never `new Date()` in a service). */
  now(): Date;
  viewer: V;
  /** True when `db` is already a transaction the caller owns. */
  inTransaction?: boolean;
}

/** A call on behalf of a signed-in person. */
export type ViewerContext = RequestContext<Viewer>;

export const systemClock: Clock = { now: () => new Date() };

/** A context with no viewer: start-up seeding, jobs and the platform's own work. */
export function systemContext(
  db: Executor,
  log: Logger,
  clock: Clock = systemClock,
): RequestContext<undefined> {
  return { db, log, now: () => clock.now(), viewer: undefined };
}

/** The same call on behalf of `viewer` (a job acting for one person, a test). */
export function asViewer(ctx: RequestContext, viewer: Viewer): ViewerContext {
  return { ...ctx, viewer };
}

/** Runs `fn` in a transaction, joining the caller's when there is one. */
export function withTransaction<C extends { db: Executor; inTransaction?: boolean }, T>(
  ctx: C,
  fn: (tx: C) => Promise<T>,
): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  return ctx.db.transaction((tx) => fn({ ...ctx, db: tx, inTransaction: true }));
}
