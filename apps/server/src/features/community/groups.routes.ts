import { z } from "@hono/zod-openapi";
import {
  Group,
  GroupInput,
  GroupListQuery,
  GroupMemberList,
  GroupMessage,
  GroupPage,
  GroupPatch,
  LikeState,
  MemberListQuery,
  Membership,
  Post,
  PostInput,
  PostListQuery,
  PostPage,
  PostPatch,
  PostReply,
  PostReportList,
  ReportInput,
  ReportReceipt,
  Thread,
  ThreadDetail,
  ThreadInput,
  ThreadListQuery,
  ThreadPage,
  ThreadPatch,
} from "@vitalog/domain";
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import {
  type Actor,
  createRouter,
  defineRoute,
  errorResponses,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { communityContext } from "./community.context.ts";
import {
  createGroup,
  createPost,
  createThread,
  deleteGroup,
  deletePost,
  deleteThread,
  editPost,
  getGroup,
  getThread,
  hidePost,
  joinGroup,
  leaveGroup,
  likePost,
  listGroups,
  listMembers,
  listPosts,
  listReports,
  listThreads,
  pinThread,
  removeMember,
  reportPost,
  updateGroup,
  updateThread,
} from "./groups.service.ts";

const pathId = (name: string) =>
  z.string().openapi({ param: { name, in: "path" }, format: "uuid" });
const IdParams = z.object({ id: pathId("id") });
const MemberParams = IdParams.extend({
  userId: z
    .string()
    .max(64)
    .openapi({ param: { name: "userId", in: "path" } }),
});
const json = <T>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});
const TOO_MANY = { 429: { description: "Too many in a short time" } };

/** Health groups, their threads and posts: visitors read, members take part, moderators tidy. */
export function groupRoutes(deps: ModuleDeps) {
  const { guards } = deps;
  const router = createRouter();
  const groups = { tags: ["Health groups"] };
  const ctx = (c: Context<AppEnv>) => communityContext(c, deps);
  const as = (actor: Actor, signInMessage?: string) => ({
    actor,
    ...(signInMessage ? { signInMessage } : {}),
  });

  router.openapi(
    defineRoute(guards, "optional", {
      ...groups,
      method: "get",
      path: "/groups",
      summary: "Health groups, the most members first (or the newest); by topic or words",
      request: { query: GroupListQuery },
      responses: { 200: jsonContent(GroupPage, "A page of groups"), ...errorResponses(400) },
    }),
    async (c) => c.json(await listGroups(await ctx(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "post",
        path: "/groups",
        summary: "Start a group (its creator joins it and moderates it, with the admins)",
        request: json(GroupInput),
        responses: {
          201: jsonContent(Group, "The group"),
          ...errorResponses(400, 401, 409),
          ...TOO_MANY,
        },
      },
      as("anyone", GroupMessage.loginToJoin),
    ),
    async (c) => c.json(await createGroup(await ctx(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...groups,
      method: "get",
      path: "/groups/{id}",
      summary: "A group, with whether the viewer belongs to it and moderates it",
      request: { params: IdParams },
      responses: { 200: jsonContent(Group, "The group"), ...errorResponses(404) },
    }),
    async (c) => c.json(await getGroup(await ctx(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "patch",
        path: "/groups/{id}",
        summary: "Change a group's name, description, topic or cover image (moderators)",
        request: { params: IdParams, ...json(GroupPatch) },
        responses: {
          200: jsonContent(Group, "The group"),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      as("moderator"),
    ),
    async (c) =>
      c.json(await updateGroup(await ctx(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "delete",
        path: "/groups/{id}",
        summary: "Delete a group with its threads (moderators)",
        request: { params: IdParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
      },
      as("moderator"),
    ),
    async (c) => {
      await deleteGroup(await ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  for (const action of ["join", "leave"] as const) {
    router.openapi(
      defineRoute(
        guards,
        "member",
        {
          ...groups,
          method: "post",
          path: `/groups/{id}/${action}`,
          summary: action === "join" ? "Join a group" : "Leave a group",
          request: { params: IdParams },
          responses: {
            200: jsonContent(Membership, "Whether the person belongs to it, and the count"),
            ...errorResponses(401, 403, 404),
          },
        },
        as("anyone", GroupMessage.loginToJoin),
      ),
      async (c) => {
        const id = c.req.valid("param").id;
        return c.json(
          action === "join"
            ? await joinGroup(await ctx(c), id)
            : await leaveGroup(await ctx(c), id),
          200,
        );
      },
    );
  }

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "get",
        path: "/groups/{id}/members",
        summary: "A group's members, newest first (moderators)",
        request: { params: IdParams, query: MemberListQuery },
        responses: {
          200: jsonContent(GroupMemberList, "A page of members"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      as("moderator"),
    ),
    async (c) =>
      c.json(await listMembers(await ctx(c), c.req.valid("param").id, c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "delete",
        path: "/groups/{id}/members/{userId}",
        summary: "Remove a member from a group; they cannot join it again (moderators)",
        request: { params: MemberParams },
        responses: {
          200: jsonContent(Membership, "The member count after"),
          ...errorResponses(401, 403, 404),
        },
      },
      as("moderator"),
    ),
    async (c) => {
      const { id, userId } = c.req.valid("param");
      return c.json(await removeMember(await ctx(c), id, userId), 200);
    },
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "get",
        path: "/groups/{id}/reports",
        summary: "Reported posts of a group, the most reported first (moderators)",
        request: { params: IdParams },
        responses: {
          200: jsonContent(PostReportList, "The reported posts"),
          ...errorResponses(401, 403, 404),
        },
      },
      as("moderator"),
    ),
    async (c) => c.json(await listReports(await ctx(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...groups,
      method: "get",
      path: "/groups/{id}/threads",
      summary: "A group's threads: pinned first, then the latest active",
      request: { params: IdParams, query: ThreadListQuery },
      responses: { 200: jsonContent(ThreadPage, "A page of threads"), ...errorResponses(400, 404) },
    }),
    async (c) =>
      c.json(await listThreads(await ctx(c), c.req.valid("param").id, c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "post",
        path: "/groups/{id}/threads",
        summary: "Start a thread in a group one belongs to: a title and the opening post",
        request: { params: IdParams, ...json(ThreadInput) },
        responses: {
          201: jsonContent(ThreadDetail, "The thread"),
          ...errorResponses(400, 401, 403, 404),
          ...TOO_MANY,
        },
      },
      as("anyone", GroupMessage.loginToPost),
    ),
    async (c) =>
      c.json(await createThread(await ctx(c), c.req.valid("param").id, c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...groups,
      method: "get",
      path: "/threads/{id}",
      summary: "A thread with its opening post and its first posts, each with its replies",
      request: { params: IdParams, query: PostListQuery.pick({ limit: true }) },
      responses: { 200: jsonContent(ThreadDetail, "The thread"), ...errorResponses(404) },
    }),
    async (c) =>
      c.json(await getThread(await ctx(c), c.req.valid("param").id, c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "patch",
        path: "/threads/{id}",
        summary: "Change a thread's title or opening post (its author)",
        request: { params: IdParams, ...json(ThreadPatch) },
        responses: {
          200: jsonContent(ThreadDetail, "The thread"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      as("author"),
    ),
    async (c) =>
      c.json(await updateThread(await ctx(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...groups,
        method: "delete",
        path: "/threads/{id}",
        summary: "Delete a thread with its posts (its author, or a moderator)",
        request: { params: IdParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
      },
      as("author"),
    ),
    async (c) => {
      await deleteThread(await ctx(c), c.req.valid("param").id);
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
          path: "/threads/{id}/pin",
          summary: method === "post" ? "Pin a thread (moderators)" : "Unpin a thread (moderators)",
          request: { params: IdParams },
          responses: { 200: jsonContent(Thread, "The thread"), ...errorResponses(401, 403, 404) },
        },
        as("moderator"),
      ),
      async (c) =>
        c.json(await pinThread(await ctx(c), c.req.valid("param").id, method === "post"), 200),
    );
  }

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
      c.json(await listPosts(await ctx(c), c.req.valid("param").id, c.req.valid("query")), 200),
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
        request: { params: IdParams, ...json(PostInput) },
        responses: {
          201: jsonContent(Post, "The post"),
          ...errorResponses(400, 401, 403, 404),
          ...TOO_MANY,
        },
      },
      as("anyone", GroupMessage.loginToPost),
    ),
    async (c) =>
      c.json(await createPost(await ctx(c), c.req.valid("param").id, c.req.valid("json")), 201),
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
        request: { params: IdParams, ...json(PostPatch) },
        responses: { 200: jsonContent(Post, "The post"), ...errorResponses(400, 401, 403, 404) },
      },
      as("author"),
    ),
    async (c) =>
      c.json(
        await editPost(await ctx(c), c.req.valid("param").id, c.req.valid("json").content),
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
      as("author"),
    ),
    async (c) => {
      await deletePost(await ctx(c), c.req.valid("param").id);
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
        as("anyone", GroupMessage.loginToPost),
      ),
      async (c) =>
        c.json(await likePost(await ctx(c), c.req.valid("param").id, method === "post"), 200),
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
        as("moderator"),
      ),
      async (c) =>
        c.json(await hidePost(await ctx(c), c.req.valid("param").id, method === "post"), 200),
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
        request: { params: IdParams, ...json(ReportInput) },
        responses: {
          200: jsonContent(ReportReceipt, "Reported"),
          ...errorResponses(400, 401, 404),
          ...TOO_MANY,
        },
      },
      as("anyone", GroupMessage.loginToPost),
    ),
    async (c) =>
      c.json(await reportPost(await ctx(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  return router;
}
