import {
  ArticleMessage,
  FeatureRequest,
  FeatureRequestComment,
  FeatureRequestCommentInput,
  FeatureRequestCommentListQuery,
  FeatureRequestCommentPage,
  FeatureRequestInput,
  FeatureRequestListQuery,
  FeatureRequestMergeInput,
  FeatureRequestMessage,
  FeatureRequestPage,
  FeatureRequestPatch,
  FeatureRequestStatusInput,
  VoteState,
} from "@vitalog/domain";
import { requestContext, viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  IdParams,
  jsonBody,
  jsonContent,
  pathId,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { TOO_MANY } from "./community.openapi.ts";
import {
  addFeatureRequestComment,
  createFeatureRequest,
  deleteFeatureRequest,
  deleteFeatureRequestComment,
  getFeatureRequest,
  listFeatureRequestComments,
  listFeatureRequests,
  mergeFeatureRequest,
  setFeatureRequestStatus,
  updateFeatureRequest,
  voteFeatureRequest,
} from "./feature-requests.service.ts";

const CommentParams = IdParams.extend({ commentId: pathId("commentId") });

/** Feature requests: anyone reads, people ask, vote and comment, admins decide and merge. */
export function featureRequestRoutes({ guards, limiter }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Feature requests"] };

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/feature-requests",
      summary: "Feature requests by votes (or newest); by status, category or words",
      request: { query: FeatureRequestListQuery },
      responses: {
        200: jsonContent(FeatureRequestPage, "A page of requests"),
        ...errorResponses(400),
      },
    }),
    async (c) => c.json(await listFeatureRequests(requestContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...common,
        method: "post",
        path: "/feature-requests",
        summary: "Ask for a feature: a title, a description and a category",
        request: { body: jsonBody(FeatureRequestInput) },
        responses: {
          201: jsonContent(FeatureRequest, "The request"),
          ...errorResponses(400, 401),
          ...TOO_MANY,
        },
      },
      { actor: "anyone", signInMessage: FeatureRequestMessage.loginToRequest },
    ),
    async (c) =>
      c.json(await createFeatureRequest(viewerContext(c), limiter, c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/feature-requests/{id}",
      summary: "A feature request, with whether the viewer voted for it",
      request: { params: IdParams },
      responses: { 200: jsonContent(FeatureRequest, "The request"), ...errorResponses(404) },
    }),
    async (c) => c.json(await getFeatureRequest(requestContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...common,
        method: "patch",
        path: "/feature-requests/{id}",
        summary: "Change one's own request",
        request: { params: IdParams, body: jsonBody(FeatureRequestPatch) },
        responses: {
          200: jsonContent(FeatureRequest, "The request"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      { actor: "author" },
    ),
    async (c) =>
      c.json(
        await updateFeatureRequest(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
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
        path: "/feature-requests/{id}",
        summary: "Delete a request with its votes and comments (the person who asked, or an admin)",
        request: { params: IdParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
      },
      { actor: "author" },
    ),
    async (c) => {
      await deleteFeatureRequest(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...common,
        method: "post",
        path: "/feature-requests/{id}/vote",
        summary: "Vote for a request, or take the vote back (one vote per person)",
        request: { params: IdParams },
        responses: {
          200: jsonContent(VoteState, "Whether the person votes for it, and the count"),
          ...errorResponses(400, 401, 404),
          ...TOO_MANY,
        },
      },
      { actor: "anyone", signInMessage: FeatureRequestMessage.loginToVote },
    ),
    async (c) =>
      c.json(await voteFeatureRequest(viewerContext(c), limiter, c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...common,
      method: "patch",
      path: "/feature-requests/{id}/status",
      summary: "Set a request's status: under_review, planned, in_progress, done or declined",
      request: { params: IdParams, body: jsonBody(FeatureRequestStatusInput) },
      responses: {
        200: jsonContent(FeatureRequest, "The request"),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await setFeatureRequestStatus(
          viewerContext(c),
          c.req.valid("param").id,
          c.req.valid("json").status,
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...common,
      method: "post",
      path: "/feature-requests/{id}/merge",
      summary:
        "Merge a duplicate into another request: its votes carried over, nobody counted twice",
      request: { params: IdParams, body: jsonBody(FeatureRequestMergeInput) },
      responses: {
        200: jsonContent(FeatureRequest, "The request it was merged into"),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await mergeFeatureRequest(
          viewerContext(c),
          c.req.valid("param").id,
          c.req.valid("json").targetId,
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/feature-requests/{id}/comments",
      summary: "A request's comments, oldest first",
      request: { params: IdParams, query: FeatureRequestCommentListQuery },
      responses: {
        200: jsonContent(FeatureRequestCommentPage, "A page of comments"),
        ...errorResponses(400, 404),
      },
    }),
    async (c) =>
      c.json(
        await listFeatureRequestComments(
          requestContext(c),
          c.req.valid("param").id,
          c.req.valid("query"),
        ),
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
        path: "/feature-requests/{id}/comments",
        summary: "Comment on a request (plain text)",
        request: { params: IdParams, body: jsonBody(FeatureRequestCommentInput) },
        responses: {
          201: jsonContent(FeatureRequestComment, "The comment"),
          ...errorResponses(400, 401, 404),
          ...TOO_MANY,
        },
      },
      { actor: "anyone", signInMessage: ArticleMessage.loginToComment },
    ),
    async (c) =>
      c.json(
        await addFeatureRequestComment(
          viewerContext(c),
          limiter,
          c.req.valid("param").id,
          c.req.valid("json").content,
        ),
        201,
      ),
  );

  router.openapi(
    defineRoute(
      guards,
      "member",
      {
        ...common,
        method: "delete",
        path: "/feature-requests/{id}/comments/{commentId}",
        summary: "Delete a comment on a request (its author, or an admin)",
        request: { params: CommentParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
      },
      { actor: "author" },
    ),
    async (c) => {
      const { id, commentId } = c.req.valid("param");
      await deleteFeatureRequestComment(viewerContext(c), id, commentId);
      return c.body(null, 204);
    },
  );

  return router;
}
