import { randomBytes } from "node:crypto";
import {
  EDITOR_IMAGE_FOLDER,
  EDITOR_IMAGE_MAX_SIDE,
  EDITOR_IMAGE_TYPES,
  type EditorImage,
  type EditorImageFormat,
  EditorImageMessage,
  IMAGE_MAX_BYTES,
  isUuid,
} from "@vitalog/domain";
import sharp from "sharp";
import type { ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { containsMarkup, sniffImageFormat } from "../../platform/images.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import type { Storage } from "../../platform/storage.ts";
import {
  deleteStoredFileRows,
  insertStoredFile,
  listStoredFiles,
} from "../../stored-files/stored-file.repository.ts";
import { countAction } from "./community.service.ts";

/** Where editor images are served: the storage key after this prefix. */
export const COMMUNITY_FILES_URL = "/api/v1/community-files/";

const EXTENSIONS: Record<EditorImageFormat, string> = {
  jpeg: "jpg",
  png: "png",
  gif: "gif",
  webp: "webp",
};
const FORMAT_OF_EXTENSION = new Map(
  Object.entries(EXTENSIONS).map(([format, ext]) => [ext, format as EditorImageFormat]),
);
/** `{timestamp}-{random}.{ext}` (learning-devices-commerce §7). */
const FILE_NAME = /^(\d{13})-([0-9a-f]{8})\.(jpg|png|gif|webp)$/;
/** Decoding bigger pictures than this (about 70 megapixels) is refused: a decompression bomb. */
const MAX_INPUT_PIXELS = 70_000_000;

const refuse = (status: "UNSUPPORTED_MEDIA_TYPE" | "PAYLOAD_TOO_LARGE", message: string) =>
  new AppError(status, message, { file: message });

/**
 * The picture as stored: upright (EXIF orientation applied), at most 2000 px on a side, and
 * without any metadata (EXIF, GPS, comments), in the format it came in; animated GIF and WebP
 * keep their frames.
 */
async function cleanImage(bytes: Uint8Array, format: EditorImageFormat) {
  const animated = format === "gif" || format === "webp";
  const input = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated });
  const metadata = await input.metadata();
  if (metadata.format !== format)
    throw refuse("UNSUPPORTED_MEDIA_TYPE", EditorImageMessage.invalidFileType);
  const resized = input.rotate().resize(EDITOR_IMAGE_MAX_SIDE, EDITOR_IMAGE_MAX_SIDE, {
    fit: "inside",
    withoutEnlargement: true,
  });
  const encoded =
    format === "jpeg"
      ? resized.jpeg({ quality: 85, mozjpeg: true })
      : format === "png"
        ? resized.png({ compressionLevel: 9 })
        : format === "gif"
          ? resized.gif()
          : resized.webp({ quality: 85 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * An image for the article editor (learning-devices-commerce §5 and §7): an image (else "File
 * must be an image", 415) under 5 MB (413) of JPEG, PNG, GIF or WebP (415), judged by its bytes;
 * stored cleaned at `editor-images/{userId}/{timestamp-random.ext}` and recorded as the person's.
 */
export async function uploadEditorImage(
  ctx: ViewerContext,
  { storage, limiter }: { storage: Storage; limiter: RateLimiter },
  file: { bytes: Uint8Array; type: string },
): Promise<EditorImage> {
  const userId = ctx.viewer.id;
  const format = sniffImageFormat(file.bytes);
  if (!format && !file.type.startsWith("image/")) {
    throw refuse("UNSUPPORTED_MEDIA_TYPE", EditorImageMessage.invalidFileType);
  }
  if (file.bytes.byteLength > IMAGE_MAX_BYTES) {
    throw refuse("PAYLOAD_TOO_LARGE", EditorImageMessage.fileTooLarge);
  }
  if (!format || format === "heif") {
    throw refuse("UNSUPPORTED_MEDIA_TYPE", EditorImageMessage.invalidImageType);
  }
  if (containsMarkup(file.bytes)) {
    throw refuse("UNSUPPORTED_MEDIA_TYPE", EditorImageMessage.invalidFileType);
  }
  await countAction(limiter, userId, "upload");
  let image: Awaited<ReturnType<typeof cleanImage>>;
  try {
    image = await cleanImage(file.bytes, format);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse("UNSUPPORTED_MEDIA_TYPE", EditorImageMessage.invalidFileType);
  }
  const name = `${ctx.now().getTime()}-${randomBytes(4).toString("hex")}.${EXTENSIONS[format]}`;
  const key = `${EDITOR_IMAGE_FOLDER}/${userId}/${name}`;
  const contentType = EDITOR_IMAGE_TYPES[format];
  try {
    await storage.put(key, image.data, contentType);
  } catch (error) {
    ctx.log.error({ err: error }, "an editor image could not be stored");
    throw new AppError("SERVICE_UNAVAILABLE", EditorImageMessage.uploadError);
  }
  try {
    await insertStoredFile(ctx.db, {
      userId,
      category: EDITOR_IMAGE_FOLDER,
      key,
      contentType,
      size: image.data.byteLength,
    });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
  return {
    url: `${COMMUNITY_FILES_URL}${key}`,
    path: key,
    contentType,
    size: image.data.byteLength,
    width: image.width,
    height: image.height,
  };
}

/** The storage key of an editor image's address parts, or null when they cannot name one. */
export function editorImageKey(userId: string, name: string): string | null {
  if (!isUuid(userId) || !FILE_NAME.test(name)) return null;
  return `${EDITOR_IMAGE_FOLDER}/${userId.toLowerCase()}/${name}`;
}

/** An editor image's bytes and type (anyone may see it: it is in an article). */
export async function readEditorImage(
  storage: Storage,
  userId: string,
  name: string,
): Promise<{ body: Uint8Array; contentType: string }> {
  const key = editorImageKey(userId, name);
  const stored = key ? await storage.get(key) : null;
  if (!stored) throw new AppError("NOT_FOUND", EditorImageMessage.missingPath);
  const format = FORMAT_OF_EXTENSION.get(name.slice(name.lastIndexOf(".") + 1)) ?? "jpeg";
  return { body: stored.body, contentType: EDITOR_IMAGE_TYPES[format] };
}

/** Removes one of the person's own editor images; anyone else's is "not found". */
export async function deleteEditorImage(
  ctx: ViewerContext,
  storage: Storage,
  userId: string,
  name: string,
): Promise<void> {
  const key = editorImageKey(userId, name);
  if (!key || userId.toLowerCase() !== ctx.viewer.id) {
    throw new AppError("NOT_FOUND", EditorImageMessage.missingPath);
  }
  const files = await listStoredFiles(ctx.db, ctx.viewer.id, EDITOR_IMAGE_FOLDER);
  const file = files.find((f) => f.key === key);
  if (!file) throw new AppError("NOT_FOUND", EditorImageMessage.missingPath);
  await deleteStoredFileRows(ctx.db, ctx.viewer.id, [file.id]);
  try {
    await storage.delete(key);
  } catch (error) {
    ctx.log.error({ err: error, key }, "could not delete an editor image");
  }
}
