import { randomUUID } from "node:crypto";
import { IMAGE_MAX_BYTES, type Profile, UploadMessage } from "@vitalog/domain";
import { type UserContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { Storage } from "../../platform/storage.ts";
import {
  deleteStoredFileRows,
  findStoredFile,
  insertStoredFile,
  listStoredFiles,
  type StoredFileRow,
} from "../../stored-files/stored-file.repository.ts";
import { PROFILE_PHOTO_CATEGORY } from "./profile.repository.ts";
import { getProfile } from "./profile.service.ts";
import { toProfilePhoto } from "./profile-photo.image.ts";

/** Where profile photos are kept: the community shows a public profile's photo from there. */
export { PROFILE_PHOTO_CATEGORY };

export interface FilesContext extends UserContext {
  storage: Storage;
}

/** Removes stored objects after their rows are gone; a failure is logged, never thrown. */
export async function removeStoredObjects(
  ctx: FilesContext,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      ctx.log.error({ err: error, key }, "could not delete a stored file");
    }
  }
}

/**
 * Replaces the profile photo: checks the bytes are a picture (415) no larger than 5 MB (413),
 * stores the cleaned 512 px WebP, records it, then removes the previous photo.
 */
export async function uploadProfilePhoto(ctx: FilesContext, bytes: Uint8Array): Promise<Profile> {
  const photo = await toProfilePhoto(bytes);
  if (bytes.byteLength > IMAGE_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", UploadMessage.tooLarge);
  }
  const key = `${PROFILE_PHOTO_CATEGORY}/${ctx.userId}/${randomUUID()}.webp`;
  await ctx.storage.put(key, photo.data, photo.contentType);

  let replaced: StoredFileRow[];
  try {
    replaced = await withTransaction(ctx, async (tx) => {
      const previous = await listStoredFiles(tx.db, tx.userId, PROFILE_PHOTO_CATEGORY);
      await insertStoredFile(tx.db, {
        userId: tx.userId,
        category: PROFILE_PHOTO_CATEGORY,
        key,
        contentType: photo.contentType,
        size: photo.data.byteLength,
      });
      await deleteStoredFileRows(
        tx.db,
        tx.userId,
        previous.map((file) => file.id),
      );
      return previous;
    });
  } catch (error) {
    await removeStoredObjects(ctx, [key]);
    throw error;
  }
  await removeStoredObjects(
    ctx,
    replaced.map((file) => file.key),
  );
  return getProfile(ctx);
}

export interface PhotoFile {
  id: string;
  body: Uint8Array;
  contentType: string;
}

/** The signed-in person's photo (a given version of it, or the current one); 404 otherwise. */
export async function readProfilePhoto(
  ctx: FilesContext,
  fileId: string | undefined,
): Promise<PhotoFile> {
  const file = fileId
    ? await findStoredFile(ctx.db, ctx.userId, PROFILE_PHOTO_CATEGORY, fileId)
    : ((await listStoredFiles(ctx.db, ctx.userId, PROFILE_PHOTO_CATEGORY))[0] ?? null);
  if (!file) throw new AppError("NOT_FOUND", "Photo not found");
  const stored = await ctx.storage.get(file.key);
  if (!stored) {
    ctx.log.error({ fileId: file.id }, "a recorded profile photo is missing from storage");
    throw new AppError("NOT_FOUND", "Photo not found");
  }
  return { id: file.id, body: stored.body, contentType: file.contentType };
}

/** Removes the profile photo, its rows first and then the stored files. */
export async function deleteProfilePhoto(ctx: FilesContext): Promise<void> {
  const removed = await withTransaction(ctx, async (tx) => {
    const files = await listStoredFiles(tx.db, tx.userId, PROFILE_PHOTO_CATEGORY);
    await deleteStoredFileRows(
      tx.db,
      tx.userId,
      files.map((file) => file.id),
    );
    return files;
  });
  await removeStoredObjects(
    ctx,
    removed.map((file) => file.key),
  );
}
