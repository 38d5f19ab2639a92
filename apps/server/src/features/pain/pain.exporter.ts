import { schema } from "@vitalog/db";
import { timeSeriesExporter } from "../../kit/time-series.exporter.ts";
import { painSeries } from "./pain.repository.ts";

const { painEntries } = schema;

/** Every pain entry, oldest first, with its regions, intensities and types. */
export const painEntriesExporter = timeSeriesExporter({
  name: "pain-entries",
  series: painSeries,
  columns: {
    id: painEntries.id,
    occurredAt: painEntries.occurredAt,
    regions: painEntries.regions,
    symptoms: painEntries.symptoms,
    triggers: painEntries.triggers,
    relief: painEntries.relief,
    note: painEntries.note,
    createdAt: painEntries.createdAt,
    updatedAt: painEntries.updatedAt,
  },
  // "left-knee:7:aching; lower-back:3:throbbing", and lists as "stiffness; swelling".
  csvFormat: {
    regions: (value) =>
      (value as schema.PainRegionValue[])
        .map((r) => `${r.region}:${r.intensity}:${r.type}`)
        .join("; "),
    symptoms: (value) => (value as string[]).join("; "),
    triggers: (value) => (value as string[]).join("; "),
    relief: (value) => (value as string[]).join("; "),
  },
});
