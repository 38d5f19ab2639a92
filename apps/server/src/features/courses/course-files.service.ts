import {
  ATTACHMENTS_PER_LESSON_MAX,
  COURSE_FILES_URL,
  type CourseLesson,
  CourseMessage,
  UUID_PATTERN as UUID,
  VIDEO_TYPES,
  type VideoExtension,
} from "@vitalog/domain";
import type { RequestContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { toCleanImage } from "../../platform/images.ts";
import type { Storage } from "../../platform/storage.ts";
import { findLessonRow, touchParents, updateLessonRow } from "./courses.repository.ts";

// The courses' files in storage, at the spec's paths (learning-devices-commerce §7):
//   courses/{courseId}/thumbnail.jpg
//   courses/{courseId}/modules/{moduleId}/lessons/{lessonId}/video.{mp4|m4v|webm|mov|ogv}
//   courses/{courseId}/modules/{moduleId}/lessons/{lessonId}/attachments/{name}
// Before a course or lesson exists its upload goes to `temp-{timestamp}` in place of its id
// (admin-back-office §3), and moves to the real folder when the course or lesson is created.

const TEMP = "temp-\\d{1,16}";
/** A folder id: a course's or lesson's uuid, or `temp-{timestamp}` before it exists. */
export const FOLDER_ID = new RegExp(`^(?:${UUID}|${TEMP})$`);
export const isTempId = (id: string) => id.startsWith("temp-");

export const THUMBNAIL_KEY = new RegExp(`^courses/(${UUID}|${TEMP})/thumbnail\\.jpg$`);
export const LESSON_FILE_KEY = new RegExp(
  `^courses/(${UUID})/modules/(${UUID})/lessons/(${UUID}|${TEMP})/(video\\.(mp4|m4v|webm|mov|ogv)|attachments/([A-Za-z0-9][A-Za-z0-9._-]{0,119}))$`,
);

/** Longest side of a stored thumbnail: room for the recommended 1200×800 on a sharp screen. */
const THUMBNAIL_MAX_SIDE = 1600;

export const courseFolder = (courseId: string) => `courses/${courseId}/`;
export const thumbnailKey = (courseId: string) => `${courseFolder(courseId)}thumbnail.jpg`;
export const lessonFolder = (courseId: string, moduleId: string, lessonId: string) =>
  `${courseFolder(courseId)}modules/${moduleId}/lessons/${lessonId}/`;
const videoKey = (courseId: string, moduleId: string, lessonId: string, ext: VideoExtension) =>
  `${lessonFolder(courseId, moduleId, lessonId)}video.${ext}`;

/**
 * The URL of a stored file; `v` changes with each upload, so a browser that kept the previous
 * file under the same key asks again.
 */
export const courseFileUrl = (key: string, version: number) =>
  `${COURSE_FILES_URL}${key}?v=${version}`;

/** The storage key behind one of the API's own course-file URLs, or null for any other URL. */
export function courseFileKey(url: string | null | undefined): string | null {
  if (!url?.startsWith(COURSE_FILES_URL)) return null;
  const key = url.slice(COURSE_FILES_URL.length).split(/[?#]/)[0] ?? "";
  try {
    return decodeURIComponent(key);
  } catch {
    return null;
  }
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
}

// ISO base media brands that are pictures, not films (HEIF, AVIF).
const IMAGE_BRANDS = new Set(["avif", "avis", "heic", "heix", "hevc", "hevx", "mif1", "msf1"]);

/**
 * The video container a file's first bytes announce, whatever its name or declared type: ISO
 * base media (`ftyp`: QuickTime `qt  `, M4V, else MP4), WebM (an EBML header whose DocType is
 * `webm`) or Ogg. Null for anything else.
 */
export function sniffVideo(bytes: Uint8Array): VideoExtension | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (IMAGE_BRANDS.has(brand)) return null;
    if (brand === "qt  ") return "mov";
    if (brand.startsWith("M4V")) return "m4v";
    return "mp4";
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return ascii(bytes, 4, 64).includes("webm") ? "webm" : null;
  }
  if (ascii(bytes, 0, 4) === "OggS") return "ogv";
  return null;
}

/**
 * A file name fit for a storage key: its last path segment, anything but letters, digits, dots,
 * dashes and underscores as `-`, starting with a letter or digit, at most 120 characters, and
 * numbered (`notes-2.pdf`) when the lesson already has one of that name.
 */
export function attachmentName(fileName: string, taken: ReadonlySet<string>): string {
  const base = (fileName.split(/[\\/]/).at(-1) ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[^A-Za-z0-9]+/, "")
    .replace(/-{2,}/g, "-");
  const safe = base.length > 0 ? base : "attachment";
  const dot = safe.lastIndexOf(".");
  const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : "";
  const stem = (ext ? safe.slice(0, dot) : safe).slice(0, 120 - ext.length - 4);
  let name = `${stem}${ext}`;
  for (let n = 2; taken.has(name); n++) name = `${stem}-${n}${ext}`;
  return name;
}

/** Copies a file to its new key and removes the old one; false when there was none. */
async function moveFile(
  storage: Storage,
  from: string,
  to: string,
  contentType: string,
): Promise<boolean> {
  const stored = await storage.get(from);
  if (!stored) return false;
  await storage.put(to, stored.body, contentType);
  await storage.delete(from);
  return true;
}

const gone = (field: string) =>
  new AppError("VALIDATION_FAILED", CourseMessage.uploadGone, {
    [field]: CourseMessage.uploadGone,
  });

// -- Thumbnails -----------------------------------------------------------------------------

/** Stores a thumbnail as a clean JPEG at `courses/{courseId}/thumbnail.jpg`; answers its URL. */
export async function storeThumbnail(
  storage: Storage,
  courseId: string,
  bytes: Uint8Array,
  now: Date,
): Promise<{ url: string }> {
  const image = await toCleanImage(bytes, THUMBNAIL_MAX_SIDE, "jpeg");
  const key = thumbnailKey(courseId);
  await storage.put(key, image.data, image.contentType);
  return { url: courseFileUrl(key, now.getTime()) };
}

/**
 * The thumbnail URL to keep for course `courseId`: a `temp-…` upload is checked (before the
 * course is written, `move: false`) and then moved into the course's folder (`move: true`).
 */
export async function settleThumbnail(
  storage: Storage,
  courseId: string,
  url: string | null,
  { move, now }: { move: boolean; now: Date },
): Promise<string | null> {
  const match = THUMBNAIL_KEY.exec(courseFileKey(url) ?? "");
  const folder = match?.[1];
  if (!match || !folder || !isTempId(folder)) return url;
  if (!move) {
    if (!(await storage.get(match[0]))) throw gone("imageUrl");
    return url;
  }
  const to = thumbnailKey(courseId);
  if (!(await moveFile(storage, match[0], to, "image/jpeg"))) throw gone("imageUrl");
  await storage.deleteFolder(courseFolder(folder));
  return courseFileUrl(to, now.getTime());
}

/** Removes the course's stored thumbnail when its URL no longer names it. */
export async function dropReplacedThumbnail(
  storage: Storage,
  courseId: string,
  before: string | null,
  after: string | null,
): Promise<void> {
  const old = courseFileKey(before);
  if (old === thumbnailKey(courseId) && courseFileKey(after) !== old) await storage.delete(old);
}

// -- Videos ---------------------------------------------------------------------------------

/** Stores a lesson video in the container its bytes announce; answers its URL. */
export async function storeVideo(
  storage: Storage,
  where: { courseId: string; moduleId: string; lessonId: string },
  bytes: Uint8Array,
  now: Date,
): Promise<{ url: string }> {
  const ext = sniffVideo(bytes);
  if (!ext) throw new AppError("UNSUPPORTED_MEDIA_TYPE", CourseMessage.videoOnly);
  const key = videoKey(where.courseId, where.moduleId, where.lessonId, ext);
  await storage.put(key, bytes, VIDEO_TYPES[ext]);
  return { url: courseFileUrl(key, now.getTime()) };
}

/**
 * The video URL to keep for a lesson: an upload made under `temp-…` in the same module is
 * checked (`move: false`) and then moved into the lesson's folder (`move: true`).
 */
export async function settleVideo(
  storage: Storage,
  where: { courseId: string; moduleId: string; lessonId: string },
  url: string | null,
  { move, now }: { move: boolean; now: Date },
): Promise<string | null> {
  const match = LESSON_FILE_KEY.exec(courseFileKey(url) ?? "");
  const [key, courseId, moduleId, folder, , ext] = match ?? [];
  if (!key || !folder || !isTempId(folder) || !ext) return url;
  if (courseId !== where.courseId || moduleId !== where.moduleId) throw gone("videoUrl");
  if (!move) {
    if (!(await storage.get(key))) throw gone("videoUrl");
    return url;
  }
  const to = videoKey(where.courseId, where.moduleId, where.lessonId, ext as VideoExtension);
  if (!(await moveFile(storage, key, to, VIDEO_TYPES[ext as VideoExtension]))) {
    throw gone("videoUrl");
  }
  await storage.deleteFolder(lessonFolder(where.courseId, where.moduleId, folder));
  return courseFileUrl(to, now.getTime());
}

/** Removes a lesson's stored videos other than the one its URL now names. */
export async function dropReplacedVideos(
  storage: Storage,
  where: { courseId: string; moduleId: string; lessonId: string },
  keep: string | null,
): Promise<void> {
  const kept = courseFileKey(keep);
  for (const ext of Object.keys(VIDEO_TYPES) as VideoExtension[]) {
    const key = videoKey(where.courseId, where.moduleId, where.lessonId, ext);
    if (key !== kept) await storage.delete(key);
  }
}

// -- Attachments ----------------------------------------------------------------------------

/** Adds a file to a saved lesson's attachments (at most 20), touching its module and course. */
export async function addAttachment(
  ctx: RequestContext,
  storage: Storage,
  where: { courseId: string; moduleId: string; lessonId: string },
  file: { name: string; type: string; bytes: Uint8Array },
): Promise<CourseLesson["attachments"]> {
  const row = await findLessonRow(ctx.db, where.moduleId, where.lessonId);
  if (!row) throw new AppError("NOT_FOUND", CourseMessage.lessonNotFound);
  if (row.attachments.length >= ATTACHMENTS_PER_LESSON_MAX) {
    throw new AppError("VALIDATION_FAILED", CourseMessage.tooManyAttachments, {
      file: CourseMessage.tooManyAttachments,
    });
  }
  const name = attachmentName(file.name, new Set(row.attachments.map((a) => a.name)));
  const key = `${lessonFolder(where.courseId, where.moduleId, where.lessonId)}attachments/${name}`;
  const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(file.type)
    ? file.type
    : "application/octet-stream";
  await storage.put(key, file.bytes, contentType);
  const attachments = [
    ...row.attachments,
    { name, url: `${COURSE_FILES_URL}${key}`, size: file.bytes.byteLength, contentType },
  ];
  await updateLessonRow(ctx.db, where.lessonId, { attachments }, ctx.now());
  await touchParents(ctx.db, ctx.now(), where.courseId, where.moduleId);
  return attachments;
}

/** Removes one attachment from a lesson and from storage. */
export async function removeAttachment(
  ctx: RequestContext,
  storage: Storage,
  where: { courseId: string; moduleId: string; lessonId: string },
  name: string,
): Promise<void> {
  const row = await findLessonRow(ctx.db, where.moduleId, where.lessonId);
  if (!row) throw new AppError("NOT_FOUND", CourseMessage.lessonNotFound);
  if (!row.attachments.some((a) => a.name === name)) {
    throw new AppError("NOT_FOUND", CourseMessage.fileNotFound);
  }
  await updateLessonRow(
    ctx.db,
    where.lessonId,
    {
      attachments: row.attachments.filter((a) => a.name !== name),
    },
    ctx.now(),
  );
  await touchParents(ctx.db, ctx.now(), where.courseId, where.moduleId);
  await storage.delete(
    `${lessonFolder(where.courseId, where.moduleId, where.lessonId)}attachments/${name}`,
  );
}
