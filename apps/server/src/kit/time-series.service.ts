import {
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR_MESSAGE,
  INVALID_RANGE_MESSAGE,
  isNotInFuture,
  isPlausibleInstant,
  isUuid,
  type KeysetPosition,
  type TimeSeriesListQuery,
} from "@vitalog/domain";
import { AppError } from "../errors.ts";
import type { KeysetPageQuery } from "./time-series.repository.ts";

/** An ISO instant from a request, or a 400 naming the field when it is not a plausible one. */
export function instantOf(value: string, field: string, message: string, now: Date): Date {
  const date = new Date(value);
  if (!isPlausibleInstant(date, now.getTime())) throw AppError.invalid(field, message);
  return date;
}

/**
 * The one "not in the future" rule (domain isNotInFuture, with its clock allowance): a 400 on
 * `field` with the module's message when the instant is later than now.
 */
export function notInFuture(value: string | Date, field: string, message: string, now: Date) {
  if (!isNotInFuture(value, now)) throw AppError.invalid(field, message);
}

/** The repository query for a list request: `limit + 1` rows, cursor and range checked (400). */
export function keysetPageQuery(query: TimeSeriesListQuery, now: Date): KeysetPageQuery {
  const before = query.cursor ? decodeCursor(query.cursor, now.getTime()) : undefined;
  if (before === null) throw AppError.invalid("cursor", INVALID_CURSOR_MESSAGE);
  return {
    limit: query.limit + 1,
    ...(before ? { before } : {}),
    ...(query.from ? { from: instantOf(query.from, "from", INVALID_RANGE_MESSAGE, now) } : {}),
    ...(query.to ? { to: instantOf(query.to, "to", INVALID_RANGE_MESSAGE, now) } : {}),
  };
}

/** The reply for `limit + 1` rows: the first `limit` as items, and the cursor after them. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => KeysetPosition,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null,
  };
}

/**
 * Loads a row the person owns or throws 404 with the module's message: an id that is not a
 * UUID, another person's id and a deleted row all look the same.
 */
export async function ownedOr404<Row>(
  id: string,
  find: (id: string) => Promise<Row | null>,
  notFoundMessage: string,
): Promise<Row> {
  const row = isUuid(id) ? await find(id) : null;
  if (!row) throw new AppError("NOT_FOUND", notFoundMessage);
  return row;
}
