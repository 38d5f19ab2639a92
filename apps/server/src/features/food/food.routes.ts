import {
  Food,
  FoodDay,
  FoodDayQuery,
  FoodInput,
  FoodList,
  FoodLogEntry,
  FoodLogInput,
  FoodLogPatch,
  FoodSearchQuery,
  FoodSettings,
  FoodSettingsPatch,
  FoodTargets,
  FoodWeek,
  FoodWeekQuery,
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
  createCustomFood,
  createEntry,
  deleteEntry,
  getDay,
  getEntry,
  getFood,
  getSettings,
  getTargets,
  getWeek,
  listFavouriteFoods,
  listRecentFoods,
  searchFoods,
  setFavourite,
  updateEntry,
  updateSettings,
} from "./food.service.ts";

export function foodRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Food"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/foods",
      summary: "Search the food database and the person's own foods as they type (per 100 g)",
      request: { query: FoodSearchQuery },
      responses: {
        200: jsonContent(FoodList, "The matching foods, best first"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await searchFoods(viewerContext(c), c.req.valid("query").q), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/foods",
      summary: "Add a custom food, seen by its owner only (values per 100 g)",
      request: { body: jsonBody(FoodInput) },
      responses: { 201: jsonContent(Food, "The new food"), ...errorResponses(400, 401, 409, 422) },
    }),
    async (c) => c.json(await createCustomFood(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/foods/recent",
      summary: "The foods the person logged most recently",
      responses: {
        200: jsonContent(FoodList, "Recent foods, newest first"),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await listRecentFoods(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/foods/favourites",
      summary: "The person's favourite foods",
      responses: { 200: jsonContent(FoodList, "Favourite foods by name"), ...errorResponses(401) },
    }),
    async (c) => c.json(await listFavouriteFoods(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/foods/{id}",
      summary: "One food: a starter food or one of the person's own",
      request: { params: IdParams },
      responses: { 200: jsonContent(Food, "The food"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getFood(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "put",
      path: "/foods/{id}/favourite",
      summary: "Mark a food as a favourite",
      request: { params: IdParams },
      responses: { 200: jsonContent(Food, "The food"), ...errorResponses(401, 404, 409) },
    }),
    async (c) => c.json(await setFavourite(viewerContext(c), c.req.valid("param").id, true), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/foods/{id}/favourite",
      summary: "Remove a food from the favourites",
      request: { params: IdParams },
      responses: { 200: jsonContent(Food, "The food"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await setFavourite(viewerContext(c), c.req.valid("param").id, false), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/food-log",
      summary: "A day's food log by meal, its totals and the energy target",
      request: { query: FoodDayQuery },
      responses: { 200: jsonContent(FoodDay, "The day"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await getDay(viewerContext(c), c.req.valid("query").date), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/food-log",
      summary: "Log a food eaten: a portion in grams, or a number of one of its servings",
      request: { body: jsonBody(FoodLogInput) },
      responses: {
        201: jsonContent(FoodLogEntry, "The new entry"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await createEntry(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/food-log/week",
      summary: "Energy and nutrients of each of the seven days ending on `end`, and the target",
      request: { query: FoodWeekQuery },
      responses: { 200: jsonContent(FoodWeek, "The week"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await getWeek(viewerContext(c), c.req.valid("query").end), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/food-log/targets",
      summary:
        "The formula target beside the adaptive estimate from intake and weight, and the one in force",
      responses: { 200: jsonContent(FoodTargets, "The targets"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getTargets(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/food-log/settings",
      summary: "Which target the food log follows",
      responses: { 200: jsonContent(FoodSettings, "The settings"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getSettings(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/food-log/settings",
      summary: "Follow the formula target or the adaptive estimate",
      request: { body: jsonBody(FoodSettingsPatch) },
      responses: { 200: jsonContent(FoodSettings, "The settings"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await updateSettings(viewerContext(c), c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/food-log/{id}",
      summary: "One food log entry",
      request: { params: IdParams },
      responses: { 200: jsonContent(FoodLogEntry, "The entry"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getEntry(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/food-log/{id}",
      summary: "Change an entry's day, meal or portion",
      request: { params: IdParams, body: jsonBody(FoodLogPatch) },
      responses: {
        200: jsonContent(FoodLogEntry, "The entry"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await updateEntry(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  addDeleteOwnRoute(
    router,
    guards,
    { ...common, path: "/food-log/{id}", summary: "Delete a food log entry" },
    deleteEntry,
  );

  return router;
}
