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
