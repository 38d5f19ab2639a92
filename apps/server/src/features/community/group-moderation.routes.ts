import { z } from "@hono/zod-openapi";
import { GroupMemberList, MemberListQuery, Membership, PostReportList } from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
import { createRouter, errorResponses, IdParams, jsonContent } from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { groupMemberRoute } from "./community.openapi.ts";
import { listMembers, listReports, removeMember } from "./group-moderation.service.ts";

const MemberParams = IdParams.extend({
  userId: z
    .string()
    .max(64)
    .openapi({ param: { name: "userId", in: "path" } }),
});

/** What a health group's moderators see and do: its members and removals, its reported posts. */
export function groupModerationRoutes({ guards }: ModuleDeps) {
  const router = createRouter();

  router.openapi(
    groupMemberRoute(
      guards,
      {
        method: "get",
        path: "/groups/{id}/members",
        summary: "A group's members, newest first (moderators)",
        request: { params: IdParams, query: MemberListQuery },
        responses: {
          200: jsonContent(GroupMemberList, "A page of members"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      "moderator",
    ),
    async (c) =>
      c.json(
        await listMembers(viewerContext(c), c.req.valid("param").id, c.req.valid("query")),
        200,
      ),
  );

  router.openapi(
    groupMemberRoute(
      guards,
      {
        method: "delete",
        path: "/groups/{id}/members/{userId}",
        summary: "Remove a member from a group; they cannot join it again (moderators)",
        request: { params: MemberParams },
        responses: {
          200: jsonContent(Membership, "The member count after"),
          ...errorResponses(401, 403, 404),
        },
      },
      "moderator",
    ),
    async (c) => {
      const { id, userId } = c.req.valid("param");
      return c.json(await removeMember(viewerContext(c), id, userId), 200);
    },
  );

  router.openapi(
    groupMemberRoute(
      guards,
      {
        method: "get",
        path: "/groups/{id}/reports",
        summary: "Reported posts of a group, the most reported first (moderators)",
        request: { params: IdParams },
        responses: {
          200: jsonContent(PostReportList, "The reported posts"),
          ...errorResponses(401, 403, 404),
        },
      },
      "moderator",
    ),
    async (c) => c.json(await listReports(viewerContext(c), c.req.valid("param").id), 200),
  );

  return router;
}
