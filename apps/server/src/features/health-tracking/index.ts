import { jsonExporter } from "../../data-export/exporters.ts";
import type { ServerModule } from "../../modules/module.ts";
import {
  insertInitialHealthTrackingEntry,
  listHealthTrackingEntries,
} from "./health-tracking.repository.ts";

/** The spec's free-form health-tracking record. */
export const healthTrackingModule: ServerModule = {
  name: "health-tracking",
  exporters: [jsonExporter("health-tracking-entries", listHealthTrackingEntries)],
  onUserCreated: (ctx, userId) => insertInitialHealthTrackingEntry(ctx.db, userId),
};
