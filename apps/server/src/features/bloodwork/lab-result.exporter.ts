import { schema } from "@vitalog/db";
import { timeSeriesExporter } from "../../kit/time-series.exporter.ts";
import { labResultSeries } from "./lab-result.repository.ts";

const { labResults } = schema;

/** Every lab result, oldest first: as entered and in the marker's canonical unit. */
export const labResultsExporter = timeSeriesExporter({
  name: "lab-results",
  series: labResultSeries,
  columns: {
    id: labResults.id,
    takenAt: labResults.takenAt,
    lab: labResults.lab,
    code: labResults.code,
    name: labResults.name,
    value: labResults.value,
    unit: labResults.unit,
    canonicalValue: labResults.canonicalValue,
    canonicalUnit: labResults.canonicalUnit,
    referenceLow: labResults.referenceLow,
    referenceHigh: labResults.referenceHigh,
    note: labResults.note,
    createdAt: labResults.createdAt,
    updatedAt: labResults.updatedAt,
  },
});
