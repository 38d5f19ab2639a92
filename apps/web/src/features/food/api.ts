import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
} from "@tanstack/react-query";
import {
  demoFood,
  demoFoodTargets,
  FOOD_SEARCH_LIMIT,
  type Food,
  type FoodDay,
  type FoodDemo,
  type FoodInput,
  type FoodLogEntry,
  type FoodLogInput,
  type FoodLogPatch,
  type FoodTargets,
  type FoodWeek,
  foodDayTotals,
  makeEntry,
  resolvePortion,
  searchFoods,
  type TargetSource,
  weekDays,
} from "@vitalog/domain";
import { defineModuleData, demoQuery } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";
import { localToday } from "../../lib/local-day.ts";

type Options<T> = UseQueryOptions<T, Error, T, QueryKey>;

/** The food log's query-option factories, the same for a member and for the demo. */
export interface FoodQueries {
  /** Every query of the module: what a write refreshes. */
  all(): QueryKey;
  day(date: string): Options<FoodDay>;
  /** The seven days ending on `end`. */
  week(end: string): Options<FoodWeek>;
  targets(): Options<FoodTargets>;
  recent(): Options<Food[]>;
  favourites(): Options<Food[]>;
  /** The foods matching a search text (none asked for an empty one). */
  search(text: string): Options<Food[]>;
}

const ROOT: QueryKey = ["food"];
const keyOf = (...parts: unknown[]): QueryKey => [...ROOT, ...parts];
const searchOptions = (text: string) =>
  ({ enabled: text.length > 0, placeholderData: keepPreviousData }) as const;

const member: FoodQueries = {
  all: () => ROOT,
  day: (date) =>
    queryOptions({
      queryKey: keyOf("day", date),
      queryFn: ({ signal }): Promise<FoodDay> =>
        api.get("/api/v1/food-log", { query: { date }, signal }),
    }),
  week: (end) =>
    queryOptions({
      queryKey: keyOf("week", end),
      queryFn: ({ signal }): Promise<FoodWeek> =>
        api.get("/api/v1/food-log/week", { query: { end }, signal }),
    }),
  targets: () =>
    queryOptions({
      queryKey: keyOf("targets"),
      queryFn: ({ signal }): Promise<FoodTargets> =>
        api.get("/api/v1/food-log/targets", { signal }),
    }),
  recent: () =>
    queryOptions({
      queryKey: keyOf("recent"),
      queryFn: async ({ signal }): Promise<Food[]> =>
        (await api.get("/api/v1/foods/recent", { signal })).items,
    }),
  favourites: () =>
    queryOptions({
      queryKey: keyOf("favourites"),
      queryFn: async ({ signal }): Promise<Food[]> =>
        (await api.get("/api/v1/foods/favourites", { signal })).items,
    }),
  search: (text) =>
    queryOptions({
      queryKey: keyOf("search", text),
      queryFn: async ({ signal }): Promise<Food[]> =>
        (await api.get("/api/v1/foods", { query: { q: text }, signal })).items,
      staleTime: 60_000,
      ...searchOptions(text),
    }),
};

// The demo: a demo person's three weeks of meals, held in memory for the visit. Adding,
// changing and removing entries, favourites and the target choice change only that memory;
// nothing reaches the server. Creating a food opens the sign-in prompt.

interface DemoState extends FoodDemo {
  foods: Food[];
  entries: FoodLogEntry[];
  targetSource: TargetSource;
  added: number;
}

let demoState: DemoState | null = null;

function demo(): DemoState {
  if (!demoState) {
    const made = demoFood(localToday());
    demoState = { ...made, foods: [...made.foods], targetSource: "formula", added: 0 };
  }
  return demoState;
}

const update = (change: (state: DemoState) => Partial<DemoState>) => {
  const state = demo();
  demoState = { ...state, ...change(state) };
};

const demoTargets = () => demoFoodTargets(demo(), localToday(), demo().targetSource);

function demoRecent(): Food[] {
  const { entries, foods } = demo();
  const seen = new Set<string>();
  const out: Food[] = [];
  for (const entry of [...entries].reverse()) {
    const food = foods.find((f) => f.id === entry.foodId);
    if (food && !seen.has(food.id)) {
      seen.add(food.id);
      out.push(food);
    }
  }
  return out.slice(0, 10);
}

const demoQueries: FoodQueries = {
  all: () => ["preview", ...ROOT],
  day: (date) =>
    demoQuery(keyOf("day", date), () => {
      const targets = demoTargets();
      const entries = demo().entries.filter((e) => e.date === date);
      return {
        date,
        entries,
        ...foodDayTotals(entries),
        targetKcal: targets.targetKcal,
        targetSource: targets.appliedSource,
      };
    }),
  week: (end) =>
    demoQuery(keyOf("week", end), () => {
      const targets = demoTargets();
      return {
        from: weekDays([], end)[0]?.date ?? end,
        to: end,
        days: weekDays(demo().entries, end),
        targetKcal: targets.targetKcal,
        targetSource: targets.appliedSource,
      };
    }),
  targets: () => demoQuery(keyOf("targets"), demoTargets),
  recent: () => demoQuery(keyOf("recent"), demoRecent),
  favourites: () => demoQuery(keyOf("favourites"), () => demo().foods.filter((f) => f.isFavourite)),
  search: (text) => ({
    ...demoQuery(keyOf("search", text), () => searchFoods(demo().foods, text, FOOD_SEARCH_LIMIT)),
    ...searchOptions(text),
  }),
};

/** The food log, its targets and the foods; the demo in the preview. */
export const foodData = defineModuleData({
  name: "food",
  preview: { kind: "demo", promptFeatureKey: "food:demo.promptFeature" },
  member,
  demo: demoQueries,
});

const refreshAll = (q: FoodQueries) => [q.all()];

/** Logs a portion of a food; in the demo, in memory. */
export function useLogFood() {
  return foodData.useMutation({
    mutationFn: (input: FoodLogInput) => api.post("/api/v1/food-log", { body: input }),
    invalidate: refreshAll,
    demoFn: async (input: FoodLogInput) => {
      const food = demo().foods.find((f) => f.id === input.foodId);
      if (!food) return undefined;
      const portion = resolvePortion(food.servings, input);
      if (!portion.ok) throw new Error(portion.message);
      const added = demo().added + 1;
      const entry = makeEntry(food, {
        id: `demo-added-${added}`,
        date: input.date,
        meal: input.meal,
        grams: portion.grams,
        servings: portion.servings,
        serving: portion.serving,
        at: new Date().toISOString(),
      });
      update((s) => ({ added, entries: [...s.entries, entry] }));
      return entry;
    },
    invalidateDemo: refreshAll,
  });
}

/** Changes a logged portion; in the demo, in memory. */
export function useChangeEntry() {
  return foodData.useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: FoodLogPatch }) =>
      api.patch("/api/v1/food-log/{id}", { path: { id }, body: patch }),
    invalidate: refreshAll,
    demoFn: async ({ id, patch }: { id: string; patch: FoodLogPatch }) => {
      update((s) => ({
        entries: s.entries.map((e) => {
          if (e.id !== id) return e;
          const food = s.foods.find((f) => f.id === e.foodId);
          const portion = resolvePortion(food?.servings ?? [], {
            grams: patch.grams ?? (patch.servings === undefined ? e.grams : undefined),
            servings: patch.servings,
            serving: patch.serving ?? e.serving ?? undefined,
          });
          if (!portion.ok || !food) return e;
          return makeEntry(food, {
            id: e.id,
            date: patch.date ?? e.date,
            meal: patch.meal ?? e.meal,
            grams: portion.grams,
            servings: portion.servings,
            serving: portion.serving,
            at: e.createdAt,
          });
        }),
      }));
      return undefined;
    },
    invalidateDemo: refreshAll,
  });
}

/** Removes a logged portion; in the demo, in memory. */
export function useDeleteEntry() {
  return foodData.useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/food-log/{id}", { path: { id } }),
    invalidate: refreshAll,
    demoFn: async (id: string) => {
      update((s) => ({ entries: s.entries.filter((e) => e.id !== id) }));
      return undefined;
    },
    invalidateDemo: refreshAll,
  });
}

/** Marks a food a favourite or takes the mark away; in the demo, in memory. */
export function useToggleFavourite() {
  return foodData.useMutation({
    mutationFn: (food: Food) =>
      food.isFavourite
        ? api.delete("/api/v1/foods/{id}/favourite", { path: { id: food.id } })
        : api.put("/api/v1/foods/{id}/favourite", { path: { id: food.id } }),
    invalidate: refreshAll,
    demoFn: async (food: Food) => {
      update((s) => ({
        foods: s.foods.map((f) => (f.id === food.id ? { ...f, isFavourite: !f.isFavourite } : f)),
      }));
      return undefined;
    },
    invalidateDemo: refreshAll,
  });
}

/** Chooses the formula or the adaptive target; in the demo, in memory. */
export function useChooseTarget() {
  return foodData.useMutation({
    mutationFn: (targetSource: TargetSource) =>
      api.patch("/api/v1/food-log/settings", { body: { targetSource } }),
    invalidate: refreshAll,
    demoFn: async (targetSource: TargetSource) => {
      update(() => ({ targetSource }));
      return undefined;
    },
    invalidateDemo: refreshAll,
  });
}

/** Creates a custom food (the demo asks to sign in). */
export function useCreateFood() {
  return foodData.useMutation({
    mutationFn: (input: FoodInput): Promise<Food> => api.post("/api/v1/foods", { body: input }),
    invalidate: refreshAll,
  });
}
