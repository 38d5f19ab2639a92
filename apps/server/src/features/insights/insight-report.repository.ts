import { type Executor, schema } from "@vitalog/db";
import { and, eq, isNull } from "drizzle-orm";
import { columnsOf, timeSeriesRepository } from "../../kit/time-series.repository.ts";

const { insightReports } = schema;

export interface InsightReportRow {
  id: string;
  from: string;
  to: string;
  tz: string;
  createdAt: Date;
  statistics: unknown;
  narrative: string | null;
  narrativeAt: Date | null;
}

export const insightReportColumns = columnsOf(insightReports, [
  "id",
  "from",
  "to",
  "tz",
  "createdAt",
  "statistics",
  "narrative",
  "narrativeAt",
]);

/** Reports are listed newest first by when they were made, (created_at, id). */
const reports = timeSeriesRepository<InsightReportRow>(
  {
    table: insightReports,
    id: insightReports.id,
    userId: insightReports.userId,
    time: insightReports.createdAt,
  },
  insightReportColumns,
  "insight_reports_first_page",
);

export const insightReportSeries = reports.series;
export const listInsightReportRows = reports.listPage;
export const findInsightReportRow = reports.find;
export const deleteInsightReportRow = reports.delete;

export interface InsightReportValues {
  from: string;
  to: string;
  tz: string;
  statistics: unknown;
  createdAt: Date;
}

export async function insertInsightReportRow(
  db: Executor,
  userId: string,
  values: InsightReportValues,
): Promise<InsightReportRow> {
  const [row] = await db
    .insert(insightReports)
    .values({ userId, ...values, statistics: values.statistics as Record<string, unknown> })
    .returning(insightReportColumns);
  if (!row) throw new Error("insert into insight_reports returned no row");
  return row;
}

/**
 * Stores a narrative on a report that has none yet; null when the report is not the person's
 * or already has one (two requests racing for the same report: the first one wins).
 */
export async function setInsightNarrativeRow(
  db: Executor,
  userId: string,
  id: string,
  narrative: string,
  at: Date,
): Promise<InsightReportRow | null> {
  const rows = await db
    .update(insightReports)
    .set({ narrative, narrativeAt: at })
    .where(
      and(
        eq(insightReports.userId, userId),
        eq(insightReports.id, id),
        isNull(insightReports.narrative),
      ),
    )
    .returning(insightReportColumns);
  return rows[0] ?? null;
}
