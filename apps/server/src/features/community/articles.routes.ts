import { z } from "@hono/zod-openapi";
import {
  Article,
  ArticleComment,
  ArticleInput,
  ArticleListQuery,
  ArticleMessage,
  ArticlePage,
  ArticlePatch,
  ArticleView,
  CommentInput,
  CommentListQuery,
  CommentPage,
  CommentPatch,
  CommentReply,
  LikeState,
  MyArticleListQuery,
  MyArticlePage,
} from "@vitalog/domain";
import { clientAddress } from "../../auth/auth.routes.ts";
import { requestContext, viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  IdParams,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";

/**
 * An article's id: a UUID, or `draft_{userId}_{timestamp}` for a content-adapter draft. The
 * pattern documents it; any other id is a 404 from the service, as before.
 */
const ArticleIdParams = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    pattern:
      "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|draft_[A-Za-z0-9_-]+_[0-9]{1,16})$",
  }),
});

import {
  addComment,
  createArticle,
  deleteArticle,
  deleteComment,
  editComment,
  getArticle,
  likeArticle,
  listArticles,
  listComments,
  listMyArticles,
  readArticleBySlug,
  unlikeArticle,
  updateArticle,
} from "./articles.service.ts";

const SlugParams = z.object({
  slug: z
    .string()
    .max(200)
    .openapi({ param: { name: "slug", in: "path" } }),
});

/** Articles: the index, the article page, the editor's writes, likes and comments. */
export function articleRoutes({ guards, config, limiter }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Articles"] };
  const member = (actor: "anyone" | "author", signInMessage?: string) => ({
    actor,
    ...(signInMessage ? { signInMessage } : {}),
  });

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/articles",
      summary:
        "Published public articles, newest first: search (`q`), a category, a tag, keyset pages",
      request: { query: ArticleListQuery },
      responses: { 200: jsonContent(ArticlePage, "A page of articles"), ...errorResponses(400) },
    }),
    async (c) => c.json(await listArticles(requestContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...common,
        method: "post",
        path: "/articles",
        summary:
          "Write an article (a draft unless `publishStatus` is published); rich text sanitised, a unique slug made from the title",
        request: { body: jsonBody(ArticleInput) },
        responses: {
          201: jsonContent(Article, "The article, with its id and slug"),
          ...errorResponses(400, 401, 409),
          429: { description: "Too many posts in a short time" },
        },
      },
      member("anyone", ArticleMessage.loginToWrite),
    ),
    async (c) => c.json(await createArticle(viewerContext(c), limiter, c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/me/articles",
      summary: "The signed-in person's own drafts and articles, last edited first",
      request: { query: MyArticleListQuery },
      responses: {
        200: jsonContent(MyArticlePage, "A page of the person's articles"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await listMyArticles(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/articles/by-slug/{slug}",
      summary:
        "The article page by its slug, with related articles; a view counts once per reader per day",
      request: { params: SlugParams },
      responses: { 200: jsonContent(ArticleView, "The article"), ...errorResponses(404) },
    }),
    async (c) =>
      c.json(
        await readArticleBySlug(requestContext(c), c.req.valid("param").slug, {
          address: clientAddress(c, config.trustProxy),
          userAgent: c.req.header("user-agent"),
        }),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/articles/{id}",
      summary: "An article by id (drafts and private articles only for their author)",
      request: { params: ArticleIdParams },
      responses: { 200: jsonContent(Article, "The article"), ...errorResponses(404) },
    }),
    async (c) => c.json(await getArticle(requestContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...common,
        method: "patch",
        path: "/articles/{id}",
        summary:
          "Change an article (autosave, publish, unpublish, a new slug): its author, or an admin for a content-adapter draft",
        request: { params: ArticleIdParams, body: jsonBody(ArticlePatch) },
        responses: {
          200: jsonContent(Article, "The article"),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      member("author"),
    ),
    async (c) =>
      c.json(
        await updateArticle(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...common,
        method: "delete",
        path: "/articles/{id}",
        summary: "Delete an article with its comments and likes (its author, or an admin)",
        request: { params: ArticleIdParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
      },
      member("author"),
    ),
    async (c) => {
      await deleteArticle(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  for (const method of ["post", "delete"] as const) {
    router.openapi(
      defineRoute(
        guards,
        "member",
        {
          ...common,
          method,
          path: "/articles/{id}/like",
          summary: method === "post" ? "Like a published article (once)" : "Take back a like",
          request: { params: ArticleIdParams },
          responses: {
            200: jsonContent(LikeState, "Whether the person likes it, and the count"),
            ...errorResponses(401, 404),
            429: { description: "Too many likes in a short time" },
          },
        },
        member("anyone", ArticleMessage.loginToLike),
      ),
      async (c) => {
        const ctx = viewerContext(c);
        const { id } = c.req.valid("param");
        return c.json(
          method === "post"
            ? await likeArticle(ctx, limiter, id)
            : await unlikeArticle(ctx, limiter, id),
          200,
        );
      },
    );
  }

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/articles/{id}/comments",
      summary: "An article's comments, oldest first, each with its replies",
      request: { params: ArticleIdParams, query: CommentListQuery },
      responses: {
        200: jsonContent(CommentPage, "A page of comments"),
        ...errorResponses(400, 404),
      },
    }),
    async (c) =>
      c.json(
        await listComments(requestContext(c), c.req.valid("param").id, c.req.valid("query")),
        200,
      ),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...common,
        method: "post",
        path: "/articles/{id}/comments",
        summary: "Comment on a published article (plain text), or reply to a comment (`parentId`)",
        request: { params: ArticleIdParams, body: jsonBody(CommentInput) },
        responses: {
          201: jsonContent(ArticleComment, "The comment"),
          ...errorResponses(400, 401, 404),
          429: { description: "Too many comments in a short time" },
        },
      },
      member("anyone", ArticleMessage.loginToComment),
    ),
    async (c) =>
      c.json(
        await addComment(viewerContext(c), limiter, c.req.valid("param").id, c.req.valid("json")),
        201,
      ),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...common,
        method: "patch",
        path: "/comments/{id}",
        summary: "Change the text of one's own comment",
        request: { params: IdParams, body: jsonBody(CommentPatch) },
        responses: {
          200: jsonContent(CommentReply, "The comment"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      member("author"),
    ),
    async (c) =>
      c.json(
        await editComment(viewerContext(c), c.req.valid("param").id, c.req.valid("json").content),
        200,
      ),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...common,
        method: "delete",
        path: "/comments/{id}",
        summary:
          "Delete a comment with its replies (its author, the article's author, or an admin)",
        request: { params: IdParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
      },
      member("author"),
    ),
    async (c) => {
      await deleteComment(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  return router;
}
