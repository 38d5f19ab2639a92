import { addDays, type ImportRecordOf, periodEnd, splitDuplicates } from "@vitalog/domain";
import type { ModuleImporter } from "../../modules/module.ts";
import {
  deleteImportedCycleRows,
  extendImportedPeriod,
  insertImportedCycleDays,
  insertImportedPeriod,
  listCycleDayDatesBetween,
  listPeriodsTouching,
} from "./cycle.repository.ts";

type FlowRecord = ImportRecordOf<"menstrualFlow">;

/**
 * Menstrual flow days from other apps. A day with a known flow becomes a day log unless the
 * person has logged that day already (their log is kept as it is: a duplicate). Bleeding days
 * (all but spotting, which starts no period: ACOG Committee Opinion 651, 2015) that follow one
 * another make a period, unless it would overlap a period the person has (then the days
 * only). A day of unknown flow inside a stored period is a duplicate.
 */
export const cycleImporter: ModuleImporter = {
  types: ["menstrualFlow"],
  async write(ctx, records, importId) {
    const flows = [...(records as readonly FlowRecord[])].sort((a, b) =>
      a.day.localeCompare(b.day),
    );
    if (flows.length === 0) return { added: 0, duplicates: 0 };
    const first = flows[0]?.day ?? "";
    const last = flows[flows.length - 1]?.day ?? "";
    const [loggedDays, periods] = await Promise.all([
      listCycleDayDatesBetween(ctx.db, ctx.viewer.id, first, last),
      listPeriodsTouching(ctx.db, ctx.viewer.id, addDays(first, -1), addDays(last, 1)),
    ]);
    const logged = new Set(loggedDays.map((d) => d.date));
    const inPeriod = (day: string) =>
      periods.some((p) => p.startDate <= day && day <= periodEnd(p));
    const { fresh: unique, duplicates: repeated } = splitDuplicates(flows, {
      keys: new Set(),
      sourceIds: new Set(),
    });
    let duplicates = repeated;
    const fresh = unique.filter((r) => {
      const stored = r.flow === "unspecified" ? inPeriod(r.day) : logged.has(r.day);
      if (stored) duplicates++;
      return !stored;
    });
    if (importId) {
      await insertImportedCycleDays(
        ctx.db,
        ctx.viewer.id,
        importId,
        fresh
          .filter((r) => r.flow !== "unspecified")
          .map((r) => ({ date: r.day, flow: r.flow, sourceId: r.sourceId ?? null })),
      );
      await writePeriods(ctx, importId, fresh, periods);
    }
    return { added: fresh.length, duplicates };
  },
  undo: (ctx, importId) => deleteImportedCycleRows(ctx.db, ctx.viewer.id, importId),
};

/** Runs of consecutive bleeding days as periods, joined to this import's period before them. */
async function writePeriods(
  ctx: Parameters<ModuleImporter["write"]>[0],
  importId: string,
  fresh: readonly FlowRecord[],
  periods: { id: string; startDate: string; endDate: string | null; importId: string | null }[],
) {
  const runs: { start: string; end: string }[] = [];
  for (const { day } of fresh.filter((r) => r.flow !== "spotting")) {
    const run = runs[runs.length - 1];
    if (run && addDays(run.end, 1) >= day) run.end = day > run.end ? day : run.end;
    else runs.push({ start: day, end: day });
  }
  for (const run of runs) {
    const touching = periods.filter(
      (p) => p.startDate <= addDays(run.end, 1) && addDays(periodEnd(p), 1) >= run.start,
    );
    const own = touching.find((p) => p.importId === importId);
    if (touching.some((p) => p.importId !== importId)) continue;
    if (own) {
      if (run.end > periodEnd(own)) {
        await extendImportedPeriod(ctx.db, ctx.viewer.id, importId, own.id, run.end);
        own.endDate = run.end;
      }
      continue;
    }
    const id = await insertImportedPeriod(ctx.db, ctx.viewer.id, importId, {
      startDate: run.start,
      endDate: run.end,
    });
    periods.push({ id, startDate: run.start, endDate: run.end, importId });
  }
}
