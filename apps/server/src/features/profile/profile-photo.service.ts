import { randomUUID } from "node:crypto";
import { IMAGE_MAX_BYTES, type Profile, UploadMessage } from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { toProfilePhoto } from "../../platform/images.ts";
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

/** Where profile photos are kept: the community shows a public profile's photo from there. */
export { PROFILE_PHOTO_CATEGORY };

/** Removes stored objects after their rows are gone; a failure is logged, never thrown. */
async function removeStoredObjects(
  ctx: RequestContext,
  storage: Storage,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      ctx.log.error({ err: error, key }, "could not delete a stored file");
    }
  }
}

/**
 * Replaces the profile photo: checks the bytes are a picture (415) no larger than 5 MB (413),
 * stores the cleaned 512 px WebP, records it, then removes the previous photo.
 */
export async function uploadProfilePhoto(
  ctx: ViewerContext,
  storage: Storage,
  bytes: Uint8Array,
): Promise<Profile> {
  const photo = await toProfilePhoto(bytes);
  if (bytes.byteLength > IMAGE_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", UploadMessage.tooLarge);
  }
  const key = `${PROFILE_PHOTO_CATEGORY}/${ctx.viewer.id}/${randomUUID()}.webp`;
  await storage.put(key, photo.data, photo.contentType);

  let replaced: StoredFileRow[];
  try {
    replaced = await withTransaction(ctx, async (tx) => {
      const previous = await listStoredFiles(tx.db, tx.viewer.id, PROFILE_PHOTO_CATEGORY);
      await insertStoredFile(tx.db, {
        userId: tx.viewer.id,
        category: PROFILE_PHOTO_CATEGORY,
        key,
        contentType: photo.contentType,
        size: photo.data.byteLength,
      });
      await deleteStoredFileRows(
        tx.db,
        tx.viewer.id,
        previous.map((file) => file.id),
      );
      return previous;
    });
  } catch (error) {
    await removeStoredObjects(ctx, storage, [key]);
    throw error;
  }
  await removeStoredObjects(
    ctx,
    storage,
    replaced.map((file) => file.key),
  );
  return getProfile(ctx);
}

export interface PhotoFile {
  id: string;
  body: Uint8Array;
  contentType: string;
}

/** A person's photo (a given version of it, or the current one); 404 otherwise. */
export async function readProfilePhoto(
  ctx: Pick<RequestContext, "db" | "log">,
  storage: Storage,
  ownerId: string,
  fileId: string | undefined,
): Promise<PhotoFile> {
  const file = fileId
    ? await findStoredFile(ctx.db, ownerId, PROFILE_PHOTO_CATEGORY, fileId)
    : ((await listStoredFiles(ctx.db, ownerId, PROFILE_PHOTO_CATEGORY))[0] ?? null);
  if (!file) throw new AppError("NOT_FOUND", "Photo not found");
  const stored = await storage.get(file.key);
  if (!stored) {
    ctx.log.error({ fileId: file.id }, "a recorded profile photo is missing from storage");
    throw new AppError("NOT_FOUND", "Photo not found");
  }
  return { id: file.id, body: stored.body, contentType: file.contentType };
}

/** Removes the profile photo, its rows first and then the stored files. */
export async function deleteProfilePhoto(ctx: ViewerContext, storage: Storage): Promise<void> {
  const removed = await withTransaction(ctx, async (tx) => {
    const files = await listStoredFiles(tx.db, tx.viewer.id, PROFILE_PHOTO_CATEGORY);
    await deleteStoredFileRows(
      tx.db,
      tx.viewer.id,
      files.map((file) => file.id),
    );
    return files;
  });
  await removeStoredObjects(
    ctx,
    storage,
    removed.map((file) => file.key),
  );
}
