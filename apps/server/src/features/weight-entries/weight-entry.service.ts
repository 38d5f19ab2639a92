import {
  type WeightEntry,
  type WeightEntryInput,
  type WeightEntryList,
  type WeightEntryListQuery,
  type WeightEntryPatch,
  WeightMessage,
} from "@vitalog/domain";
import type { UserContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { decodeCursor, encodeCursor, isUuid } from "./weight-entry.cursor.ts";
import {
  deleteWeightEntryRow,
  findWeightEntryRow,
  insertWeightEntryRow,
  listWeightEntryRows,
  updateWeightEntryRow,
  type WeightEntryRow,
  type WeightEntryValues,
} from "./weight-entry.repository.ts";

const INVALID_CURSOR = "The page cursor is not valid";
const INVALID_RANGE = "The date range is not valid";
/** Instants outside these bounds are typing mistakes, and PostgreSQL rejects year 0. */
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(10_000, 0, 1);

function instant(value: string, field: string, message: string): Date {
  const date = new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time) || time < EARLIEST || time >= LATEST) {
    throw new AppError("VALIDATION_FAILED", message, { [field]: message });
  }
  return date;
}

function toWeightEntry(row: WeightEntryRow): WeightEntry {
  return {
    id: row.id,
    weightKg: row.weightKg,
    measuredAt: row.measuredAt.toISOString(),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function notFound(): AppError {
  return new AppError("NOT_FOUND", WeightMessage.notFound);
}

/** A page of the person's entries, newest first; `nextCursor` is null on the last page. */
export async function listWeightEntries(
  ctx: UserContext,
  query: WeightEntryListQuery,
): Promise<WeightEntryList> {
  const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (before === null)
    throw new AppError("VALIDATION_FAILED", INVALID_CURSOR, { cursor: INVALID_CURSOR });
  const rows = await listWeightEntryRows(ctx.db, ctx.userId, {
    limit: query.limit + 1,
    ...(before ? { before } : {}),
    ...(query.from ? { from: instant(query.from, "from", INVALID_RANGE) } : {}),
    ...(query.to ? { to: instant(query.to, "to", INVALID_RANGE) } : {}),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toWeightEntry),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

export async function getWeightEntry(ctx: UserContext, id: string): Promise<WeightEntry> {
  const row = isUuid(id) ? await findWeightEntryRow(ctx.db, ctx.userId, id) : null;
  if (!row) throw notFound();
  return toWeightEntry(row);
}

export async function createWeightEntry(
  ctx: UserContext,
  input: WeightEntryInput,
): Promise<WeightEntry> {
  const row = await insertWeightEntryRow(ctx.db, ctx.userId, {
    weightKg: input.weightKg,
    measuredAt: instant(input.measuredAt, "measuredAt", WeightMessage.dateRequired),
    note: input.note ?? null,
  });
  return toWeightEntry(row);
}

export async function updateWeightEntry(
  ctx: UserContext,
  id: string,
  patch: WeightEntryPatch,
): Promise<WeightEntry> {
  if (!isUuid(id)) throw notFound();
  const changes: Partial<WeightEntryValues> = {};
  if (patch.weightKg !== undefined) changes.weightKg = patch.weightKg;
  if (patch.measuredAt !== undefined) {
    changes.measuredAt = instant(patch.measuredAt, "measuredAt", WeightMessage.dateRequired);
  }
  if (patch.note !== undefined) changes.note = patch.note;
  const row = await updateWeightEntryRow(ctx.db, ctx.userId, id, changes);
  if (!row) throw notFound();
  return toWeightEntry(row);
}

export async function deleteWeightEntry(ctx: UserContext, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteWeightEntryRow(ctx.db, ctx.userId, id))) throw notFound();
}
