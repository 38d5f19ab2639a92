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
  createThread,
  deleteThread,
  getThread,
  listThreads,
  pinThread,
  updateThread,
} from "./group-threads.service.ts";

/** A health group's threads: members start them, authors change them, moderators pin them. */
export function groupThreadRoutes({ guards, limiter }: ModuleDeps) {
  const router = createRouter();

  router.openapi(
    groupReadRoute(guards, {
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
    groupMemberRoute(
      guards,
      {
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
      "anyone",
      GroupMessage.loginToPost,
    ),
    async (c) =>
      c.json(
        await createThread(viewerContext(c), limiter, c.req.valid("param").id, c.req.valid("json")),
        201,
      ),
  );

  router.openapi(
    groupReadRoute(guards, {
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
    groupPatchRoute(guards, {
      path: "/threads/{id}",
      summary: "Change a thread's title or opening post (its author)",
      body: ThreadPatch,
      answer: ThreadDetail,
      answerDescription: "The thread",
      errors: [400, 401, 403, 404],
      actor: "author",
    }),
    async (c) =>
      c.json(
        await updateThread(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    groupDeleteRoute(guards, {
      path: "/threads/{id}",
      summary: "Delete a thread with its posts (its author, or a moderator)",
      errors: [401, 403, 404],
      actor: "author",
    }),
    async (c) => {
      await deleteThread(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  for (const method of ["post", "delete"] as const) {
    router.openapi(
      groupSwitchRoute(guards, method, {
        path: "/threads/{id}/pin",
        summary: { post: "Pin a thread (moderators)", delete: "Unpin a thread (moderators)" },
        answer: Thread,
        answerDescription: "The thread",
        errors: [401, 403, 404],
        actor: "moderator",
      }),
      async (c) =>
        c.json(await pinThread(viewerContext(c), c.req.valid("param").id, method === "post"), 200),
    );
  }

  return router;
}
