import { z } from "@hono/zod-openapi";
import {
  CompleteInput,
  HideInput,
  ImportResult,
  PersonalRecommendation,
  PersonalRecommendationList,
  ProgressInput,
  Recommendation,
  RecommendationForm,
  RecommendationList,
  RecommendationListQuery,
  RecommendationUserState,
  TimeZone,
} from "@vitalog/domain";
import { AppError } from "../../errors.ts";
import { validationError } from "../../http/error-handler.ts";
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
import { recommendationImageRoutes } from "./recommendation-images.routes.ts";
import {
  changeRecommendationState,
  createRecommendation,
  deleteRecommendation,
  duplicateRecommendation,
  exportRecommendations,
  getPersonalRecommendation,
  getRecommendation,
  importRecommendations,
  listAllRecommendations,
  listPersonalRecommendations,
  updateRecommendation,
} from "./recommendations.service.ts";

const DayQuery = z.object({ tz: TimeZone });
const ListQuery = RecommendationListQuery.extend({ tz: TimeZone });

/** Any JSON: the form's and the import's own checks give the spec's messages. */
const AnyJson = z
  .any()
  .openapi({ description: "Any JSON, checked by the form's or the import's rules" });

export function recommendationRoutes(deps: ModuleDeps) {
  const { guards } = deps;
  const router = createRouter();
  router.route("/", recommendationImageRoutes(deps));
  const user = { tags: ["Recommendations"] };
  const admin = { tags: ["Admin: recommendations"] };

  // -- The person's list and actions -------------------------------------------------------

  router.openapi(
    defineRoute(guards, "user", {
      ...user,
      method: "get",
      path: "/recommendations",
      summary:
        "The recommendations that apply to the person, ranked (urgent, score, priority), at most 50; `status=all` (the default) is every one still to do",
      request: { query: ListQuery },
      responses: {
        200: jsonContent(PersonalRecommendationList, "The ranked list"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(await listPersonalRecommendations(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...user,
      method: "get",
      path: "/recommendations/{id}",
      summary:
        "One recommendation with its match and the person's state (a view counts once a day)",
      request: { params: IdParams, query: DayQuery },
      responses: {
        200: jsonContent(PersonalRecommendation, "The recommendation"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await getPersonalRecommendation(
          viewerContext(c),
          c.req.valid("param").id,
          c.req.valid("query").tz,
        ),
        200,
      ),
  );

  // Bodies here are optional and read by hand: a client may send none, with or without a
  // JSON content type.
  const stateRoute = <const M extends "post" | "delete" | "put">(
    method: M,
    action: "complete" | "save" | "hide",
    summary: string,
  ) =>
    defineRoute(guards, "user", {
      ...user,
      method,
      path: `/recommendations/{id}/${action}`,
      summary,
      request: { params: IdParams, query: DayQuery },
      responses: {
        200: jsonContent(RecommendationUserState, "The person's state of it"),
        ...errorResponses(400, 401, 404),
      },
    });

  router.openapi(
    stateRoute("post", "complete", "Mark as completed; optional body `{ notes }`"),
    async (c) =>
      c.json(
        await changeRecommendationState(viewerContext(c), c.req.valid("param").id, "complete", {
          ...parseBody(CompleteInput, await optionalJson(c.req)),
          tz: c.req.valid("query").tz,
        }),
        200,
      ),
  );
  router.openapi(stateRoute("post", "save", "Save for later"), async (c) =>
    c.json(
      await changeRecommendationState(viewerContext(c), c.req.valid("param").id, "save", {
        tz: c.req.valid("query").tz,
      }),
      200,
    ),
  );
  router.openapi(stateRoute("delete", "save", "Remove from saved"), async (c) =>
    c.json(
      await changeRecommendationState(viewerContext(c), c.req.valid("param").id, "unsave", {
        tz: c.req.valid("query").tz,
      }),
      200,
    ),
  );
  router.openapi(
    stateRoute("post", "hide", "Hide from the list; optional body `{ reason }`"),
    async (c) =>
      c.json(
        await changeRecommendationState(viewerContext(c), c.req.valid("param").id, "hide", {
          ...parseBody(HideInput, await optionalJson(c.req)),
          tz: c.req.valid("query").tz,
        }),
        200,
      ),
  );
  router.openapi(stateRoute("delete", "hide", "Show again"), async (c) =>
    c.json(
      await changeRecommendationState(viewerContext(c), c.req.valid("param").id, "unhide", {
        tz: c.req.valid("query").tz,
      }),
      200,
    ),
  );
  router.openapi(
    defineRoute(guards, "user", {
      ...user,
      method: "put",
      path: "/recommendations/{id}/progress",
      summary: "The instruction step the person reached",
      request: { params: IdParams, query: DayQuery, body: jsonBody(ProgressInput) },
      responses: {
        200: jsonContent(RecommendationUserState, "The person's state of it"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await changeRecommendationState(viewerContext(c), c.req.valid("param").id, "progress", {
          step: c.req.valid("json").step,
          tz: c.req.valid("query").tz,
        }),
        200,
      ),
  );

  // -- The admin's recommendations ----------------------------------------------------------

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "get",
      path: "/admin/recommendations",
      summary: "Every recommendation, newest first",
      responses: {
        200: jsonContent(RecommendationList, "All of them"),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json({ items: await listAllRecommendations(requestContext(c)) }, 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "post",
      path: "/admin/recommendations",
      summary: "Create a recommendation (the form's rules)",
      request: { body: jsonBody(RecommendationForm) },
      responses: {
        201: jsonContent(Recommendation, "The new recommendation"),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await createRecommendation(viewerContext(c), c.req.valid("json")), 201),
  );

  // The fixed paths come before /admin/recommendations/{id}.
  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "get",
      path: "/admin/recommendations/export",
      summary:
        "Every recommendation with the risk factors and goals they use; importing it reproduces them",
      responses: {
        200: jsonContent(
          z.object({
            exportedAt: z.string(),
            version: z.number(),
            recommendations: z.array(Recommendation),
            riskFactors: z.array(z.object({ id: z.string(), name: z.string() })),
            healthGoals: z.array(z.object({ id: z.string(), name: z.string() })),
          }),
          "The export",
        ),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await exportRecommendations(requestContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "post",
      path: "/admin/recommendations/import",
      summary:
        "Import what the admin pasted: one object, an array, a template wrapper or an export; an item with a stored id updates it",
      // Read by hand (optionalJson): an empty body gets the spec's "Please enter JSON data".
      request: { body: { ...jsonBody(AnyJson), required: false } },
      responses: {
        200: jsonContent(ImportResult, "Each item's outcome"),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) =>
      c.json(await importRecommendations(viewerContext(c), await optionalJson(c.req)), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "get",
      path: "/admin/recommendations/{id}",
      summary: "One recommendation",
      request: { params: IdParams },
      responses: {
        200: jsonContent(Recommendation, "The recommendation"),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => c.json(await getRecommendation(requestContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "put",
      path: "/admin/recommendations/{id}",
      summary: "Replace a recommendation (the form's rules)",
      request: { params: IdParams, body: jsonBody(RecommendationForm) },
      responses: {
        200: jsonContent(Recommendation, "The recommendation"),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await updateRecommendation(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "delete",
      path: "/admin/recommendations/{id}",
      summary: "Delete a recommendation, with everyone's state of it",
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      await deleteRecommendation(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "post",
      path: "/admin/recommendations/{id}/duplicate",
      summary: 'Copy a recommendation as "<title> (Copy)"',
      request: { params: IdParams },
      responses: {
        201: jsonContent(Recommendation, "The copy"),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await duplicateRecommendation(viewerContext(c), c.req.valid("param").id), 201),
  );

  return router;
}

/** A JSON body that may be absent: none reads as undefined; anything but JSON is a 400. */
async function optionalJson(request: { text(): Promise<string> }): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION_FAILED", "The request body is not valid JSON");
  }
}

/** Checks a body read by hand, with the same 400 as a declared one. */
function parseBody<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
