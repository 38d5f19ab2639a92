import { decodeCursor, isUuid, type KeysetPosition } from "@vitalog/domain";
import { AppError } from "../errors.ts";

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const COUNT = /^n(\d{1,15})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const TEXT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What a list is sorted by besides the row's id: a `count` (a whole number of votes, members,
 * cents; never negative) or an `instant`.
 */
export type SortKey = "count" | "instant";
type ValueOf<K extends SortKey> = K extends "count" ? number : Date;
export type SortValues<K extends readonly SortKey[]> = { [I in keyof K]: ValueOf<K[I]> };

/** Where a page ends: the last row's sort value(s), and its id (which breaks ties). */
export interface SortPosition<V extends readonly unknown[]> {
  values: V;
  id: string;
}

/** An opaque cursor for one list's sort order, issued and read by the same definition. */
export interface KeysetCursor<V extends readonly unknown[]> {
  encode(position: SortPosition<V>): string;
  /** The position a cursor holds, or null when this list could not have issued it. */
  decode(cursor: string): SortPosition<V> | null;
  /** A request's cursor: none when absent or empty, a 400 on `cursor` with `message` if forged. */
  read(cursor: string | undefined, message: string): SortPosition<V> | undefined;
}

function encodeValue(kind: SortKey, value: number | Date): string {
  return kind === "count" ? `n${value as number}` : (value as Date).toISOString();
}

function decodeValue(kind: SortKey, text: string): number | Date | null {
  if (kind === "count") {
    const digits = COUNT.exec(text)?.[1];
    const count = digits === undefined ? Number.NaN : Number(digits);
    return Number.isSafeInteger(count) ? count : null;
  }
  if (!ISO_INSTANT.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The cursor of a list sorted by `keys` then id: base64url of "<value>|…|<id>", a count written
 * `n42`, an instant in ISO form. Ids are UUIDs, or with `id: "text"` short word-like strings.
 */
export function keysetCursor<const K extends readonly SortKey[]>(
  keys: K,
  { id: idKind = "uuid" }: { id?: "uuid" | "text" } = {},
): KeysetCursor<SortValues<K>> {
  const decode = (cursor: string): SortPosition<SortValues<K>> | null => {
    if (!BASE64URL.test(cursor)) return null;
    const parts = Buffer.from(cursor, "base64url").toString("latin1").split("|");
    const id = parts.pop();
    if (parts.length !== keys.length || id === undefined) return null;
    if (idKind === "uuid" ? !isUuid(id) : !TEXT_ID.test(id)) return null;
    const values = keys.map((kind, index) => decodeValue(kind, parts[index] ?? ""));
    if (values.some((value) => value === null)) return null;
    return {
      values: values as unknown as SortValues<K>,
      id: idKind === "uuid" ? id.toLowerCase() : id,
    };
  };
  return {
    encode: ({ values, id }) =>
      Buffer.from(
        [...keys.map((kind, index) => encodeValue(kind, values[index] as number | Date)), id].join(
          "|",
        ),
        "latin1",
      ).toString("base64url"),
    decode,
    read(cursor, message) {
      if (!cursor) return undefined;
      const position = decode(cursor);
      if (!position) throw AppError.invalid("cursor", message);
      return position;
    },
  };
}

/**
 * The position of a request's optional cursor on a time-sorted list, in the time-series kit's
 * format (domain `decodeCursor`); a 400 on `cursor` with `message` when it is not valid.
 */
export function readTimeCursor(
  cursor: string | undefined,
  now: Date,
  message: string,
): KeysetPosition | undefined {
  if (!cursor) return undefined;
  const position = decodeCursor(cursor, now.getTime());
  if (!position) throw AppError.invalid("cursor", message);
  return position;
}

/**
 * One page from `limit + 1` rows read past the cursor: the first `limit` as items, and the
 * cursor of the last of them when there are more.
 */
export function keysetPage<Row, Item>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (row: Row) => string,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  };
}
