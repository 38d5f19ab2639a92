import { z } from "@hono/zod-openapi";
import {
  EDITOR_IMAGE_CACHE_CONTROL,
  EditorImage,
  EditorImageMessage,
  IMAGE_MAX_BYTES,
} from "@vitalog/domain";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { viewerContext } from "../../http/request-context.ts";
import {
  ACCESS_EXTENSION,
  createRouter,
  defineRoute,
  errorResponses,
  jsonContent,
  SESSION_SECURITY,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  COMMUNITY_FILES_URL,
  deleteEditorImage,
  readEditorImage,
  uploadEditorImage,
} from "./editor-images.service.ts";

export const EDITOR_IMAGE_UPLOAD_PATH = "/api/v1/editor-images";
/** The upload's raw size limit: a picture a little over 5 MB still gets the 5 MB message. */
const UPLOAD_MAX_BODY_BYTES = IMAGE_MAX_BYTES + 1024 * 1024 + 64 * 1024;

/** Whether a request is the editor's image upload, which has its own body limit. */
export function isEditorImageUpload(method: string, path: string): boolean {
  return method === "POST" && path === EDITOR_IMAGE_UPLOAD_PATH;
}

/** An editor image never changes under its name: browsers may keep it for an hour (spec §7). */
export const editorImageCacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === "GET" && c.res.status === 200) {
    c.header("Cache-Control", EDITOR_IMAGE_CACHE_CONTROL);
  }
});

const missing = () =>
  new AppError("VALIDATION_FAILED", EditorImageMessage.missingParameters, {
    file: EditorImageMessage.missingParameters,
  });

const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_MAX_BODY_BYTES,
  onError: (c) =>
    c.json(
      new AppError("PAYLOAD_TOO_LARGE", EditorImageMessage.fileTooLarge, {
        file: EditorImageMessage.fileTooLarge,
      }).toBody(),
      413,
    ),
});

const FileParams = z.object({
  userId: z
    .string()
    .max(64)
    .openapi({ param: { name: "userId", in: "path" }, format: "uuid" }),
  name: z
    .string()
    .max(64)
    .openapi({ param: { name: "name", in: "path" }, example: "1767225600000-a1b2c3d4.jpg" }),
});

/** The article editor's images: upload (signed in), serve (anyone), remove (their owner). */
export function editorImageRoutes({ guards, storage, limiter }: ModuleDeps) {
  const router = createRouter();

  /** Signed-out uploads get the spec's storage message. */
  const requireUploader = createMiddleware<AppEnv>(async (c, next) => {
    try {
      await guards.requireUser(c, async () => {});
    } catch (error) {
      if (error instanceof AppError && error.code === "UNAUTHENTICATED") {
        throw new AppError("UNAUTHENTICATED", EditorImageMessage.loginRequired);
      }
      throw error;
    }
    await next();
  });

  const requireMultipart = createMiddleware<AppEnv>(async (c, next) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) throw missing();
    await next();
  });

  router.openAPIRegistry.registerPath({
    method: "post",
    path: "/editor-images",
    tags: ["Articles"],
    summary:
      "Upload an image for the article editor (multipart field `file`: JPEG, PNG, GIF or WebP under 5 MB); stored at editor-images/{userId}/{timestamp-random.ext}, upright and without metadata",
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
      201: jsonContent(EditorImage, "Where the image is served"),
      ...errorResponses(400, 401),
      413: { description: EditorImageMessage.fileTooLarge },
      415: {
        description: `${EditorImageMessage.invalidFileType}; ${EditorImageMessage.invalidImageType}`,
      },
      429: { description: "Too many uploads in a short time" },
      503: { description: EditorImageMessage.uploadError },
    },
  });
  router.post(
    EDITOR_IMAGE_UPLOAD_PATH.slice("/api/v1".length),
    requireUploader,
    requireMultipart,
    uploadBodyLimit,
    async (c) => {
      let file: unknown;
      try {
        ({ file } = await c.req.parseBody());
      } catch {
        file = undefined;
      }
      if (!(file instanceof File) || file.size === 0) throw missing();
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(
        await uploadEditorImage(viewerContext(c), { storage, limiter }, { bytes, type: file.type }),
        201,
      );
    },
  );

  router.openapi(
    defineRoute(guards, "public", {
      tags: ["Articles"],
      method: "get",
      path: "/community-files/editor-images/{userId}/{name}",
      summary: "An editor image (cached publicly for an hour)",
      request: { params: FileParams },
      responses: {
        200: { description: "The image", content: { "image/*": { schema: z.any() } } },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { userId, name } = c.req.valid("param");
      const image = await readEditorImage(storage, userId, name);
      c.header("Content-Type", image.contentType);
      c.header("Content-Disposition", "inline");
      return c.body(image.body as Uint8Array<ArrayBuffer>, 200);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      tags: ["Articles"],
      method: "delete",
      path: "/community-files/editor-images/{userId}/{name}",
      summary: "Remove one of one's own editor images",
      request: { params: FileParams },
      responses: { 204: { description: "Removed" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { userId, name } = c.req.valid("param");
      await deleteEditorImage(viewerContext(c), storage, userId, name);
      return c.body(null, 204);
    },
  );

  return router;
}

export const EDITOR_IMAGES_MIDDLEWARE_PATH = `${COMMUNITY_FILES_URL}*`;
