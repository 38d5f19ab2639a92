import { jsonExporter } from "../../data-export/exporters.ts";
import type { ServerModule } from "../../modules/module.ts";
import { insertInitialHealthRecord, listHealthRecords } from "./health-record.repository.ts";

/**
 * The spec's free-form health record (metrics and notes), created empty at sign-up; its part of
 * the download keeps the spec's name, health-tracking entries.
 */
export const healthRecordModule: ServerModule = {
  name: "health-record",
  exporters: [jsonExporter("health-tracking-entries", listHealthRecords)],
  onUserCreated: (ctx, userId) => insertInitialHealthRecord(ctx.db, userId),
};
