import {
  GroupMessage,
  PostListQuery,
  Thread,
  ThreadDetail,
  ThreadInput,
  ThreadListQuery,
  ThreadPage,
  ThreadPatch,
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
  createThread,
  deleteThread,
  getThread,
  listThreads,
  pinThread,
  updateThread,
} from "./group-threads.service.ts";
import { TOO_MANY } from "./groups.routes.ts";

/** A health group's threads: members start them, authors change them, moderators pin them. */
export function groupThreadRoutes({ guards, limiter }: ModuleDeps) {
  const router = createRouter();
  const groups = { tags: ["Health groups"] };

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
      c.json(
        await listThreads(requestContext(c), c.req.valid("param").id, c.req.valid("query")),
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
        path: "/groups/{id}/threads",
        summary: "Start a thread in a group one belongs to: a title and the opening post",
        request: { params: IdParams, body: jsonBody(ThreadInput) },
        responses: {
          201: jsonContent(ThreadDetail, "The thread"),
          ...errorResponses(400, 401, 403, 404),
          ...TOO_MANY,
        },
      },
      { actor: "anyone", signInMessage: GroupMessage.loginToPost },
    ),
    async (c) =>
      c.json(
        await createThread(viewerContext(c), limiter, c.req.valid("param").id, c.req.valid("json")),
        201,
      ),
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
      c.json(
        await getThread(requestContext(c), c.req.valid("param").id, c.req.valid("query")),
        200,
      ),
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
        request: { params: IdParams, body: jsonBody(ThreadPatch) },
        responses: {
          200: jsonContent(ThreadDetail, "The thread"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      { actor: "author" },
    ),
    async (c) =>
      c.json(
        await updateThread(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
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
        path: "/threads/{id}",
        summary: "Delete a thread with its posts (its author, or a moderator)",
        request: { params: IdParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
      },
      { actor: "author" },
    ),
    async (c) => {
      await deleteThread(viewerContext(c), c.req.valid("param").id);
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
        { actor: "moderator" },
      ),
      async (c) =>
        c.json(await pinThread(viewerContext(c), c.req.valid("param").id, method === "post"), 200),
    );
  }

  return router;
}
