import { CourseMessage, VIDEO_TYPES, type VideoExtension } from "@vitalog/domain";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { createRouter } from "../../http/router.ts";
import { serviceContext } from "../../http/service-context.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { isAdminUser } from "../admin/admin.service.ts";
import { COURSE_FILES_URL } from "./authoring.service.ts";
import { canOpenLesson, canSeeCourse, type LearningContext } from "./learning.service.ts";

export const COURSE_FILES_MIDDLEWARE_PATH = `${COURSE_FILES_URL}*`;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const THUMBNAIL = new RegExp(`^courses/(${UUID})/thumbnail\\.jpg$`);
const LESSON_FILE = new RegExp(
  `^courses/(${UUID})/modules/(${UUID})/lessons/(${UUID})/(video\\.(mp4|m4v|webm|mov|ogv)|attachments/[A-Za-z0-9][A-Za-z0-9._ -]{0,119})$`,
);

/** Course files may be kept an hour; a lesson's only by the browser that was let in. */
export const courseFilesCacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === "GET" && (c.res.status === 200 || c.res.status === 206)) {
    c.res.headers.set(
      "Cache-Control",
      THUMBNAIL.test(c.req.path.slice(COURSE_FILES_URL.length))
        ? "public, max-age=3600"
        : "private, max-age=3600",
    );
  }
});

/** Uploads bring their own body limits; none are taken on this server's course routes yet. */
export function isCourseUpload(_method: string, _path: string): boolean {
  return false;
}

/** `bytes=start-end` of a Range header within `size` bytes, or null for the whole file. */
function byteRange(header: string | undefined, size: number): [number, number] | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  const [, from, to] = match;
  const start = from ? Number(from) : Math.max(0, size - Number(to));
  const end = from ? (to ? Math.min(Number(to), size - 1) : size - 1) : size - 1;
  if (start > end || start >= size)
    throw new AppError("BAD_REQUEST", "The range is not satisfiable");
  return [start, end];
}

/**
 * The courses' files: a thumbnail to anyone who can see the course; a lesson's video and
 * attachments to those who may open the lesson (enrolled, free preview, admin). Videos answer
 * Range requests, so a player can seek.
 */
export function courseFileRoutes({ db, guards, storage }: ModuleDeps) {
  const router = createRouter();
  const viewerOf = async (c: Context<AppEnv>): Promise<LearningContext> => {
    const user = c.get("user");
    const ctx = serviceContext(c, db);
    return {
      ...ctx,
      viewer: { userId: user?.id ?? null, isAdmin: user ? await isAdminUser(ctx, user.id) : false },
      now: new Date(),
    };
  };

  router.get("/course-files/*", guards.optionalUser, async (c) => {
    const key = decodeURIComponent(c.req.path.slice(COURSE_FILES_URL.length));
    const ctx = await viewerOf(c);
    const thumbnail = THUMBNAIL.exec(key);
    const lessonFile = LESSON_FILE.exec(key);
    const allowed = thumbnail
      ? await canSeeCourse(ctx, thumbnail[1] as string)
      : lessonFile
        ? await canOpenLesson(
            ctx,
            lessonFile[1] as string,
            lessonFile[2] as string,
            lessonFile[3] as string,
          )
        : false;
    const stored = allowed ? await storage.get(key) : null;
    if (!stored) throw new AppError("NOT_FOUND", CourseMessage.fileNotFound);
    const extension = lessonFile?.[5] as VideoExtension | undefined;
    const type = thumbnail
      ? "image/jpeg"
      : extension
        ? VIDEO_TYPES[extension]
        : "application/octet-stream";
    c.header("Content-Type", type);
    c.header("Accept-Ranges", "bytes");
    c.header("Content-Disposition", extension || thumbnail ? "inline" : "attachment");
    c.header("X-Content-Type-Options", "nosniff");
    const range = byteRange(c.req.header("range"), stored.size);
    if (!range) return c.body(stored.body as Uint8Array<ArrayBuffer>, 200);
    const [start, end] = range;
    c.header("Content-Range", `bytes ${start}-${end}/${stored.size}`);
    return c.body(stored.body.subarray(start, end + 1) as Uint8Array<ArrayBuffer>, 206);
  });

  return router;
}
