import { HEIGHT_MAX_CM, HEIGHT_MIN_CM, type ImportRecordOf } from "@vitalog/domain";
import type { ModuleImporter } from "../../modules/module.ts";
import {
  clearImportedHeight,
  findHeightForImport,
  setImportedHeight,
} from "./profile.repository.ts";

/**
 * Height from other apps fills the profile's height only while it has none (the latest one
 * measured); a height the person entered is never replaced. Records of the height already in
 * the profile (to 0.1 cm) are duplicates.
 */
export const heightImporter: ModuleImporter = {
  types: ["height"],
  async write(ctx, records, importId) {
    const heights = (records as readonly ImportRecordOf<"height">[]).filter(
      (r) => r.cm >= HEIGHT_MIN_CM && r.cm <= HEIGHT_MAX_CM,
    );
    const latest = heights.reduce<ImportRecordOf<"height"> | null>(
      (best, r) => (best === null || r.at > best.at ? r : best),
      null,
    );
    if (!latest) return { added: 0, duplicates: 0 };
    const profile = await findHeightForImport(ctx.db, ctx.viewer.id);
    if (!profile) return { added: 0, duplicates: 0 };
    const same = (cm: number) => Math.abs(cm - (profile.heightCm ?? Number.NaN)) < 0.05;
    if (profile.heightCm !== null) {
      return { added: 0, duplicates: heights.filter((r) => same(r.cm)).length };
    }
    const added = importId
      ? (await setImportedHeight(ctx.db, ctx.viewer.id, importId, latest.cm, ctx.now()))
        ? 1
        : 0
      : 1;
    return { added, duplicates: 0 };
  },
  undo: (ctx, importId) => clearImportedHeight(ctx.db, ctx.viewer.id, importId, ctx.now()),
};
