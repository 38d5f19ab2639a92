import { z } from "@hono/zod-openapi";
import {
  ATTACHMENT_MAX_BYTES,
  COURSE_FILES_URL,
  CourseLesson,
  CourseMessage,
  THUMBNAIL_MAX_BYTES,
  UploadMessage,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  type VideoExtension,
} from "@vitalog/domain";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { requestContext, viewerContext } from "../../http/request-context.ts";
import {
  ACCESS_EXTENSION,
  createRouter,
  errorResponses,
  isUuid,
  jsonContent,
  pathId,
  SESSION_SECURITY,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { noFile, photoBodyLimit, requireMultipart } from "../../platform/uploads.ts";
import { getAdminCourse, getLesson, listLessons } from "./authoring.service.ts";
import {
  addAttachment,
  FOLDER_ID,
  isTempId,
  LESSON_FILE_KEY,
  removeAttachment,
  storeThumbnail,
  storeVideo,
  THUMBNAIL_KEY,
} from "./course-files.service.ts";
import { canOpenLesson, canSeeCourse } from "./learning.service.ts";

export const COURSE_FILES_MIDDLEWARE_PATH = `${COURSE_FILES_URL}*`;

/** Course files may be kept an hour; a lesson's only by the browser that was let in. */
export const courseFilesCacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === "GET" && (c.res.status === 200 || c.res.status === 206)) {
    c.res.headers.set(
      "Cache-Control",
      THUMBNAIL_KEY.test(c.req.path.slice(COURSE_FILES_URL.length))
        ? "public, max-age=3600"
        : "private, max-age=3600",
    );
  }
});

const ADMIN_COURSE = "^/api/v1/admin/courses/[^/]+";
const LESSON = `${ADMIN_COURSE}/modules/[^/]+/lessons/[^/]+`;
const UPLOAD_PATHS = [
  new RegExp(`${ADMIN_COURSE}/thumbnail$`),
  new RegExp(`${LESSON}/video$`),
  new RegExp(`${LESSON}/attachments$`),
];

/** Thumbnail, video and attachment uploads bring their own body limits. */
export function isCourseUpload(method: string, path: string): boolean {
  return method === "POST" && UPLOAD_PATHS.some((upload) => upload.test(path));
}

/** A multipart body a little over `max` (its boundaries and headers) still gets `message`. */
const uploadLimit = (max: number, message: string) =>
  bodyLimit({
    maxSize: max + 1024 * 1024,
    onError: (c) => c.json(new AppError("PAYLOAD_TOO_LARGE", message).toBody(), 413),
  });

/** The multipart field `file`, at most `max` bytes. */
async function uploadedFile(c: Context<AppEnv>, max: number, tooLarge: string): Promise<File> {
  let file: unknown;
  try {
    ({ file } = await c.req.parseBody());
  } catch {
    file = undefined;
  }
  if (!(file instanceof File) || file.size === 0) throw noFile();
  if (file.size > max) throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
  return file;
}

const multipartFile = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: z.object({ file: z.string().openapi({ format: "binary" }) }),
    },
  },
};

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
 * attachments to those who may open the lesson (enrolled, free preview, admin); uploads not yet
 * saved into a course or lesson (`temp-…`) to admins only. Videos answer Range requests, so a
 * player can seek. Admins upload thumbnails, videos and attachments.
 */
export function courseFileRoutes({ guards, storage }: ModuleDeps) {
  const router = createRouter();

  router.get("/course-files/*", guards.optionalUser, async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(COURSE_FILES_URL.length));
    } catch {
      throw new AppError("NOT_FOUND", CourseMessage.fileNotFound);
    }
    const ctx = requestContext(c);
    const thumbnail = THUMBNAIL_KEY.exec(key);
    const lessonFile = LESSON_FILE_KEY.exec(key);
    const temp =
      (thumbnail && isTempId(thumbnail[1] as string)) ||
      (lessonFile && isTempId(lessonFile[3] as string));
    const allowed = temp
      ? (ctx.viewer?.isAdmin ?? false)
      : thumbnail
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

  // -- Uploads (admins) ---------------------------------------------------------------------

  const admin = {
    tags: ["Admin: courses"],
    security: SESSION_SECURITY,
    [ACCESS_EXTENSION]: "admin",
  };
  const badFolder = () => new AppError("NOT_FOUND", CourseMessage.notFound);
  /** A course's uuid must name a course; `temp-…` names one not saved yet. */
  const checkCourse = async (c: Context<AppEnv>, courseId: string) => {
    if (!FOLDER_ID.test(courseId)) throw badFolder();
    if (!isTempId(courseId)) await getAdminCourse(viewerContext(c), courseId);
  };
  /** The lesson (or, for `temp-…`, its module) must exist in that course. */
  const checkLesson = async (
    c: Context<AppEnv>,
    where: { courseId: string; moduleId: string; lessonId: string },
    { temp }: { temp: boolean },
  ) => {
    if (!isUuid(where.courseId)) throw badFolder();
    if (!isUuid(where.moduleId)) throw new AppError("NOT_FOUND", CourseMessage.moduleNotFound);
    if (!FOLDER_ID.test(where.lessonId) || (!temp && isTempId(where.lessonId))) {
      throw new AppError("NOT_FOUND", CourseMessage.lessonNotFound);
    }
    const ctx = viewerContext(c);
    if (isTempId(where.lessonId)) {
      await listLessons(ctx, where.courseId, where.moduleId);
    } else {
      await getLesson(ctx, where.courseId, where.moduleId, where.lessonId);
    }
  };
  const lessonWhere = (c: Context<AppEnv>) => ({
    courseId: c.req.param("id") ?? "",
    moduleId: c.req.param("moduleId") ?? "",
    lessonId: c.req.param("lessonId") ?? "",
  });

  router.openAPIRegistry.registerPath({
    ...admin,
    method: "post",
    path: "/admin/courses/{id}/thumbnail",
    summary:
      "Upload a course thumbnail (multipart field `file`: an image of at most 5 MB, 1200×800 recommended); stored as `courses/{id}/thumbnail.jpg` without metadata. `{id}` may be `temp-{timestamp}` before the course exists: saving the course with that URL moves it into the course's folder",
    request: {
      params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }),
      body: multipartFile,
    },
    responses: {
      201: jsonContent(z.object({ url: z.string() }), "The URL to save as the course's imageUrl"),
      ...errorResponses(400, 401, 403, 404),
      413: { description: UploadMessage.tooLarge },
      415: { description: UploadMessage.notImage },
    },
  });
  router.post(
    "/admin/courses/:id/thumbnail",
    guards.requireUserSaying(CourseMessage.thumbnailLoginRequired),
    guards.requireAdmin,
    requireMultipart,
    photoBodyLimit,
    async (c) => {
      const courseId = c.req.param("id");
      await checkCourse(c, courseId);
      const file = await uploadedFile(c, THUMBNAIL_MAX_BYTES, UploadMessage.tooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await storeThumbnail(storage, courseId, bytes, viewerContext(c).now()), 201);
    },
  );

  const lessonParams = z.object({
    id: pathId("id"),
    moduleId: pathId("moduleId"),
    lessonId: z.string().openapi({ param: { name: "lessonId", in: "path" } }),
  });

  router.openAPIRegistry.registerPath({
    ...admin,
    method: "post",
    path: "/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}/video",
    summary:
      "Upload a lesson video (multipart field `file`: MP4, WebM, MOV, M4V or OGV by its content, at most 200 MB); stored as `…/lessons/{lessonId}/video.{ext}`. `{lessonId}` may be `temp-{timestamp}` before the lesson exists: creating the lesson with that URL moves it into the lesson's folder",
    request: { params: lessonParams, body: multipartFile },
    responses: {
      201: jsonContent(z.object({ url: z.string() }), "The URL to save as the lesson's videoUrl"),
      ...errorResponses(400, 401, 403, 404),
      413: { description: CourseMessage.videoTooLarge },
      415: { description: CourseMessage.videoOnly },
    },
  });
  router.post(
    "/admin/courses/:id/modules/:moduleId/lessons/:lessonId/video",
    guards.requireAdmin,
    requireMultipart,
    uploadLimit(VIDEO_MAX_BYTES, CourseMessage.videoTooLarge),
    async (c) => {
      const where = lessonWhere(c);
      await checkLesson(c, where, { temp: true });
      const file = await uploadedFile(c, VIDEO_MAX_BYTES, CourseMessage.videoTooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await storeVideo(storage, where, bytes, viewerContext(c).now()), 201);
    },
  );

  router.openAPIRegistry.registerPath({
    ...admin,
    method: "post",
    path: "/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}/attachments",
    summary:
      "Attach a file to a saved lesson (multipart field `file`, at most 25 MB, at most 20 a lesson); stored as `…/lessons/{lessonId}/attachments/{name}`, the name made safe and unique",
    request: { params: lessonParams, body: multipartFile },
    responses: {
      201: jsonContent(CourseLesson, "The lesson with its attachments"),
      ...errorResponses(400, 401, 403, 404),
      413: { description: CourseMessage.attachmentTooLarge },
    },
  });
  router.post(
    "/admin/courses/:id/modules/:moduleId/lessons/:lessonId/attachments",
    guards.requireAdmin,
    requireMultipart,
    uploadLimit(ATTACHMENT_MAX_BYTES, CourseMessage.attachmentTooLarge),
    async (c) => {
      const where = lessonWhere(c);
      await checkLesson(c, where, { temp: false });
      const file = await uploadedFile(c, ATTACHMENT_MAX_BYTES, CourseMessage.attachmentTooLarge);
      const ctx = viewerContext(c);
      await addAttachment(ctx, storage, where, {
        name: file.name,
        type: file.type,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      return c.json(await getLesson(ctx, where.courseId, where.moduleId, where.lessonId), 201);
    },
  );

  router.openAPIRegistry.registerPath({
    ...admin,
    method: "delete",
    path: "/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}/attachments/{name}",
    summary: "Remove an attachment from a lesson and from storage",
    request: {
      params: lessonParams.extend({
        name: z.string().openapi({ param: { name: "name", in: "path" } }),
      }),
    },
    responses: {
      200: jsonContent(CourseLesson, "The lesson with its attachments"),
      ...errorResponses(401, 403, 404),
    },
  });
  router.delete(
    "/admin/courses/:id/modules/:moduleId/lessons/:lessonId/attachments/:name",
    guards.requireAdmin,
    async (c) => {
      const where = lessonWhere(c);
      await checkLesson(c, where, { temp: false });
      const ctx = viewerContext(c);
      await removeAttachment(ctx, storage, where, c.req.param("name"));
      return c.json(await getLesson(ctx, where.courseId, where.moduleId, where.lessonId), 200);
    },
  );

  return router;
}
