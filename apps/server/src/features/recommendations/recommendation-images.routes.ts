import { randomUUID } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { IMAGE_MAX_BYTES, UploadMessage } from "@vitalog/domain";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
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
import { toCleanWebp } from "../../platform/images.ts";
import { noFile, photoBodyLimit, requireMultipart } from "../../platform/uploads.ts";

/** Instruction-step pictures: `recommendations/instructions/<uuid>.webp` in storage. */
const FOLDER = "recommendations/instructions";
export const RECOMMENDATION_IMAGES_PATH = "/api/v1/recommendation-images";
const UPLOAD_PATH = "/api/v1/admin/recommendation-images";
/** Longest side of a stored step picture, in pixels. */
const MAX_SIDE = 1600;
const EXTENSION = ".webp";

/** A stored picture's name: `<uuid>.webp`, as the upload names it. */
function isStoredName(name: string): boolean {
  return name.endsWith(EXTENSION) && isUuid(name.slice(0, -EXTENSION.length));
}

export function isRecommendationImageUpload(method: string, path: string): boolean {
  return method === "POST" && path === UPLOAD_PATH;
}

/** A stored picture never changes under its name: browsers may keep it for a year. */
export const imageCacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === "GET" && c.res.status === 200) {
    c.header("Cache-Control", "public, max-age=31536000, immutable");
  }
});

export function recommendationImageRoutes({ guards, storage }: ModuleDeps) {
  const router = createRouter();

  router.openAPIRegistry.registerPath({
    method: "post",
    path: "/admin/recommendation-images",
    tags: ["Admin: recommendations"],
    summary:
      "Upload an instruction-step picture (multipart field `file`: an image of at most 5 MB); stored as WebP without metadata",
    security: SESSION_SECURITY,
    [ACCESS_EXTENSION]: "admin",
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
      201: jsonContent(z.object({ url: z.string() }), "Where the picture is served"),
      ...errorResponses(400, 401, 403),
      413: { description: UploadMessage.tooLarge },
      415: { description: UploadMessage.notImage },
    },
  });
  router.post(
    "/admin/recommendation-images",
    guards.requireAdmin,
    requireMultipart,
    photoBodyLimit,
    async (c) => {
      let file: unknown;
      try {
        ({ file } = await c.req.parseBody());
      } catch {
        file = undefined;
      }
      if (!(file instanceof File) || file.size === 0) throw noFile();
      if (file.size > IMAGE_MAX_BYTES) {
        throw new AppError("PAYLOAD_TOO_LARGE", UploadMessage.tooLarge);
      }
      const image = await toCleanWebp(new Uint8Array(await file.arrayBuffer()), MAX_SIDE);
      const name = `${randomUUID()}${EXTENSION}`;
      await storage.put(`${FOLDER}/${name}`, image.data, image.contentType);
      return c.json({ url: `${RECOMMENDATION_IMAGES_PATH}/${name}` }, 201);
    },
  );

  router.openapi(
    defineRoute(guards, "public", {
      method: "get",
      path: "/recommendation-images/{name}",
      tags: ["Recommendations"],
      summary: "An instruction-step picture (image/webp)",
      request: {
        params: z.object({ name: z.string().openapi({ param: { name: "name", in: "path" } }) }),
      },
      responses: {
        200: { description: "The picture", content: { "image/webp": { schema: z.any() } } },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { name } = c.req.valid("param");
      const stored = isStoredName(name) ? await storage.get(`${FOLDER}/${name}`) : null;
      if (!stored) throw new AppError("NOT_FOUND", "Image not found");
      c.header("Content-Type", "image/webp");
      c.header("Content-Disposition", "inline");
      return c.body(stored.body as Uint8Array<ArrayBuffer>, 200);
    },
  );

  return router;
}
