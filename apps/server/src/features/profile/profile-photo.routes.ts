import { z } from "@hono/zod-openapi";
import { Profile, UploadMessage } from "@vitalog/domain";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { viewerContext } from "../../http/request-context.ts";
import {
  ACCESS_EXTENSION,
  createRouter,
  defineRoute,
  errorResponses,
  isUuid,
  jsonContent,
  SESSION_SECURITY,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { noFile, photoBodyLimit, requireMultipart } from "../../platform/uploads.ts";
import {
  deleteProfilePhoto,
  readProfilePhoto,
  uploadProfilePhoto,
} from "./profile-photo.service.ts";

export const PROFILE_PHOTO_PATH = "/api/v1/profile/photo";
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

const PhotoQuery = z.object({
  v: z.string().optional().openapi({ description: "Photo version (file id) from `photoUrl`" }),
});

export function profilePhotoRoutes({ guards, storage }: ModuleDeps) {
  const router = createRouter();

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
    return c.json(await uploadProfilePhoto(viewerContext(c), storage, bytes), 200);
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
      if (v !== undefined && !isUuid(v)) throw new AppError("NOT_FOUND", "Photo not found");
      const ctx = viewerContext(c);
      const photo = await readProfilePhoto(ctx, storage, ctx.viewer.id, v);
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
      await deleteProfilePhoto(viewerContext(c), storage);
      return c.body(null, 204);
    },
  );

  return router;
}
