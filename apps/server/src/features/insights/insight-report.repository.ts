import { type Executor, schema } from "@vitalog/db";
import { and, eq, isNull } from "drizzle-orm";
import {
  deleteOwnedRow,
  findOwnedRow,
  firstPageQuery,
  seriesPage,
  type TimeSeriesTable,
} from "../../kit/time-series.repository.ts";

const { insightReports } = schema;

/** Reports are listed newest first by when they were made. */
export const insightReportSeries: TimeSeriesTable = {
  table: insightReports,
  id: insightReports.id,
  userId: insightReports.userId,
  time: insightReports.createdAt,
};

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

export const insightReportColumns = {
  id: insightReports.id,
  from: insightReports.from,
  to: insightReports.to,
  tz: insightReports.tz,
  createdAt: insightReports.createdAt,
  statistics: insightReports.statistics,
  narrative: insightReports.narrative,
  narrativeAt: insightReports.narrativeAt,
};

/** One page of a person's reports, newest first by (created_at, id). */
export const listInsightReportRows = seriesPage<InsightReportRow>(
  firstPageQuery(insightReportSeries, insightReportColumns, "insight_reports_first_page"),
  insightReportSeries,
  insightReportColumns,
);

export function findInsightReportRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<InsightReportRow | null> {
  return findOwnedRow(db, insightReportSeries, insightReportColumns, userId, id);
}

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

export function deleteInsightReportRow(db: Executor, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, insightReportSeries, userId, id);
}
