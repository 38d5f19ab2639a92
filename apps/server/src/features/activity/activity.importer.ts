import {
  ACTIVITY_LIMITS,
  type ImportRecord,
  type ImportRecordOf,
  isCalendarDate,
  isDayNotInFuture,
  withinRange,
} from "@vitalog/domain";
import type { ModuleImporter } from "../../modules/module.ts";
import {
  deleteActivityOfImport,
  findActivityMatches,
  type ImportedDay,
  saveImportedDays,
} from "./activity-day.repository.ts";

type ActivityRecord = ImportRecordOf<"steps" | "activeMinutes">;

interface DayState extends ImportedDay {
  /** Written by this import (in this batch or an earlier one): its empty figure may be filled. */
  mine: boolean;
}

const FIELD = { steps: "steps", activeMinutes: "activeMinutes" } as const;
const SOURCE_FIELD = { steps: "stepsSourceId", activeMinutes: "activeMinutesSourceId" } as const;

/**
 * Steps and active minutes per day. A day holds one figure of each: a record is a duplicate
 * when its source id is already stored, or when its day already has that figure. A day the
 * person (or another import) recorded keeps its figures; an import only fills the days it
 * writes, so undoing it removes exactly those days. A record no day could hold (not a real
 * day, in the future, outside the bounds) is left out, neither added nor a duplicate.
 */
export const activityImporter: ModuleImporter = {
  types: ["steps", "activeMinutes"],
  async write(ctx, records: readonly ImportRecord[], importId) {
    const now = ctx.now();
    const valid = records.flatMap((r) => {
      if (r.type !== "steps" && r.type !== "activeMinutes") return [];
      const value = Math.round(r.type === "steps" ? r.steps : r.minutes);
      const limits = r.type === "steps" ? ACTIVITY_LIMITS.steps : ACTIVITY_LIMITS.activeMinutes;
      if (!isCalendarDate(r.day) || !isDayNotInFuture(r.day, now)) return [];
      if (!Number.isFinite(value) || !withinRange(value, limits.bounds)) return [];
      return [{ record: r as ActivityRecord, value }];
    });
    const stored = await findActivityMatches(
      ctx.db,
      ctx.viewer.id,
      [...new Set(valid.map((v) => v.record.day))],
      valid.flatMap((v) => (v.record.sourceId ? [v.record.sourceId] : [])),
    );
    const days = new Map<string, DayState>();
    const sources = new Set<string>();
    for (const row of stored) {
      days.set(row.date, { ...row, mine: importId !== null && row.importId === importId });
      if (row.stepsSourceId) sources.add(row.stepsSourceId);
      if (row.activeMinutesSourceId) sources.add(row.activeMinutesSourceId);
    }
    const changed = new Set<string>();
    let added = 0;
    let duplicates = 0;
    for (const { record, value } of valid) {
      const field = FIELD[record.type];
      if (record.sourceId && sources.has(record.sourceId)) {
        duplicates += 1;
        continue;
      }
      let day = days.get(record.day);
      if (!day) {
        day = {
          date: record.day,
          steps: null,
          activeMinutes: null,
          stepsSourceId: null,
          activeMinutesSourceId: null,
          mine: true,
        };
        days.set(record.day, day);
      }
      if (day[field] !== null || !day.mine) {
        duplicates += 1;
        continue;
      }
      day[field] = value;
      day[SOURCE_FIELD[record.type]] = record.sourceId ?? null;
      if (record.sourceId) sources.add(record.sourceId);
      changed.add(record.day);
      added += 1;
    }
    if (importId) {
      await saveImportedDays(
        ctx.db,
        ctx.viewer.id,
        importId,
        [...changed].map((date) => {
          const { mine: _mine, ...day } = days.get(date) as DayState;
          return day;
        }),
      );
    }
    return { added, duplicates };
  },
  undo(ctx, importId) {
    return deleteActivityOfImport(ctx.db, ctx.viewer.id, importId);
  },
};
