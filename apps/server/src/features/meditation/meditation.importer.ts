import {
  type ImportRecordOf,
  importRecordKey,
  knownRecords,
  MEDITATION_MAX_SECONDS,
  MEDITATION_MIN_SECONDS,
  sourceIdsOf,
  splitDuplicates,
} from "@vitalog/domain";
import type { ModuleImporter } from "../../modules/module.ts";
import {
  deleteImportedMeditationSessions,
  insertImportedMeditationSessions,
  listMeditationImportKeys,
} from "./meditation.repository.ts";

const seconds = (r: ImportRecordOf<"mindfulSession">) =>
  Math.round((Date.parse(r.end) - Date.parse(r.start)) / 1000);

/**
 * Mindful sessions from other apps as meditation sessions (start and duration); one outside the
 * module's 1 s to 24 h is left out. The same start and duration, or source id, is a duplicate.
 */
export const meditationImporter: ModuleImporter = {
  types: ["mindfulSession"],
  async write(ctx, records, importId) {
    const sessions = (records as readonly ImportRecordOf<"mindfulSession">[]).filter((r) => {
      const s = seconds(r);
      return s >= MEDITATION_MIN_SECONDS && s <= MEDITATION_MAX_SECONDS;
    });
    if (sessions.length === 0) return { added: 0, duplicates: 0 };
    const times = sessions.map((r) => Date.parse(r.start));
    const stored = await listMeditationImportKeys(
      ctx.db,
      ctx.viewer.id,
      new Date(Math.min(...times) - 1000),
      new Date(Math.max(...times) + 1000),
      sourceIdsOf(sessions),
    );
    const known = knownRecords(stored, (row) =>
      importRecordKey({
        type: "mindfulSession",
        start: row.startedAt.toISOString(),
        end: new Date(row.startedAt.getTime() + row.durationSeconds * 1000).toISOString(),
      }),
    );
    const { fresh, duplicates } = splitDuplicates(sessions, known);
    if (importId) {
      await insertImportedMeditationSessions(
        ctx.db,
        ctx.viewer.id,
        importId,
        fresh.map((r) => ({
          startedAt: new Date(r.start),
          durationSeconds: seconds(r),
          sourceId: r.sourceId ?? null,
        })),
      );
    }
    return { added: fresh.length, duplicates };
  },
  undo: (ctx, importId) => deleteImportedMeditationSessions(ctx.db, ctx.viewer.id, importId),
};
