import { schema } from "@vitalog/db";
import { jsonExporter } from "../../data-export/exporters.ts";
import { timeSeriesExporter } from "../../kit/time-series.exporter.ts";
import { bloodPressureSeries } from "./blood-pressure.repository.ts";
import { vitalSignSeries } from "./vital-sign.repository.ts";
import { listDismissals } from "./vitals-suggestion.repository.ts";

const { bloodPressureReadings: bp, vitalSignReadings: vs } = schema;

/** Every blood-pressure reading, oldest first, in mmHg. */
export const bloodPressureExporter = timeSeriesExporter({
  name: "blood-pressure-readings",
  series: bloodPressureSeries,
  columns: {
    id: bp.id,
    measuredAt: bp.measuredAt,
    systolic: bp.systolic,
    diastolic: bp.diastolic,
    pulse: bp.pulse,
    arm: bp.arm,
    position: bp.position,
    note: bp.note,
    sourceId: bp.sourceId,
    importId: bp.importId,
    createdAt: bp.createdAt,
    updatedAt: bp.updatedAt,
  },
});

/** Every heart-rate (/min), SpO2 (%) and temperature (°C) reading, oldest first. */
export const vitalSignExporter = timeSeriesExporter({
  name: "vital-sign-readings",
  series: vitalSignSeries,
  columns: {
    id: vs.id,
    measuredAt: vs.measuredAt,
    kind: vs.kind,
    value: vs.value,
    note: vs.note,
    sourceId: vs.sourceId,
    importId: vs.importId,
    createdAt: vs.createdAt,
    updatedAt: vs.updatedAt,
  },
});

/** The suggestions the person answered "Not now" to, and when. */
export const vitalsSuggestionDismissalsExporter = jsonExporter(
  "vitals-suggestion-dismissals",
  (db, userId) => listDismissals(db, userId),
);
