import { schema } from "@vitalog/db";
import { timeSeriesExporter } from "../../kit/time-series.exporter.ts";
import { weightSeries } from "./weight-entry.repository.ts";

const { weightEntries } = schema;

/** Every weigh-in, oldest first, in kilograms (the unit they are stored in). */
export const weightEntriesExporter = timeSeriesExporter({
  name: "weight-entries",
  series: weightSeries,
  columns: {
    id: weightEntries.id,
    measuredAt: weightEntries.measuredAt,
    weightKg: weightEntries.weightKg,
    note: weightEntries.note,
    createdAt: weightEntries.createdAt,
    updatedAt: weightEntries.updatedAt,
  },
});
