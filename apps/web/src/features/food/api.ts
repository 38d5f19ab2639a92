import type {
  Food,
  FoodDay,
  FoodInput,
  FoodList,
  FoodLogEntry,
  FoodLogInput,
  FoodLogPatch,
  FoodSettings,
  FoodTargets,
  FoodWeek,
  TargetSource,
} from "@vitalog/domain";
import { apiFetch } from "../../lib/api.ts";

export const FOOD_KEY = ["food"] as const;

export const foodKeys = {
  day: (date: string) => [...FOOD_KEY, "day", date] as const,
  week: (end: string) => [...FOOD_KEY, "week", end] as const,
  targets: () => [...FOOD_KEY, "targets"] as const,
  search: (q: string) => [...FOOD_KEY, "search", q] as const,
  recent: () => [...FOOD_KEY, "recent"] as const,
  favourites: () => [...FOOD_KEY, "favourites"] as const,
};

const q = encodeURIComponent;

export const fetchDay = (date: string, signal?: AbortSignal) =>
  apiFetch<FoodDay>(`/api/v1/food-log?date=${q(date)}`, signal ? { signal } : {});

export const fetchWeek = (end: string, signal?: AbortSignal) =>
  apiFetch<FoodWeek>(`/api/v1/food-log/week?end=${q(end)}`, signal ? { signal } : {});

export const fetchTargets = (signal?: AbortSignal) =>
  apiFetch<FoodTargets>("/api/v1/food-log/targets", signal ? { signal } : {});

export const searchFoods = async (text: string, signal?: AbortSignal) =>
  (await apiFetch<FoodList>(`/api/v1/foods?q=${q(text)}`, signal ? { signal } : {})).items;

export const fetchRecent = async (signal?: AbortSignal) =>
  (await apiFetch<FoodList>("/api/v1/foods/recent", signal ? { signal } : {})).items;

export const fetchFavourites = async (signal?: AbortSignal) =>
  (await apiFetch<FoodList>("/api/v1/foods/favourites", signal ? { signal } : {})).items;

export const logFood = (input: FoodLogInput) =>
  apiFetch<FoodLogEntry>("/api/v1/food-log", { method: "POST", json: input });

export const changeEntry = ({ id, patch }: { id: string; patch: FoodLogPatch }) =>
  apiFetch<FoodLogEntry>(`/api/v1/food-log/${q(id)}`, { method: "PATCH", json: patch });

export const deleteEntry = (id: string) =>
  apiFetch<void>(`/api/v1/food-log/${q(id)}`, { method: "DELETE" });

export const createFood = (input: FoodInput) =>
  apiFetch<Food>("/api/v1/foods", { method: "POST", json: input });

export const setFavourite = ({ id, favourite }: { id: string; favourite: boolean }) =>
  apiFetch<Food>(`/api/v1/foods/${q(id)}/favourite`, { method: favourite ? "PUT" : "DELETE" });

export const saveTargetSource = (targetSource: TargetSource) =>
  apiFetch<FoodSettings>("/api/v1/food-log/settings", {
    method: "PATCH",
    json: { targetSource },
  });
