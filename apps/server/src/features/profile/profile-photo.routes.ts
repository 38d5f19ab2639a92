import { z } from "@hono/zod-openapi";
import { IMAGE_MAX_BYTES, Profile, UploadMessage } from "@vitalog/domain";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import {
  ACCESS_EXTENSION,
  createRouter,
  defineRoute,
  errorResponses,
  jsonContent,
  SESSION_SECURITY,
} from "../../http/router.ts";
import { userContext } from "../../http/service-context.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  deleteProfilePhoto,
  type FilesContext,
  readProfilePhoto,
  uploadProfilePhoto,
} from "./profile-photo.service.ts";

export const PROFILE_PHOTO_PATH = "/api/v1/profile/photo";
/** The upload's raw size limit: a picture a little over 5 MB still gets the 5 MB message. */
export const PHOTO_UPLOAD_MAX_BODY_BYTES = IMAGE_MAX_BYTES + 1024 * 1024 + 64 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a request is the photo upload, which has its own body limit. */
export function isPhotoUpload(method: string, path: string): boolean {
  return method === "POST" && path === PROFILE_PHOTO_PATH;
}

/**
 * The API answers `no-store`; the photo may be kept by the owner's browser, revalidated with its
 * ETag. Registered before the no-store middleware so it has the last word.
 */
export const photoCacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === "GET" && (c.res.status === 200 || c.res.status === 304)) {
    c.header("Cache-Control", "private, no-cache");
  }
});

export const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_UPLOAD_MAX_BODY_BYTES,
  onError: (c) => c.json(new AppError("PAYLOAD_TOO_LARGE", UploadMessage.tooLarge).toBody(), 413),
});

export const noFile = () =>
  new AppError("VALIDATION_FAILED", UploadMessage.noFile, { file: UploadMessage.noFile });

/** Anything but a multipart form carries no file (and is not read any further). */
export const requireMultipart = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) throw noFile();
  await next();
});

const PhotoQuery = z.object({
  v: z.string().optional().openapi({ description: "Photo version (file id) from `photoUrl`" }),
});

export function profilePhotoRoutes({ db, guards, storage }: ModuleDeps) {
  const router = createRouter();
  const filesContext = (c: Parameters<typeof userContext>[0]): FilesContext => ({
    ...userContext(c, db),
    storage,
  });

  /** Signed-out uploads get the upload form's own message. */
  const requireUploader = createMiddleware<AppEnv>(async (c, next) => {
    try {
      await guards.requireUser(c, async () => {});
    } catch (error) {
      if (error instanceof AppError && error.code === "UNAUTHENTICATED") {
        throw new AppError("UNAUTHENTICATED", UploadMessage.loginRequired);
      }
      throw error;
    }
    await next();
  });

  router.openAPIRegistry.registerPath({
    method: "post",
    path: "/profile/photo",
    tags: ["Profile"],
    summary:
      "Upload a profile photo (multipart field `file`: JPEG, PNG, WebP, GIF, AVIF or HEIF, at most 5 MB); stored upright, 512 px at most, without metadata",
    security: SESSION_SECURITY,
    // Not an openapi() route (the multipart body is read by hand): its level is declared here.
    [ACCESS_EXTENSION]: "user",
    request: {
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({ file: z.string().openapi({ format: "binary" }) }),
          },
        },
      },
    },
    responses: {
      200: jsonContent(Profile, "The profile with its new photoUrl"),
      ...errorResponses(400, 401),
      413: { description: UploadMessage.tooLarge },
      415: { description: UploadMessage.notImage },
    },
  });
  router.post("/profile/photo", requireUploader, requireMultipart, photoBodyLimit, async (c) => {
    let file: unknown;
    try {
      ({ file } = await c.req.parseBody());
    } catch {
      file = undefined;
    }
    if (!(file instanceof File) || file.size === 0) throw noFile();
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await uploadProfilePhoto(filesContext(c), bytes), 200);
  });

  router.openapi(
    defineRoute(guards, "user", {
      method: "get",
      path: "/profile/photo",
      tags: ["Profile"],
      summary: "The signed-in person's profile photo (image/webp)",
      request: { query: PhotoQuery },
      responses: {
        200: { description: "The photo", content: { "image/webp": { schema: z.any() } } },
        304: { description: "Not modified since the ETag given" },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { v } = c.req.valid("query");
      if (v !== undefined && !UUID.test(v)) throw new AppError("NOT_FOUND", "Photo not found");
      const photo = await readProfilePhoto(filesContext(c), v);
      const etag = `"${photo.id}"`;
      c.header("ETag", etag);
      if (c.req.header("if-none-match") === etag) return c.body(null, 304);
      c.header("Content-Type", photo.contentType);
      c.header("Content-Disposition", "inline");
      return c.body(photo.body as Uint8Array<ArrayBuffer>, 200);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      method: "delete",
      path: "/profile/photo",
      tags: ["Profile"],
      summary: "Remove the profile photo",
      responses: { 204: { description: "Removed" }, ...errorResponses(401) },
    }),
    async (c) => {
      await deleteProfilePhoto(filesContext(c));
      return c.body(null, 204);
    },
  );

  return router;
}
