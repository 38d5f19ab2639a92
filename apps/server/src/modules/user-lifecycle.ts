import type { Executor } from "@vitalog/db";
import { type RequestContext, withTransaction } from "../context.ts";
import type { SeedDeps, ServerModule } from "./module.ts";
import { hasSignInMethod } from "./user-lifecycle.repository.ts";

/**
 * Writes a new account's starting rows, each module its own (profile, fasting settings, ...),
 * all in one transaction: the caller's at sign-up, so a failure undoes the sign-up. Runs only
 * for a user who has no sign-in method yet, so linking a second one (Google after a password)
 * adds nothing.
 */
export function setUpUserData(
  ctx: RequestContext,
  modules: readonly ServerModule[],
  userId: string,
): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    if (await hasSignInMethod(tx.db, userId)) return false;
    for (const module of modules) await module.onUserCreated?.(tx, userId);
    return true;
  });
}

/** The same, for the sign-up hook, which hands over its transaction (or the database). */
export function userSetUp(modules: readonly ServerModule[], ctx: RequestContext) {
  return (db: Executor, userId: string, inTransaction: boolean) =>
    setUpUserData({ ...ctx, db, inTransaction }, modules, userId);
}

/** Every storage category of every module that keeps files under `<category>/<userId>/`. */
export function userFileCategories(modules: readonly ServerModule[]): string[] {
  return [...new Set(modules.flatMap((m) => m.fileCategories ?? []))];
}

/** The admin dashboard's figures: each module's counts, in module order. */
export async function adminCounts(
  ctx: RequestContext,
  modules: readonly ServerModule[],
): Promise<Record<string, number>> {
  const parts = await Promise.all(modules.map((m) => m.adminCounts?.(ctx) ?? {}));
  return Object.assign({}, ...parts);
}

/** Writes every module's demo content, in module order (catalogues before what uses them). */
export async function seedDemoContent(
  ctx: RequestContext,
  modules: readonly ServerModule[],
  deps: SeedDeps,
): Promise<void> {
  for (const m of modules) await m.seed?.(ctx, deps);
}
