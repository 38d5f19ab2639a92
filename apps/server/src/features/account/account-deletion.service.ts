import { verifyPassword } from "../../auth/password.ts";
import { type RequestContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { ServerModule } from "../../modules/module.ts";
import { userFileCategories } from "../../modules/user-lifecycle.ts";
import { recordAccountDeletion } from "../../platform/audit.ts";
import type { Storage } from "../../platform/storage.ts";
import { listStoredFiles } from "../../stored-files/stored-file.repository.ts";
import { deleteUserRows, findPasswordHash } from "./account.repository.ts";

/** A social-only account confirms deletion by having signed in this recently. */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60_000;

export interface DeletionRequest {
  userId: string;
  /** The password typed to confirm, if any. */
  password: string | undefined;
  /** When the session making the request signed in. */
  sessionCreatedAt: Date;
}

/**
 * Re-authentication before deletion: an account with a password must give it (the same argon2
 * check as sign-in); a social-only account must have signed in within the last 5 minutes.
 */
export async function assertDeletionAllowed(
  ctx: RequestContext,
  { userId, password, sessionCreatedAt }: DeletionRequest,
): Promise<{ hasPassword: boolean }> {
  const hash = await findPasswordHash(ctx.db, userId);
  if (hash) {
    if (!password) throw new AppError("PASSWORD_REQUIRED");
    if (!(await verifyPassword({ hash, password }))) {
      throw new AppError("INCORRECT_PASSWORD");
    }
    return { hasPassword: true };
  }
  if (ctx.now().getTime() - sessionCreatedAt.getTime() > REAUTHENTICATION_WINDOW_MS) {
    throw new AppError("REAUTHENTICATION_REQUIRED");
  }
  return { hasPassword: false };
}

export interface DeletionDeps {
  storage: Storage;
  /** Every module, for its clean-up hook and its storage categories. */
  modules: readonly ServerModule[];
}

/**
 * Deletes an account and everything it owns: every row in one transaction, then every stored
 * file. A file that cannot be removed is logged; the account is gone either way.
 */
export async function deleteAccount(
  ctx: RequestContext,
  { storage, modules }: DeletionDeps,
  user: { id: string; email: string },
): Promise<void> {
  const files = await listStoredFiles(ctx.db, user.id);
  await withTransaction(ctx, async (tx) => {
    for (const module of modules) await module.onUserDeleted?.(tx, user);
    await deleteUserRows(tx.db, user.id, user.email);
    await recordAccountDeletion(tx, user.id);
  });

  const failures: string[] = [];
  for (const file of files) {
    try {
      await storage.delete(file.key);
    } catch (error) {
      failures.push(file.key);
      ctx.log.error({ err: error, key: file.key }, "could not delete a stored file");
    }
  }
  const categories = new Set([...userFileCategories(modules), ...files.map((f) => f.category)]);
  for (const category of categories) {
    try {
      await storage.deleteFolder(`${category}/${user.id}/`);
    } catch (error) {
      failures.push(`${category}/${user.id}/`);
      ctx.log.error({ err: error, category }, "could not delete a user's storage folder");
    }
  }
  ctx.log.info({ files: files.length, failedFiles: failures.length }, "account deleted");
}
