import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useQueryClient,
} from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { defineModuleData, type ModuleData } from "./data.ts";
import {
  pageOf,
  type SeriesItem,
  type SeriesKeys,
  type SeriesListParams,
  type SeriesPage,
  type SeriesSource,
  type SeriesView,
  seriesKeys,
} from "./time-series.ts";

// A user-owned time series (weight entries, fasts, meditation sessions, ...) as a module's data
// contract (kit/data.ts): query-option factories over the typed API client, the same factories
// over the demo entries in the preview, and the entry writes.

/** A list request as the API takes it: undefined parameters are left out. */
export interface SeriesQuery {
  limit: number;
  cursor?: string;
  from?: string;
  to?: string;
}

function seriesQuery({ limit, cursor, from, to }: SeriesListParams): SeriesQuery {
  return { limit, ...(cursor ? { cursor } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** A series' calls on the typed API client, declared by its module. */
export interface SeriesEndpoints<Item, Input, Patch> {
  page(query: SeriesQuery, signal?: AbortSignal): Promise<SeriesPage<Item>>;
  one(id: string, signal?: AbortSignal): Promise<Item>;
  create(input: Input): Promise<Item>;
  update(id: string, patch: Patch): Promise<Item>;
  remove(id: string): Promise<unknown>;
}

/** The query-option factories of a time series. */
export interface SeriesQueries<Item extends SeriesItem> {
  /** Every query of the series. */
  all(): readonly unknown[];
  /** Every list and view: what a write refreshes. */
  lists(): readonly unknown[];
  /** One page (`limit`, `from`, `to`), keyed by its parameters. */
  list(params: SeriesListParams): ReturnType<ReturnType<typeof listOptions<Item>>>;
  /** The list newest first, a page of `pageSize` at a time (`useInfiniteQuery`). */
  pages(): ReturnType<ReturnType<typeof pagesOptions<Item>>>;
  detail(id: string): ReturnType<ReturnType<typeof detailOptions<Item>>>;
  /** A figure computed from entries (`SeriesView`). */
  view<T>(view: SeriesView<Item, T>): ReturnType<ReturnType<typeof viewOptions<Item, T>>>;
}

function listOptions<Item>(keys: SeriesKeys, source: SeriesSource<Item>, initial: Initial<Item>) {
  return (params: SeriesListParams) =>
    queryOptions({
      queryKey: keys.list("page", params),
      queryFn: ({ signal }) => source.page(params, signal),
      ...initial((entries, timeOf) => pageOf(entries, timeOf, params)),
    });
}

function pagesOptions<Item>(
  keys: SeriesKeys,
  source: SeriesSource<Item>,
  pageSize: number,
  initial: Initial<Item>,
) {
  return () =>
    infiniteQueryOptions({
      queryKey: keys.pages() as readonly unknown[],
      queryFn: ({ pageParam, signal }) =>
        source.page({ limit: pageSize, cursor: pageParam }, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last: SeriesPage<Item>) => last.nextCursor,
      ...initial((entries, timeOf) => ({
        pages: [pageOf(entries, timeOf, { limit: pageSize })],
        pageParams: [null],
      })),
    });
}

function detailOptions<Item extends SeriesItem>(
  keys: SeriesKeys,
  source: SeriesSource<Item>,
  initial: Initial<Item>,
) {
  return (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => source.one(id, signal),
      ...initial((entries) => entries.find((e) => e.id === id)),
    });
}

function viewOptions<Item, T>(
  keys: SeriesKeys,
  source: SeriesSource<Item>,
  initial: Initial<Item>,
) {
  return (view: SeriesView<Item, T>) =>
    queryOptions({
      queryKey: keys.list(...view.key),
      queryFn: async ({ signal }) => {
        const now = new Date();
        return view.select(await view.fetch(source, now, signal), now);
      },
      ...initial((entries) => view.select(entries, new Date())),
    });
}

/**
 * The preview's data is there from the first render and never refetched; a member's queries
 * have no initial data.
 */
type Initial<Item> = <T>(
  compute: (entries: readonly Item[], timeOf: (item: Item) => string) => T | undefined,
) => { initialData?: () => T | undefined; staleTime?: number };

function seriesQueries<Item extends SeriesItem>(
  keys: SeriesKeys,
  source: SeriesSource<Item>,
  pageSize: number,
  initial: Initial<Item>,
): SeriesQueries<Item> {
  return {
    all: keys.all,
    lists: keys.lists,
    list: listOptions(keys, source, initial),
    pages: pagesOptions(keys, source, pageSize, initial),
    detail: detailOptions(keys, source, initial),
    view: <T>(view: SeriesView<Item, T>) => viewOptions<Item, T>(keys, source, initial)(view),
  };
}

export interface TimeSeriesDefinition<Item extends SeriesItem, Input, Patch> {
  /** The module's name, and the root of the series' query keys ("weight-entries"). */
  name: string;
  key: string;
  /** Entries per page of the infinite list. */
  pageSize: number;
  /** The instant an entry is filed under (ISO), for the preview's from/to filters. */
  timeOf: (item: Item) => string;
  endpoints: SeriesEndpoints<Item, Input, Patch>;
  /** The preview: the module's demo entries, read-only; without them the preview asks to sign in. */
  demo?: {
    /** The demo entries, made once when the preview is first shown. */
    entries: (now: Date) => readonly Item[];
    /** Names the feature in the sign-in prompt ("weight:demo.promptFeature"). */
    promptFeatureKey: string;
  };
}

export interface TimeSeriesData<Item extends SeriesItem, Input, Patch>
  extends ModuleData<SeriesQueries<Item>> {
  readonly pageSize: number;
  readonly endpoints: SeriesEndpoints<Item, Input, Patch>;
}

/**
 * A user-owned time series as a module's data contract: `GET <base>?limit&cursor&from&to` →
 * `{ items, nextCursor }`, `GET|PATCH|DELETE <base>/:id`, `POST <base>`, and its demo twin.
 */
export function defineTimeSeries<Item extends SeriesItem, Input, Patch>(
  definition: TimeSeriesDefinition<Item, Input, Patch>,
): TimeSeriesData<Item, Input, Patch> {
  const { key, pageSize, timeOf, endpoints, demo } = definition;
  let demoEntries: readonly Item[] | undefined;
  const entries = () => {
    demoEntries ??= demo?.entries(new Date()) ?? [];
    return demoEntries;
  };
  const demoSource: SeriesSource<Item> = {
    page: async (params) => pageOf(entries(), timeOf, params),
    one: async (id) => {
      const found = entries().find((e) => e.id === id);
      if (!found) throw new Error(`no demo entry ${id}`);
      return found;
    },
  };
  const none: Initial<Item> = () => ({});
  const fromDemo: Initial<Item> = (compute) => ({
    initialData: () => compute(entries(), timeOf),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const member = seriesQueries(
    seriesKeys([key]),
    { page: (params, signal) => endpoints.page(seriesQuery(params), signal), one: endpoints.one },
    pageSize,
    none,
  );
  const data = demo
    ? defineModuleData({
        name: definition.name,
        preview: { kind: "demo", promptFeatureKey: demo.promptFeatureKey },
        member,
        demo: seriesQueries(seriesKeys(["preview", key]), demoSource, pageSize, fromDemo),
      })
    : defineModuleData({ name: definition.name, preview: { kind: "sign-in" }, member });
  return { ...data, pageSize, endpoints };
}

/** Records a new entry: the entry's cache is filled and every list refreshed. */
export function useCreateEntry<Item extends SeriesItem, Input, Patch>(
  series: TimeSeriesData<Item, Input, Patch>,
) {
  const queryClient = useQueryClient();
  return series.useMutation<Input, Item>({
    mutationFn: (input) => series.endpoints.create(input),
    invalidate: (q) => [q.lists()],
    onSuccess: (entry) => queryClient.setQueryData(series.member.detail(entry.id).queryKey, entry),
  });
}

/** Changes an entry: its cache is replaced and every list refreshed. */
export function useUpdateEntry<Item extends SeriesItem, Input, Patch>(
  series: TimeSeriesData<Item, Input, Patch>,
  id: string,
) {
  const queryClient = useQueryClient();
  return series.useMutation<Patch, Item>({
    mutationFn: (patch) => series.endpoints.update(id, patch),
    invalidate: (q) => [q.lists()],
    onSuccess: (entry) => queryClient.setQueryData(series.member.detail(entry.id).queryKey, entry),
  });
}

/**
 * Deletes one entry. With `leaveTo` (a page showing that entry: its detail or edit page), a
 * successful delete goes there in place of the page's history entry, so Back never returns to
 * the entry that is gone ("Entry not found").
 */
export function useDeleteEntry<Item extends SeriesItem, Input, Patch>(
  series: TimeSeriesData<Item, Input, Patch>,
  id: string,
  options: { leaveTo?: string } = {},
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return series.useMutation<void, unknown>({
    mutationFn: () => series.endpoints.remove(id),
    invalidate: (q) => [q.lists()],
    onSuccess: () => {
      if (options.leaveTo) void navigate(options.leaveTo, { replace: true });
      queryClient.removeQueries({ queryKey: series.member.detail(id).queryKey, exact: true });
      queryClient.setQueryData<InfiniteData<SeriesPage<Item>>>(
        series.member.pages().queryKey,
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((p) => ({
                  ...p,
                  items: p.items.filter((e) => e.id !== id),
                })),
              }
            : data,
      );
    },
  });
}
