import { schema } from "@vitalog/db";
import { jsonExporter } from "../../data-export/exporters.ts";
import { timeSeriesExporter } from "../../kit/time-series.exporter.ts";
import { findMeditationSettingsForExport, meditationSeries } from "./meditation.repository.ts";

const { meditationSessions } = schema;

/** Every session, oldest first. */
export const meditationSessionsExporter = timeSeriesExporter({
  name: "meditation-sessions",
  series: meditationSeries,
  columns: {
    id: meditationSessions.id,
    startedAt: meditationSessions.startedAt,
    durationSeconds: meditationSessions.durationSeconds,
    note: meditationSessions.note,
    createdAt: meditationSessions.createdAt,
    updatedAt: meditationSessions.updatedAt,
  },
});

export const meditationSettingsExporter = jsonExporter(
  "meditation-settings",
  findMeditationSettingsForExport,
);
