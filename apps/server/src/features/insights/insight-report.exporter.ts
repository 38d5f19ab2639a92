import { schema } from "@vitalog/db";
import { timeSeriesExporter } from "../../kit/time-series.exporter.ts";
import { insightReportSeries } from "./insight-report.repository.ts";

const { insightReports } = schema;

/** Every report, oldest first; in the CSV the statistics are one JSON cell. */
export const insightReportsExporter = timeSeriesExporter({
  name: "insight-reports",
  series: insightReportSeries,
  columns: {
    id: insightReports.id,
    from: insightReports.from,
    to: insightReports.to,
    tz: insightReports.tz,
    createdAt: insightReports.createdAt,
    statistics: insightReports.statistics,
    narrative: insightReports.narrative,
    narrativeAt: insightReports.narrativeAt,
  },
  csvFormat: { statistics: (value) => JSON.stringify(value) },
});
