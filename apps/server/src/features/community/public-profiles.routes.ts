import { z } from "@hono/zod-openapi";
import { PublicProfile, PublicProfilePatch, PublicProfileSettings } from "@vitalog/domain";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/app-env.ts";
import { requestContext, viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  getPublicProfile,
  getPublicProfileSettings,
  readPublicProfilePhoto,
  updatePublicProfileSettings,
} from "./public-profiles.service.ts";

export const PUBLIC_PHOTOS_MIDDLEWARE_PATH = "/api/v1/profiles/*";

/** A public profile's photo may be kept for an hour; its address changes with each upload. */
export const publicPhotoCacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === "GET" && c.res.status === 200 && c.req.path.endsWith("/photo")) {
    c.header("Cache-Control", "public, max-age=3600");
  }
});

const IdentifierParams = z.object({
  identifier: z
    .string()
    .max(64)
    .openapi({ param: { name: "identifier", in: "path" }, description: "A username or an id" }),
});

/** Public profiles: what a person shows of themselves, and their choices about it. */
export function publicProfileRoutes({ guards, storage }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Public profiles"] };

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/profiles/{identifier}",
      summary:
        "A public profile by username or id: name, photo, bio, public articles and (if shared) groups; never health data",
      request: { params: IdentifierParams },
      responses: { 200: jsonContent(PublicProfile, "The profile"), ...errorResponses(404) },
    }),
    async (c) =>
      c.json(await getPublicProfile(requestContext(c), c.req.valid("param").identifier), 200),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/profiles/{identifier}/photo",
      summary: "A public profile's photo (image/webp)",
      request: {
        params: IdentifierParams,
        query: z.object({ v: z.string().max(64).optional() }),
      },
      responses: {
        200: { description: "The photo", content: { "image/webp": { schema: z.any() } } },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const photo = await readPublicProfilePhoto(
        requestContext(c),
        storage,
        c.req.valid("param").identifier,
        c.req.valid("query").v,
      );
      c.header("Content-Type", photo.contentType);
      c.header("Content-Disposition", "inline");
      return c.body(photo.body as Uint8Array<ArrayBuffer>, 200);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/profile/public",
      summary: "The signed-in person's public-profile choices",
      responses: {
        200: jsonContent(PublicProfileSettings, "The choices"),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await getPublicProfileSettings(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/profile/public",
      summary:
        "Choose what is public (profile, articles, group activity), a username (3–30 letters, digits, _ or -) and a bio",
      request: { body: jsonBody(PublicProfilePatch) },
      responses: {
        200: jsonContent(PublicProfileSettings, "The choices"),
        ...errorResponses(400, 401, 409),
      },
    }),
    async (c) =>
      c.json(await updatePublicProfileSettings(viewerContext(c), c.req.valid("json")), 200),
  );

  return router;
}
