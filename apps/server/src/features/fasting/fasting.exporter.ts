import { schema } from "@vitalog/db";
import { jsonExporter } from "../../data-export/exporters.ts";
import { timeSeriesExporter } from "../../kit/time-series.exporter.ts";
import { fastSeries } from "./fasting.repository.ts";
import { findFastingSettings } from "./fasting-settings.repository.ts";

const { fasts } = schema;

/** Every fast, oldest first. */
export const fastsExporter = timeSeriesExporter({
  name: "fasts",
  series: fastSeries,
  columns: {
    id: fasts.id,
    startTime: fasts.startTime,
    endTime: fasts.endTime,
    targetHours: fasts.targetHours,
    createdAt: fasts.createdAt,
    updatedAt: fasts.updatedAt,
  },
});

export const fastingSettingsExporter = jsonExporter("fasting-settings", findFastingSettings);
