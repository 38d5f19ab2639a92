import {
  Group,
  GroupInput,
  GroupListQuery,
  GroupMessage,
  GroupPage,
  GroupPatch,
  Membership,
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
  TOO_MANY,
} from "./community.openapi.ts";
import {
  createGroup,
  deleteGroup,
  getGroup,
  joinGroup,
  leaveGroup,
  listGroups,
  updateGroup,
} from "./groups.service.ts";

/** Health groups: visitors read them, people start and join them, moderators change them. */
export function groupRoutes({ guards, limiter }: ModuleDeps) {
  const router = createRouter();

  router.openapi(
    groupReadRoute(guards, {
      method: "get",
      path: "/groups",
      summary: "Health groups, the most members first (or the newest); by topic or words",
      request: { query: GroupListQuery },
      responses: { 200: jsonContent(GroupPage, "A page of groups"), ...errorResponses(400) },
    }),
    async (c) => c.json(await listGroups(requestContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    groupMemberRoute(
      guards,
      {
        method: "post",
        path: "/groups",
        summary: "Start a group (its creator joins it and moderates it, with the admins)",
        request: { body: jsonBody(GroupInput) },
        responses: {
          201: jsonContent(Group, "The group"),
          ...errorResponses(400, 401, 409),
          ...TOO_MANY,
        },
      },
      "anyone",
      GroupMessage.loginToJoin,
    ),
    async (c) => c.json(await createGroup(viewerContext(c), limiter, c.req.valid("json")), 201),
  );

  router.openapi(
    groupReadRoute(guards, {
      method: "get",
      path: "/groups/{id}",
      summary: "A group, with whether the viewer belongs to it and moderates it",
      request: { params: IdParams },
      responses: { 200: jsonContent(Group, "The group"), ...errorResponses(404) },
    }),
    async (c) => c.json(await getGroup(requestContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    groupPatchRoute(guards, {
      path: "/groups/{id}",
      summary: "Change a group's name, description, topic or cover image (moderators)",
      body: GroupPatch,
      answer: Group,
      answerDescription: "The group",
      errors: [400, 401, 403, 404, 409],
      actor: "moderator",
    }),
    async (c) =>
      c.json(
        await updateGroup(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    groupDeleteRoute(guards, {
      path: "/groups/{id}",
      summary: "Delete a group with its threads (moderators)",
      errors: [401, 403, 404],
      actor: "moderator",
    }),
    async (c) => {
      await deleteGroup(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  for (const action of ["join", "leave"] as const) {
    router.openapi(
      groupMemberRoute(
        guards,
        {
          method: "post",
          path: `/groups/{id}/${action}`,
          summary: action === "join" ? "Join a group" : "Leave a group",
          request: { params: IdParams },
          responses: {
            200: jsonContent(Membership, "Whether the person belongs to it, and the count"),
            ...errorResponses(401, 403, 404),
          },
        },
        "anyone",
        GroupMessage.loginToJoin,
      ),
      async (c) => {
        const id = c.req.valid("param").id;
        const ctx = viewerContext(c);
        return c.json(
          action === "join" ? await joinGroup(ctx, id) : await leaveGroup(ctx, id),
          200,
        );
      },
    );
  }

  return router;
}
