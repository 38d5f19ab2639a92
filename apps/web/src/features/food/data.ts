import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  demoFood,
  demoFoodTargets,
  FOOD_SEARCH_LIMIT,
  type Food,
  type FoodDay,
  type FoodInput,
  type FoodLogEntry,
  type FoodLogInput,
  type FoodLogPatch,
  type FoodTargets,
  type FoodWeek,
  makeEntry,
  resolvePortion,
  searchFoods as searchDemoFoods,
  sumNutrients,
  type TargetSource,
  weekDays,
} from "@vitalog/domain";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../../app/sign-in-prompt.tsx";
import type { LoadableQuery } from "../../kit/Loadable.tsx";
import { SignInRequiredError } from "../../kit/time-series.ts";
import {
  changeEntry,
  createFood,
  deleteEntry,
  FOOD_KEY,
  fetchDay,
  fetchFavourites,
  fetchRecent,
  fetchTargets,
  fetchWeek,
  foodKeys,
  logFood,
  saveTargetSource,
  searchFoods,
  setFavourite,
} from "./api.ts";

/** What the food page reads and does, from the API for a member or in memory in the demo. */
export interface FoodData {
  isPreview: boolean;
  day: LoadableQuery<FoodDay>;
  week: LoadableQuery<FoodWeek>;
  targets: LoadableQuery<FoodTargets>;
  recent: Food[] | undefined;
  favourites: Food[] | undefined;
  search: { data: Food[] | undefined; isFetching: boolean; isError: boolean };
  add(input: FoodLogInput): Promise<void>;
  change(id: string, patch: FoodLogPatch): Promise<void>;
  remove(id: string): Promise<void>;
  toggleFavourite(food: Food): Promise<void>;
  chooseTarget(source: TargetSource): Promise<void>;
  createFood(input: FoodInput): Promise<Food>;
}

/** A member's food log over the API; writes refresh every food query. */
export function useMemberFood(date: string, weekEnd: string, searchText: string): FoodData {
  const client = useQueryClient();
  const day = useQuery({
    queryKey: foodKeys.day(date),
    queryFn: ({ signal }) => fetchDay(date, signal),
  });
  const week = useQuery({
    queryKey: foodKeys.week(weekEnd),
    queryFn: ({ signal }) => fetchWeek(weekEnd, signal),
  });
  const targets = useQuery({
    queryKey: foodKeys.targets(),
    queryFn: ({ signal }) => fetchTargets(signal),
  });
  const recent = useQuery({
    queryKey: foodKeys.recent(),
    queryFn: ({ signal }) => fetchRecent(signal),
  });
  const favourites = useQuery({
    queryKey: foodKeys.favourites(),
    queryFn: ({ signal }) => fetchFavourites(signal),
  });
  const search = useQuery({
    queryKey: foodKeys.search(searchText),
    queryFn: ({ signal }) => searchFoods(searchText, signal),
    enabled: searchText.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: FOOD_KEY });
  const write = <V, R>(fn: (v: V) => Promise<R>) => ({ mutationFn: fn, onSuccess: refresh });
  const add = useMutation(write(logFood));
  const change = useMutation(write(changeEntry));
  const remove = useMutation(write(deleteEntry));
  const favourite = useMutation(write(setFavourite));
  const target = useMutation(write(saveTargetSource));
  const custom = useMutation(write(createFood));
  return {
    isPreview: false,
    day,
    week,
    targets,
    recent: recent.data,
    favourites: favourites.data,
    search: { data: search.data, isFetching: search.isFetching, isError: search.isError },
    add: async (input) => void (await add.mutateAsync(input)),
    change: async (id, patch) => void (await change.mutateAsync({ id, patch })),
    remove: async (id) => void (await remove.mutateAsync(id)),
    toggleFavourite: async (food) =>
      void (await favourite.mutateAsync({ id: food.id, favourite: !food.isFavourite })),
    chooseTarget: async (source) => void (await target.mutateAsync(source)),
    createFood: (input) => custom.mutateAsync(input),
  };
}

const ready = <T>(data: T): LoadableQuery<T> => ({ data, isError: false, refetch: () => {} });

/**
 * The demo: a demo person's three weeks of meals, kept in this page's memory. Adding and
 * removing change only that memory; nothing reaches the server.
 */
export function usePreviewFood(
  date: string,
  weekEnd: string,
  searchText: string,
  today: string,
): FoodData {
  const { t } = useTranslation("food");
  const prompt = useSignInPrompt();
  const [state, setState] = useState(() => {
    const demo = demoFood(today);
    return { ...demo, foods: [...demo.foods], targetSource: "formula" as TargetSource };
  });
  const added = useRef(0);
  const targets = useMemo(() => demoFoodTargets(state, today, state.targetSource), [state, today]);
  const day = useMemo<FoodDay>(() => {
    const entries = state.entries.filter((e) => e.date === date);
    return {
      date,
      entries,
      totals: sumNutrients(entries.map((e) => e.nutrients)),
      targetKcal: targets.targetKcal,
      targetSource: targets.appliedSource,
    };
  }, [state.entries, date, targets]);
  const week = useMemo<FoodWeek>(
    () => ({
      from: weekDays([], weekEnd)[0]?.date ?? weekEnd,
      to: weekEnd,
      days: weekDays(state.entries, weekEnd),
      targetKcal: targets.targetKcal,
      targetSource: targets.appliedSource,
    }),
    [state.entries, weekEnd, targets],
  );
  const found = useMemo(
    () => searchDemoFoods(state.foods, searchText, FOOD_SEARCH_LIMIT),
    [state.foods, searchText],
  );
  const recent = useMemo(() => {
    const seen = new Set<string>();
    const out: Food[] = [];
    for (const entry of [...state.entries].reverse()) {
      const food = state.foods.find((f) => f.id === entry.foodId);
      if (food && !seen.has(food.id)) {
        seen.add(food.id);
        out.push(food);
      }
    }
    return out.slice(0, 10);
  }, [state]);

  const add = useCallback(
    async (input: FoodLogInput) => {
      const food = state.foods.find((f) => f.id === input.foodId);
      if (!food) return;
      const portion = resolvePortion(food.servings, input);
      if (!portion.ok) throw new Error(portion.message);
      added.current += 1;
      const entry: FoodLogEntry = makeEntry(food, {
        id: `demo-added-${added.current}`,
        date: input.date,
        meal: input.meal,
        grams: portion.grams,
        servings: portion.servings,
        serving: portion.serving,
        at: new Date().toISOString(),
      });
      setState((s) => ({ ...s, entries: [...s.entries, entry] }));
    },
    [state.foods],
  );

  return {
    isPreview: true,
    day: ready(day),
    week: ready(week),
    targets: ready(targets),
    recent,
    favourites: state.foods.filter((f) => f.isFavourite),
    search: { data: searchText ? found : undefined, isFetching: false, isError: false },
    add,
    change: async (id, patch) => {
      setState((s) => ({
        ...s,
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
    },
    remove: async (id) =>
      setState((s) => ({ ...s, entries: s.entries.filter((e) => e.id !== id) })),
    toggleFavourite: async (food) =>
      setState((s) => ({
        ...s,
        foods: s.foods.map((f) => (f.id === food.id ? { ...f, isFavourite: !f.isFavourite } : f)),
      })),
    chooseTarget: async (targetSource) => setState((s) => ({ ...s, targetSource })),
    createFood: async () => {
      prompt.open(t("demo.promptFeature"));
      throw new SignInRequiredError();
    },
  };
}
