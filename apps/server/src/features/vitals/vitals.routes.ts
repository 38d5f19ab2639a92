import { z } from "@hono/zod-openapi";
import {
  BloodPressureInput,
  BloodPressureList,
  BloodPressureListQuery,
  BloodPressurePatch,
  BloodPressureReading,
  TimeZone,
  VitalReading,
  VitalReadingInput,
  VitalReadingList,
  VitalReadingListQuery,
  VitalReadingPatch,
  VitalsSuggestionKey,
  VitalsSuggestionList,
} from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
import {
  addDeleteOwnRoute,
  createRouter,
  defineListPageRoute,
  defineRoute,
  errorResponses,
  IdParams,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  createBloodPressure,
  deleteBloodPressure,
  getBloodPressure,
  listBloodPressure,
  updateBloodPressure,
} from "./blood-pressure.service.ts";
import {
  createVitalReading,
  deleteVitalReading,
  getVitalReading,
  listVitalReadings,
  updateVitalReading,
} from "./vital-sign.service.ts";
import {
  acceptVitalsSuggestion,
  dismissVitalsSuggestion,
  listVitalsSuggestions,
} from "./vitals-suggestion.service.ts";

/** A suggestion's key ("high-blood-pressure"); any other is a 404. */
const SuggestionParams = z.object({
  key: z
    .string()
    .max(100)
    .openapi({ param: { name: "key", in: "path" }, enum: [...VitalsSuggestionKey.options] }),
});
const TzQuery = z.object({ tz: TimeZone });
const Accepted = z.object({ selectedRiskFactors: z.array(z.string()) });

export function vitalsRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Vitals"] };

  // Blood pressure.
  router.openapi(
    defineListPageRoute(guards, {
      ...common,
      path: "/blood-pressure-readings",
      summary: "The person's blood-pressure readings, newest first, paged by an opaque cursor",
      query: BloodPressureListQuery,
      list: BloodPressureList,
    }),
    async (c) => c.json(await listBloodPressure(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/blood-pressure-readings",
      summary:
        "Record a blood pressure (mmHg) with optional pulse, arm and position; the reply gives its 2017 ACC/AHA category and, in the crisis range, the warning to seek care now",
      request: { body: jsonBody(BloodPressureInput) },
      responses: {
        201: jsonContent(BloodPressureReading, "The new reading"),
        ...errorResponses(400, 401, 422),
      },
    }),
    async (c) => c.json(await createBloodPressure(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/blood-pressure-readings/{id}",
      summary: "One blood-pressure reading",
      request: { params: IdParams },
      responses: {
        200: jsonContent(BloodPressureReading, "The reading"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => c.json(await getBloodPressure(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/blood-pressure-readings/{id}",
      summary: "Change a blood-pressure reading",
      request: { params: IdParams, body: jsonBody(BloodPressurePatch) },
      responses: {
        200: jsonContent(BloodPressureReading, "The updated reading"),
        ...errorResponses(400, 401, 404, 422),
      },
    }),
    async (c) =>
      c.json(
        await updateBloodPressure(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  addDeleteOwnRoute(
    router,
    guards,
    {
      ...common,
      path: "/blood-pressure-readings/{id}",
      summary: "Delete a blood-pressure reading",
    },
    deleteBloodPressure,
  );

  // Resting heart rate, SpO2 and body temperature.
  router.openapi(
    defineListPageRoute(guards, {
      ...common,
      path: "/vital-sign-readings",
      summary:
        "The person's heart-rate, SpO2 and temperature readings, newest first, paged by an opaque cursor",
      query: VitalReadingListQuery,
      list: VitalReadingList,
    }),
    async (c) => c.json(await listVitalReadings(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/vital-sign-readings",
      summary:
        "Record a resting heart rate (/min), an SpO2 (%) or a body temperature (°C), with when it was measured",
      request: { body: jsonBody(VitalReadingInput) },
      responses: {
        201: jsonContent(VitalReading, "The new reading"),
        ...errorResponses(400, 401, 422),
      },
    }),
    async (c) => c.json(await createVitalReading(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/vital-sign-readings/{id}",
      summary: "One reading",
      request: { params: IdParams },
      responses: { 200: jsonContent(VitalReading, "The reading"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getVitalReading(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/vital-sign-readings/{id}",
      summary: "Change a reading's value, time or note (not its kind)",
      request: { params: IdParams, body: jsonBody(VitalReadingPatch) },
      responses: {
        200: jsonContent(VitalReading, "The updated reading"),
        ...errorResponses(400, 401, 404, 422),
      },
    }),
    async (c) =>
      c.json(
        await updateVitalReading(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  addDeleteOwnRoute(
    router,
    guards,
    { ...common, path: "/vital-sign-readings/{id}", summary: "Delete a reading" },
    deleteVitalReading,
  );

  // Suggestions to the person's profile, each added only when they confirm it.
  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/vitals/suggestions",
      summary:
        "What the readings suggest adding to the profile (the High blood pressure risk factor after a sustained high pattern); nothing is added until the person accepts",
      request: { query: TzQuery },
      responses: {
        200: jsonContent(VitalsSuggestionList, "The suggestions, possibly none"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) =>
      c.json(await listVitalsSuggestions(viewerContext(c), c.req.valid("query").tz), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/vitals/suggestions/{key}/accept",
      summary: "The person confirms a suggestion: its risk factor is added to their profile",
      request: { params: SuggestionParams, query: TzQuery },
      responses: {
        200: jsonContent(Accepted, "The profile's risk factors now"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await acceptVitalsSuggestion(
          viewerContext(c),
          c.req.valid("param").key,
          c.req.valid("query").tz,
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/vitals/suggestions/{key}/dismiss",
      summary: "Not now: the suggestion is not shown again for 30 days",
      request: { params: SuggestionParams },
      responses: { 204: { description: "Dismissed" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await dismissVitalsSuggestion(viewerContext(c), c.req.valid("param").key);
      return c.body(null, 204);
    },
  );

  return router;
}
