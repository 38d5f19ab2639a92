import { z } from "@hono/zod-openapi";
import {
  AdaptBody,
  AdaptedArticle,
  CREDIT_COSTS,
  DraftBody,
  DraftPost,
  ErrorBody,
  ExtractBody,
  ExtractedArticle,
  SeriesArticleBody,
  SeriesTopic,
} from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { adaptArticle, writeSeriesArticle } from "./adaptation.service.ts";
import { saveDraft } from "./drafts.service.ts";
import { extractArticle } from "./extraction.ts";

const errorReply = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorBody } },
});

const AdaptReply = z.union([
  z.object({ article: AdaptedArticle }),
  z.object({ mainArticle: AdaptedArticle, seriesTopics: z.array(SeriesTopic) }),
]);

/** The admin content adapter (admin-back-office §2 "Content adapter screen", issue 22). */
export function contentAdapterRoutes({ guards, ai, outbound, log }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Admin content adapter"] };
  const base = "/admin/content-adapter";

  router.openapi(
    defineRoute(guards, "admin", {
      ...common,
      method: "post",
      path: `${base}/extract`,
      summary:
        "Fetch a page (public addresses only, or OUTBOUND_ALLOWED_HOSTS) and extract its article with Mozilla Readability",
      request: { body: jsonBody(ExtractBody) },
      responses: {
        200: jsonContent(z.object({ article: ExtractedArticle }), "The extracted article"),
        ...errorResponses(400, 401, 403),
        422: errorReply(
          "Unable to extract content. Please ensure the URL is accessible. (refused address, failed fetch or no article)",
        ),
      },
    }),
    async (c) =>
      c.json({ article: await extractArticle(outbound, log, c.req.valid("json").url) }, 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...common,
      method: "post",
      path: `${base}/adapt`,
      summary: `Adapt an extracted article for a US audience with AI (costs ${CREDIT_COSTS.contentAdaptation} AI credits; nothing charged on failure); series mode adds suggested topics`,
      request: { body: jsonBody(AdaptBody) },
      responses: {
        200: jsonContent(AdaptReply, "{article}, or in series mode {mainArticle, seriesTopics}"),
        ...errorResponses(400, 401, 402, 403, 503),
      },
    }),
    async (c) => c.json(await adaptArticle(viewerContext(c), ai, c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...common,
      method: "post",
      path: `${base}/series-article`,
      summary: `Write a full adapted article on one series topic from the original article with AI (costs ${CREDIT_COSTS.seriesArticle} AI credits; nothing charged on failure)`,
      request: { body: jsonBody(SeriesArticleBody) },
      responses: {
        200: jsonContent(z.object({ article: AdaptedArticle }), "The adapted series article"),
        ...errorResponses(400, 401, 402, 403, 503),
      },
    }),
    async (c) => c.json(await writeSeriesArticle(viewerContext(c), ai, c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...common,
      method: "post",
      path: `${base}/drafts`,
      summary:
        "Save an adapted article as the admin's private draft article (id draft_{userId}_{timestamp}); it opens in the article editor",
      request: { body: jsonBody(DraftBody) },
      responses: {
        201: jsonContent(DraftPost, "The draft post"),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await saveDraft(viewerContext(c), c.req.valid("json")), 201),
  );

  return router;
}
