import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSignInPrompt } from "../app/sign-in-prompt.tsx";
import { apiFetch } from "../lib/api.ts";

/** An entry of a user-owned time series: anything with an id. */
export type SeriesItem = { id: string };

/** One page of `GET <base>?limit&cursor&from&to`, newest first. */
export type SeriesPage<Item> = { items: Item[]; nextCursor: string | null };

export type SeriesListParams = {
  limit: number;
  cursor?: string | null | undefined;
  /** ISO instants, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
};

/** Where a series is read from: the API for a member, the demo data in the preview. */
export interface SeriesSource<Item> {
  page(params: SeriesListParams, signal?: AbortSignal): Promise<SeriesPage<Item>>;
  one(id: string, signal?: AbortSignal): Promise<Item>;
}

/** The largest page the list API gives. */
export const SERIES_PAGE_MAX = 100;

/** Every entry between `from` and `to` (newest first), page by page, at most `max` of them. */
export async function readEntries<Item>(
  source: SeriesSource<Item>,
  {
    from,
    to,
    max = Number.POSITIVE_INFINITY,
  }: { from?: string | undefined; to?: string | undefined; max?: number },
  signal?: AbortSignal,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: SeriesPage<Item> = await source.page(
      { limit: SERIES_PAGE_MAX, cursor, from, to },
      signal,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && items.length < max);
  return items.slice(0, max);
}

/**
 * A figure computed from entries (a summary, a chart's points), defined once for both sides:
 * a member's `fetch` reads only the entries it needs, the preview hands over all its demo
 * entries, and `select` computes the figure from either.
 */
export interface SeriesView<Item, T> {
  /** Names the view under the series' list keys (["summary"], ["chart", "90d"]). */
  key: readonly unknown[];
  fetch: (source: SeriesSource<Item>, now: Date, signal?: AbortSignal) => Promise<readonly Item[]>;
  select: (entries: readonly Item[], now: Date) => T;
}

/** The preview's side: its entries are at hand, so every query starts with its data. */
export interface SeriesDemo<Item> {
  /** The demo entries, made once when the preview is first shown. */
  entries: (now: Date) => readonly Item[];
  /** Names the feature in the sign-in prompt ("weight:demo.promptFeature"). */
  promptFeatureKey: string;
}

export type SeriesKeys = ReturnType<typeof seriesKeys>;

/** The query-key factory: `lists()` is invalidated by every write, `detail(id)` is one entry. */
export function seriesKeys(root: readonly unknown[]) {
  return {
    all: () => [...root] as const,
    lists: () => [...root, "list"] as const,
    pages: () => [...root, "list", "pages"] as const,
    list: (...parts: readonly unknown[]) => [...root, "list", ...parts] as const,
    details: () => [...root, "detail"] as const,
    detail: (id: string) => [...root, "detail", id] as const,
  };
}

/** Thrown by a preview's writes, after the sign-in prompt opened: nothing was saved. */
export class SignInRequiredError extends Error {
  constructor() {
    super("sign in required");
    this.name = "SignInRequiredError";
  }
}

export interface TimeSeriesOptions<Item> {
  /** The root of the series' query keys ("weight-entries"). */
  key: string;
  /** Entries per page of the infinite list. */
  pageSize: number;
  /** The instant an entry is filed under (ISO), for the preview's from/to filters. */
  timeOf: (item: Item) => string;
}

/** A page of in-memory entries, filtered and paged like the list API (the cursor is an offset). */
export function pageOf<Item>(
  all: readonly Item[],
  timeOf: (item: Item) => string,
  { limit, cursor, from, to }: SeriesListParams,
): SeriesPage<Item> {
  const fromMs = from ? Date.parse(from) : Number.NEGATIVE_INFINITY;
  const toMs = to ? Date.parse(to) : Number.POSITIVE_INFINITY;
  const inRange = [...all]
    .sort((a, b) => timeOf(b).localeCompare(timeOf(a)))
    .filter((item) => {
      const at = Date.parse(timeOf(item));
      return at >= fromMs && at <= toMs;
    });
  const start = cursor ? Number(cursor) : 0;
  const items = inRange.slice(start, start + limit);
  const next = start + limit;
  return { items, nextCursor: next < inRange.length ? String(next) : null };
}

export interface TimeSeriesApi<Item extends SeriesItem, Input, Patch> {
  readonly basePath: string;
  readonly options: TimeSeriesOptions<Item>;
  readonly isPreview: boolean;
  readonly keys: SeriesKeys;
  readonly source: SeriesSource<Item>;
  readonly pageSize: number;
  /** One page (`limit`, `from`, `to`); keyed by its parameters. */
  useList(params: SeriesListParams): ReturnType<typeof useQuery<SeriesPage<Item>>>;
  /** The list newest first, a page of `pageSize` at a time. */
  useInfinite(): ReturnType<
    typeof useInfiniteQuery<
      SeriesPage<Item>,
      Error,
      InfiniteData<SeriesPage<Item>>,
      readonly unknown[],
      string | null
    >
  >;
  useDetail(id: string): ReturnType<typeof useQuery<Item>>;
  /** A view; `keepPrevious` keeps showing the last answer while another key loads. */
  useView<T>(
    view: SeriesView<Item, T>,
    options?: { keepPrevious?: boolean },
  ): ReturnType<typeof useQuery<T>>;
  useCreate(): ReturnType<typeof useMutation<Item, Error, Input>>;
  useUpdate(id: string): ReturnType<typeof useMutation<Item, Error, Patch>>;
  /**
   * Deletes one item. With `leaveTo` (a page showing that item: its detail or edit page), a
   * successful delete goes there in place of the page's history entry, so Back never returns to
   * the item that is gone ("Entry not found").
   */
  useDelete(
    id: string,
    options?: { leaveTo?: string },
  ): ReturnType<typeof useMutation<void, Error, void>>;
  /**
   * In the preview, what a control that leads to a write (Add, Edit) calls instead: the sign-in
   * prompt. Undefined for a member, whose controls work as they are.
   */
  useWriteGate(): (() => void) | undefined;
}

function httpSource<Item>(basePath: string): SeriesSource<Item> {
  return {
    page({ limit, cursor, from, to }, signal) {
      const params = new URLSearchParams({ limit: String(limit) });
      if (cursor) params.set("cursor", cursor);
      if (from) params.set("from", from);
      if (to) params.set("to", to);
      return apiFetch<SeriesPage<Item>>(`${basePath}?${params}`, { signal });
    },
    one(id, signal) {
      return apiFetch<Item>(`${basePath}/${encodeURIComponent(id)}`, { signal });
    },
  };
}

function invalidateLists(queryClient: QueryClient, keys: SeriesKeys) {
  return queryClient.invalidateQueries({ queryKey: keys.lists() });
}

/** The sign-in prompt naming the demo's feature. */
function useDemoPrompt(featureKey: string): () => void {
  const prompt = useSignInPrompt();
  const { t } = useTranslation();
  return () => prompt.open(t(featureKey));
}

function buildSeries<Item extends SeriesItem, Input, Patch>(
  basePath: string,
  options: TimeSeriesOptions<Item>,
  demoOptions: SeriesDemo<Item> | null,
): TimeSeriesApi<Item, Input, Patch> {
  const keys = seriesKeys(demoOptions ? ["preview", options.key] : [options.key]);
  let demoEntries: readonly Item[] | undefined;
  const demo = demoOptions && {
    entries: () => {
      demoEntries ??= demoOptions.entries(new Date());
      return demoEntries;
    },
    usePrompt: () => useDemoPrompt(demoOptions.promptFeatureKey),
  };
  const source: SeriesSource<Item> = demo
    ? {
        page: async (params) => pageOf(demo.entries(), options.timeOf, params),
        one: async (id) => {
          const found = demo.entries().find((e) => e.id === id);
          if (!found) throw new Error(`no demo entry ${id}`);
          return found;
        },
      }
    : httpSource<Item>(basePath);
  // The preview's data never changes, so it is there from the first render and never refetched.
  const initial = <T>(compute: () => T | undefined) =>
    demo ? { initialData: compute, staleTime: Number.POSITIVE_INFINITY } : {};

  const listOptions = (params: SeriesListParams) =>
    queryOptions({
      queryKey: keys.list("page", params),
      queryFn: ({ signal }) => source.page(params, signal),
      ...initial(() => (demo ? pageOf(demo.entries(), options.timeOf, params) : undefined)),
    });

  const infiniteOptions = () =>
    infiniteQueryOptions({
      queryKey: keys.pages() as readonly unknown[],
      queryFn: ({ pageParam, signal }) =>
        source.page({ limit: options.pageSize, cursor: pageParam }, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last: SeriesPage<Item>) => last.nextCursor,
      ...initial(() =>
        demo
          ? {
              pages: [pageOf(demo.entries(), options.timeOf, { limit: options.pageSize })],
              pageParams: [null],
            }
          : undefined,
      ),
    });

  const detailOptions = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => source.one(id, signal),
      ...initial(() => demo?.entries().find((e) => e.id === id)),
    });

  const viewOptions = <T>(view: SeriesView<Item, T>) =>
    queryOptions({
      queryKey: keys.list(...view.key),
      queryFn: async ({ signal }) => {
        const now = new Date();
        return view.select(await view.fetch(source, now, signal), now);
      },
      ...initial(() => (demo ? view.select(demo.entries(), new Date()) : undefined)),
    });

  const useRefusedWrite = <Args>() => {
    const prompt = demo?.usePrompt();
    return useMutation<never, Error, Args>({
      mutationFn: async () => {
        prompt?.();
        throw new SignInRequiredError();
      },
    });
  };

  return {
    basePath,
    options,
    isPreview: demo !== null,
    keys,
    source,
    pageSize: options.pageSize,
    useList: (params) => useQuery(listOptions(params)),
    useInfinite: () => useInfiniteQuery(infiniteOptions()),
    useDetail: (id) => useQuery(detailOptions(id)),
    useView: (view, viewOptions_ = {}) =>
      useQuery({
        ...viewOptions(view),
        ...(viewOptions_.keepPrevious ? { placeholderData: keepPreviousData } : {}),
      }),
    useCreate: () => {
      const queryClient = useQueryClient();
      const refused = useRefusedWrite<Input>();
      const mutation = useMutation({
        mutationFn: (input: Input) => apiFetch<Item>(basePath, { method: "POST", json: input }),
        onSuccess: (entry: Item) => {
          queryClient.setQueryData(keys.detail(entry.id), entry);
          return invalidateLists(queryClient, keys);
        },
      });
      return demo ? refused : mutation;
    },
    useUpdate: (id) => {
      const queryClient = useQueryClient();
      const refused = useRefusedWrite<Patch>();
      const mutation = useMutation({
        mutationFn: (patch: Patch) =>
          apiFetch<Item>(`${basePath}/${encodeURIComponent(id)}`, {
            method: "PATCH",
            json: patch,
          }),
        onSuccess: (entry: Item) => {
          queryClient.setQueryData(keys.detail(entry.id), entry);
          return invalidateLists(queryClient, keys);
        },
      });
      return demo ? refused : mutation;
    },
    useDelete: (id, options = {}) => {
      const queryClient = useQueryClient();
      const navigate = useNavigate();
      const refused = useRefusedWrite<void>();
      const mutation = useMutation({
        mutationFn: () =>
          apiFetch<void>(`${basePath}/${encodeURIComponent(id)}`, { method: "DELETE" }),
        onSuccess: () => {
          if (options.leaveTo) void navigate(options.leaveTo, { replace: true });
          queryClient.removeQueries({ queryKey: keys.detail(id), exact: true });
          queryClient.setQueryData<InfiniteData<SeriesPage<Item>>>(keys.pages(), (data) =>
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
          return invalidateLists(queryClient, keys);
        },
      });
      return demo ? refused : mutation;
    },
    useWriteGate: () => demo?.usePrompt(),
  };
}

/**
 * The queries and mutations of a user-owned time series at `basePath` (`GET <base>?limit&cursor&
 * from&to` → `{ items, nextCursor }`, `GET|PATCH|DELETE <base>/:id`, `POST <base>`). Writes
 * update the entry's cache and refresh every list.
 */
export function createTimeSeriesApi<Item extends SeriesItem, Input, Patch>(
  basePath: string,
  options: TimeSeriesOptions<Item>,
): TimeSeriesApi<Item, Input, Patch> {
  return buildSeries<Item, Input, Patch>(basePath, options, null);
}

/**
 * The preview's twin of a series: the same queries over the module's demo entries, read-only.
 * Any write opens the sign-in prompt instead and saves nothing.
 */
export function createPreviewTwin<Item extends SeriesItem, Input, Patch>(
  api: TimeSeriesApi<Item, Input, Patch>,
  demo: SeriesDemo<Item>,
): TimeSeriesApi<Item, Input, Patch> {
  return buildSeries<Item, Input, Patch>(api.basePath, api.options, demo);
}
