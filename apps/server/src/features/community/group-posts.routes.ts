import {
  GroupMessage,
  LikeState,
  Post,
  PostInput,
  PostListQuery,
  PostPage,
  PostPatch,
  PostReply,
  ReportInput,
  ReportReceipt,
} from "@vitalog/domain";
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
import {
  createPost,
  deletePost,
  editPost,
  hidePost,
  likePost,
  listPosts,
  reportPost,
} from "./group-posts.service.ts";
import { TOO_MANY } from "./groups.routes.ts";

/** A thread's posts and replies: members write, like and report them, moderators hide them. */
export function groupPostRoutes({ guards, limiter }: ModuleDeps) {
  const router = createRouter();
  const groups = { tags: ["Health groups"] };

  router.openapi(
    defineRoute(guards, "optional", {
      ...groups,
      method: "get",
      path: "/threads/{id}/posts",
      summary: "A thread's posts after the opening one, oldest first, each with its replies",
      request: { params: IdParams, query: PostListQuery },
      responses: { 200: jsonContent(PostPage, "A page of posts"), ...errorResponses(400, 404) },
    }),
    async (c) =>
      c.json(
        await listPosts(requestContext(c), c.req.valid("param").id, c.req.valid("query")),
        200,
      ),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "post",
        path: "/threads/{id}/posts",
        summary:
          "Post in a thread of a group one belongs to (plain text), or reply to a post (`parentId`)",
        request: { params: IdParams, body: jsonBody(PostInput) },
        responses: {
          201: jsonContent(Post, "The post"),
          ...errorResponses(400, 401, 403, 404),
          ...TOO_MANY,
        },
      },
      { actor: "anyone", signInMessage: GroupMessage.loginToPost },
    ),
    async (c) =>
      c.json(
        await createPost(viewerContext(c), limiter, c.req.valid("param").id, c.req.valid("json")),
        201,
      ),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "patch",
        path: "/posts/{id}",
        summary: "Change the text of one's own post",
        request: { params: IdParams, body: jsonBody(PostPatch) },
        responses: { 200: jsonContent(Post, "The post"), ...errorResponses(400, 401, 403, 404) },
      },
      { actor: "author" },
    ),
    async (c) =>
      c.json(
        await editPost(viewerContext(c), c.req.valid("param").id, c.req.valid("json").content),
        200,
      ),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "delete",
        path: "/posts/{id}",
        summary: "Delete a post with its replies (its author, or a moderator)",
        request: { params: IdParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403, 404) },
      },
      { actor: "author" },
    ),
    async (c) => {
      await deletePost(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  for (const method of ["post", "delete"] as const) {
    router.openapi(
      defineRoute(
        guards,
        "member",
        {
          ...groups,
          method,
          path: "/posts/{id}/like",
          summary: method === "post" ? "Like a post (once)" : "Take back a like",
          request: { params: IdParams },
          responses: {
            200: jsonContent(LikeState, "Whether the person likes it, and the count"),
            ...errorResponses(401, 404),
            ...TOO_MANY,
          },
        },
        { actor: "anyone", signInMessage: GroupMessage.loginToPost },
      ),
      async (c) =>
        c.json(
          await likePost(viewerContext(c), limiter, c.req.valid("param").id, method === "post"),
          200,
        ),
    );

    router.openapi(
      defineRoute(
        guards,
        "member",
        {
          ...groups,
          method,
          path: "/posts/{id}/hide",
          summary:
            method === "post"
              ? "Hide a post from everyone but its author and the moderators (moderators)"
              : "Show a hidden post again (moderators)",
          request: { params: IdParams },
          responses: { 200: jsonContent(PostReply, "The post"), ...errorResponses(401, 403, 404) },
        },
        { actor: "moderator" },
      ),
      async (c) =>
        c.json(await hidePost(viewerContext(c), c.req.valid("param").id, method === "post"), 200),
    );
  }

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "post",
        path: "/posts/{id}/report",
        summary: "Report a post to the group's moderators (once per person; a reason)",
        request: { params: IdParams, body: jsonBody(ReportInput) },
        responses: {
          200: jsonContent(ReportReceipt, "Reported"),
          ...errorResponses(400, 401, 404),
          ...TOO_MANY,
        },
      },
      { actor: "anyone", signInMessage: GroupMessage.loginToPost },
    ),
    async (c) =>
      c.json(
        await reportPost(viewerContext(c), limiter, c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  return router;
}
