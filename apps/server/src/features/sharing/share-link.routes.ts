import { z } from "@hono/zod-openapi";
import {
  SharedRecord,
  ShareLink,
  ShareLinkCreated,
  ShareLinkList,
  SharingMessage,
  shareLinkInput,
} from "@vitalog/domain";
import { createMiddleware } from "hono/factory";
import { clientAddress } from "../../auth/auth.routes.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { requestContext, viewerContext } from "../../http/request-context.ts";
import {
  addDeleteOwnRoute,
  createRouter,
  defineRoute,
  errorResponses,
  IdParams,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import type { RateRule } from "../../platform/rate-limiter.ts";
import {
  createShareLink,
  getShareLink,
  listShareLinks,
  readSharedRecord,
  revokeShareLink,
  shareableModules,
} from "./share-link.service.ts";

/** Opening shared links: plenty for a clinician, too few to try tokens. */
const SHARED_READ_RULE: RateRule = { window: 60, max: 30 };

export const SHARED_API_PATH = "/api/v1/shared/*";
/** The web page of a link (`/shared/{token}`), served by the app like every page. */
export const SHARED_PAGE_PATH = "/shared/*";

/** A shared record is read by whoever holds the link: no referrer leaves it, no index keeps it. */
export const sharedHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("Referrer-Policy", "no-referrer");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
});

const TokenParams = z.object({
  token: z
    .string()
    .max(128)
    .openapi({ param: { name: "token", in: "path" } }),
});

export function shareLinkRoutes({ guards, config, modules, limiter }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Sharing"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/share-links",
      summary:
        "Create a read-only link to some modules over a period, lasting 1 to 720 hours; the token is shown only in this reply",
      request: { body: jsonBody(shareLinkInput([...shareableModules(modules).keys()])) },
      responses: {
        201: jsonContent(ShareLinkCreated, "The link, its token and its page's URL"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) =>
      c.json(
        await createShareLink(
          viewerContext(c),
          { modules, publicUrl: config.publicUrl },
          c.req.valid("json"),
        ),
        201,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/share-links",
      summary:
        "The person's share links, newest first, each with its views (time and kind of client)",
      responses: { 200: jsonContent(ShareLinkList, "The links"), ...errorResponses(401) },
    }),
    async (c) => c.json({ items: await listShareLinks(viewerContext(c)) }, 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/share-links/{id}",
      summary: "One of the person's share links with its views",
      request: { params: IdParams },
      responses: { 200: jsonContent(ShareLink, "The link"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getShareLink(viewerContext(c), c.req.valid("param").id), 200),
  );

  addDeleteOwnRoute(
    router,
    guards,
    {
      ...common,
      path: "/share-links/{id}",
      summary: "Revoke a share link: it answers 404 from now on",
    },
    revokeShareLink,
  );

  router.openapi(
    defineRoute(guards, "public", {
      ...common,
      method: "get",
      path: "/shared/{token}",
      summary:
        "What a share link shows: its period, expiry and its modules' data, nothing else; records the view. Unknown, expired or revoked links answer 404",
      request: { params: TokenParams },
      responses: {
        200: jsonContent(SharedRecord, "The shared record"),
        ...errorResponses(404),
        429: { description: SharingMessage.tooManyViews },
      },
    }),
    async (c) => {
      await limiter.hit(
        `shared-link:${clientAddress(c, config.trustProxy) ?? "unknown"}`,
        SHARED_READ_RULE,
        SharingMessage.tooManyViews,
      );
      const record = await readSharedRecord(
        requestContext(c),
        modules,
        c.req.valid("param").token,
        c.req.header("user-agent"),
      );
      return c.json(record, 200);
    },
  );

  return router;
}
