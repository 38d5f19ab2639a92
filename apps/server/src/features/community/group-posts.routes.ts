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
  errorResponses,
  IdParams,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  groupDeleteRoute,
  groupMemberRoute,
  groupPatchRoute,
  groupReadRoute,
  groupSwitchRoute,
  TOO_MANY,
} from "./community.openapi.ts";
import {
  createPost,
  deletePost,
  editPost,
  hidePost,
  likePost,
  listPosts,
  reportPost,
} from "./group-posts.service.ts";

/** A thread's posts and replies: members write, like and report them, moderators hide them. */
export function groupPostRoutes({ guards, limiter }: ModuleDeps) {
  const router = createRouter();

  router.openapi(
    groupReadRoute(guards, {
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
    groupMemberRoute(
      guards,
      {
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
      "anyone",
      GroupMessage.loginToPost,
    ),
    async (c) =>
      c.json(
        await createPost(viewerContext(c), limiter, c.req.valid("param").id, c.req.valid("json")),
        201,
      ),
  );

  router.openapi(
    groupPatchRoute(guards, {
      path: "/posts/{id}",
      summary: "Change the text of one's own post",
      body: PostPatch,
      answer: Post,
      answerDescription: "The post",
      errors: [400, 401, 403, 404],
      actor: "author",
    }),
    async (c) =>
      c.json(
        await editPost(viewerContext(c), c.req.valid("param").id, c.req.valid("json").content),
        200,
      ),
  );

  router.openapi(
    groupDeleteRoute(guards, {
      path: "/posts/{id}",
      summary: "Delete a post with its replies (its author, or a moderator)",
      errors: [400, 401, 403, 404],
      actor: "author",
    }),
    async (c) => {
      await deletePost(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  for (const method of ["post", "delete"] as const) {
    router.openapi(
      groupSwitchRoute(guards, method, {
        path: "/posts/{id}/like",
        summary: { post: "Like a post (once)", delete: "Take back a like" },
        answer: LikeState,
        answerDescription: "Whether the person likes it, and the count",
        errors: [401, 404],
        actor: "anyone",
        signInMessage: GroupMessage.loginToPost,
        rateLimited: true,
      }),
      async (c) =>
        c.json(
          await likePost(viewerContext(c), limiter, c.req.valid("param").id, method === "post"),
          200,
        ),
    );

    router.openapi(
      groupSwitchRoute(guards, method, {
        path: "/posts/{id}/hide",
        summary: {
          post: "Hide a post from everyone but its author and the moderators (moderators)",
          delete: "Show a hidden post again (moderators)",
        },
        answer: PostReply,
        answerDescription: "The post",
        errors: [401, 403, 404],
        actor: "moderator",
      }),
      async (c) =>
        c.json(await hidePost(viewerContext(c), c.req.valid("param").id, method === "post"), 200),
    );
  }

  router.openapi(
    groupMemberRoute(
      guards,
      {
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
      "anyone",
      GroupMessage.loginToPost,
    ),
    async (c) =>
      c.json(
        await reportPost(viewerContext(c), limiter, c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  return router;
}
