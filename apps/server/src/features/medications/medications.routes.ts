import {
  AdherenceOverview,
  AdherenceQuery,
  Dose,
  DoseDay,
  DoseDayQuery,
  DoseMark,
  DoseRef,
  Medication,
  MedicationAdherence,
  MedicationInput,
  MedicationList,
  MedicationPatch,
  MedicationZoneQuery,
} from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
import {
  addDeleteOwnRoute,
  createRouter,
  defineRoute,
  errorResponses,
  IdParams,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  createMedication,
  deleteMedication,
  getAdherence,
  getAdherenceOverview,
  getMedication,
  listDoses,
  listMedications,
  markDose,
  unmarkDose,
  updateMedication,
} from "./medications.service.ts";

export function medicationsRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Medications"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/medications",
      summary: "The person's medications, by name",
      responses: { 200: jsonContent(MedicationList, "The medications"), ...errorResponses(401) },
    }),
    async (c) => c.json(await listMedications(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/medications",
      summary:
        "Add a medication: dosage, schedule (HH:MM times on weekdays 1-7, Sunday 7), dates, stock",
      request: { query: MedicationZoneQuery, body: jsonBody(MedicationInput) },
      responses: {
        201: jsonContent(Medication, "The new medication"),
        ...errorResponses(400, 401, 409),
      },
    }),
    async (c) =>
      c.json(
        await createMedication(viewerContext(c), c.req.valid("json"), c.req.valid("query").tz),
        201,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/medication-adherence",
      summary:
        "Doses taken of doses scheduled over the last `days` days, overall and per medication",
      request: { query: AdherenceQuery },
      responses: {
        200: jsonContent(AdherenceOverview, "Adherence"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await getAdherenceOverview(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/medications/{id}",
      summary: "One medication",
      request: { params: IdParams },
      responses: { 200: jsonContent(Medication, "The medication"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getMedication(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/medications/{id}",
      summary: "Change a medication; a stock count replaces the stored one (a refill)",
      request: { params: IdParams, body: jsonBody(MedicationPatch) },
      responses: {
        200: jsonContent(Medication, "The medication"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await updateMedication(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  addDeleteOwnRoute(
    router,
    guards,
    { ...common, path: "/medications/{id}", summary: "Delete a medication and its marked doses" },
    deleteMedication,
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/medications/{id}/adherence",
      summary: "A medication's adherence over the last `days` days and its run-out date",
      request: { params: IdParams, query: AdherenceQuery },
      responses: {
        200: jsonContent(MedicationAdherence, "Adherence"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await getAdherence(viewerContext(c), c.req.valid("param").id, c.req.valid("query")),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/medication-doses",
      summary: "The scheduled doses of a day (today in `tz` when no date) and what became of each",
      request: { query: DoseDayQuery },
      responses: { 200: jsonContent(DoseDay, "The day's doses"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listDoses(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "put",
      path: "/medication-doses",
      summary: "Mark a scheduled dose taken, skipped or snoozed (10 minutes unless snoozeMinutes)",
      request: { query: MedicationZoneQuery, body: jsonBody(DoseMark) },
      responses: {
        200: jsonContent(Dose, "The dose, changed"),
        201: jsonContent(Dose, "The dose, marked"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const { dose, created } = await markDose(
        viewerContext(c),
        c.req.valid("json"),
        c.req.valid("query").tz,
      );
      return created ? c.json(dose, 201) : c.json(dose, 200);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/medication-doses",
      summary: "Undo a dose's mark: it is pending again and a unit it took returns to the stock",
      request: { query: DoseRef },
      responses: { 204: { description: "Undone" }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      await unmarkDose(viewerContext(c), c.req.valid("query"));
      return c.body(null, 204);
    },
  );

  return router;
}
