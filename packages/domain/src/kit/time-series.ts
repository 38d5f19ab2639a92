import { z } from "zod";

// Both browsers and Node (16+) have them; the domain is built without DOM or Node types.
declare function btoa(data: string): string;
declare function atob(data: string): string;

/** A UUID's text, lower-case, for composing into larger patterns (a storage key, a folder id). */
export const UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const UUID = new RegExp(`^${UUID_PATTERN}$`, "i");
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const DAY_MS = 86_400_000;

/** The earliest instant a time series accepts: anything before is a typing mistake. */
export const EARLIEST_INSTANT_MS = Date.UTC(1900, 0, 1);

/**
 * "Not before 1900" as a schema can publish it, on an ISO instant or day: the year 1901 or later
 * (an instant early on 1900-01-01 with an offset may still fall in 1899 in UTC).
 */
export const NOT_BEFORE_1900_PATTERN = "^(190[1-9]|19[1-9]\\d|[2-9]\\d{3})-";

export const INVALID_CURSOR_MESSAGE = "The page cursor is not valid";
export const INVALID_RANGE_MESSAGE = "The date range is not valid";

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * How far ahead of the server's clock a recorded instant may be and still count as "not in the
 * future": a phone's clock may run a few minutes fast. The one allowance every module uses.
 */
export const CLOCK_ALLOWANCE_MS = 5 * 60_000;

/** Whether an instant (a Date or an ISO string) is not in the future, within CLOCK_ALLOWANCE_MS. */
export function isNotInFuture(value: Date | string, now: Date): boolean {
  const time = (typeof value === "string" ? new Date(value) : value).getTime();
  return !Number.isNaN(time) && time <= now.getTime() + CLOCK_ALLOWANCE_MS;
}

/**
 * Whether a calendar day (YYYY-MM-DD, no time zone) is not in the future: at most tomorrow in
 * UTC, since it is already tomorrow somewhere on Earth when it is today in UTC.
 */
export function isDayNotInFuture(day: string, now: Date): boolean {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const dayMs = Date.UTC(year, month - 1, date);
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return !Number.isNaN(dayMs) && dayMs <= tomorrow;
}

/** Whether an instant lies in 1900-01-01 .. now + 1 day (a day of clock and time-zone slack). */
export function isPlausibleInstant(date: Date, now: number): boolean {
  const time = date.getTime();
  return !Number.isNaN(time) && time >= EARLIEST_INSTANT_MS && time <= now + DAY_MS;
}

/** A keyset position: the row's time and its id, which breaks ties. */
export interface KeysetPosition {
  at: Date;
  id: string;
}

/** An opaque keyset cursor: base64url of "<ISO instant>|<uuid>". */
export function encodeCursor(position: KeysetPosition): string {
  return btoa(`${position.at.toISOString()}|${position.id}`)
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The position a cursor holds, or null when it is not one this API could have issued. */
export function decodeCursor(cursor: string, now: number): KeysetPosition | null {
  if (!BASE64URL.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const [at, id, ...rest] = text.split("|");
  if (rest.length > 0 || !at || !id || !ISO_INSTANT.test(at) || !isUuid(id)) return null;
  const date = new Date(at);
  if (!isPlausibleInstant(date, now)) return null;
  return { at: date, id: id.toLowerCase() };
}

/**
 * The `cursor` query parameter of a paged list: the `nextCursor` the previous page returned,
 * opaque, in base64url; absent or empty for the first page. Only cursors a list issued are
 * accepted (400 with `message` otherwise), which no schema can state.
 */
export function pageCursor(message: string = INVALID_CURSOR_MESSAGE, maxLength = 200) {
  return z
    .string()
    .max(maxLength, message)
    .regex(/^[A-Za-z0-9_-]*$/, message)
    .meta({ description: "The `nextCursor` of the previous page, as returned (opaque)" })
    .optional();
}

/**
 * The query of a time-series list: `limit` (the module's default and maximum), an opaque
 * `cursor`, and an optional `from`/`to` range (ISO instants, inclusive).
 */
export function timeSeriesListQuery({
  defaultLimit,
  maxLimit,
}: {
  defaultLimit: number;
  maxLimit: number;
}) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    cursor: pageCursor(),
    from: z.iso.datetime({ offset: true }).meta({ pattern: NOT_BEFORE_1900_PATTERN }).optional(),
    to: z.iso.datetime({ offset: true }).meta({ pattern: NOT_BEFORE_1900_PATTERN }).optional(),
  });
}
export type TimeSeriesListQuery = z.infer<ReturnType<typeof timeSeriesListQuery>>;

/** One page of a time series, newest first; `nextCursor` is null on the last page. */
export function timeSeriesPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
