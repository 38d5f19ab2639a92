import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  WeightEntry,
  WeightEntryInput,
  WeightEntryList,
  WeightEntryPatch,
} from "@vitalog/domain";
import { apiFetch } from "../../lib/api.ts";
import { type ChartRange, chartRangeStart, type WeightSummaryData } from "./display.ts";

const BASE = "/api/v1/weight-entries";
export const WEIGHT_LIST_PAGE_SIZE = 30;
const CHART_PAGE_SIZE = 100;
/** Upper bound on points fetched for the "all" range; beyond it the oldest are left out. */
export const CHART_MAX_POINTS = 1000;
const DAY_MS = 86_400_000;

export const weightKeys = {
  all: () => ["weight-entries"] as const,
  lists: () => [...weightKeys.all(), "list"] as const,
  list: () => [...weightKeys.lists(), "pages"] as const,
  chart: (range: ChartRange) => [...weightKeys.lists(), "chart", range] as const,
  summary: () => [...weightKeys.lists(), "summary"] as const,
  details: () => [...weightKeys.all(), "detail"] as const,
  detail: (id: string) => [...weightKeys.details(), id] as const,
};

type ListParams = { limit: number; cursor?: string | null; from?: string; to?: string };

export function fetchWeightEntries(
  { limit, cursor, from, to }: ListParams,
  signal?: AbortSignal,
): Promise<WeightEntryList> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set("cursor", cursor);
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  return apiFetch<WeightEntryList>(`${BASE}?${params}`, { signal });
}

async function fetchWeightSummary(signal?: AbortSignal): Promise<WeightSummaryData> {
  const { items } = await fetchWeightEntries({ limit: 1 }, signal);
  const latest = items[0] ?? null;
  if (!latest) return { latest, baselines: { 7: null, 30: null } };
  const at = new Date(latest.measuredAt).getTime();
  const baselineFor = async (days: number) => {
    const to = new Date(at - days * DAY_MS).toISOString();
    const page = await fetchWeightEntries({ limit: 1, to }, signal);
    return page.items[0] ?? null;
  };
  const [week, month] = await Promise.all([baselineFor(7), baselineFor(30)]);
  return { latest, baselines: { 7: week, 30: month } };
}

async function fetchChartEntries(range: ChartRange, signal?: AbortSignal): Promise<WeightEntry[]> {
  const start = chartRangeStart(range, new Date());
  const from = start?.toISOString();
  const entries: WeightEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: WeightEntryList = await fetchWeightEntries(
      { limit: CHART_PAGE_SIZE, cursor, ...(from ? { from } : {}) },
      signal,
    );
    entries.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && entries.length < CHART_MAX_POINTS);
  return entries.slice(0, CHART_MAX_POINTS);
}

export const weightQueries = {
  summary: () =>
    queryOptions({
      queryKey: weightKeys.summary(),
      queryFn: ({ signal }) => fetchWeightSummary(signal),
    }),
  chart: (range: ChartRange) =>
    queryOptions({
      queryKey: weightKeys.chart(range),
      queryFn: ({ signal }) => fetchChartEntries(range, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: weightKeys.detail(id),
      queryFn: ({ signal }) =>
        apiFetch<WeightEntry>(`${BASE}/${encodeURIComponent(id)}`, { signal }),
    }),
};

/** The entries list, newest first, in keyset pages of 30. */
export function useWeightEntriesQuery() {
  return useInfiniteQuery({
    queryKey: weightKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      fetchWeightEntries({ limit: WEIGHT_LIST_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useWeightSummaryQuery() {
  return useQuery(weightQueries.summary());
}

/** Entries inside a chart range; keeps showing the previous range while the next one loads. */
export function useWeightChartQuery(range: ChartRange) {
  return useQuery({ ...weightQueries.chart(range), placeholderData: keepPreviousData });
}

export function useWeightEntryQuery(id: string) {
  return useQuery(weightQueries.detail(id));
}

function invalidateLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: weightKeys.lists() });
}

export function useCreateWeightEntryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeightEntryInput) =>
      apiFetch<WeightEntry>(BASE, { method: "POST", json: input }),
    onSuccess: (entry) => {
      queryClient.setQueryData(weightKeys.detail(entry.id), entry);
      return invalidateLists(queryClient);
    },
  });
}

export function useUpdateWeightEntryMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: WeightEntryPatch) =>
      apiFetch<WeightEntry>(`${BASE}/${encodeURIComponent(id)}`, { method: "PATCH", json: patch }),
    onSuccess: (entry) => {
      queryClient.setQueryData(weightKeys.detail(entry.id), entry);
      return invalidateLists(queryClient);
    },
  });
}

export function useDeleteWeightEntryMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: weightKeys.detail(id), exact: true });
      queryClient.setQueryData<InfiniteData<WeightEntryList>>(weightKeys.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({ ...p, items: p.items.filter((e) => e.id !== id) })),
            }
          : data,
      );
      return invalidateLists(queryClient);
    },
  });
}
