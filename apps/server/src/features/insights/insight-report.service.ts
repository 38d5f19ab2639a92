import {
  type CreateInsightReportBody,
  computeStatistics,
  type InsightContribution,
  InsightMessage,
  type InsightRange,
  type InsightStatistics,
  localDateOf,
  type TimeSeriesListQuery,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { keysetPageQuery, ownedOr404, toPage } from "../../kit/time-series.service.ts";
import type { ServerModule } from "../../modules/module.ts";
import {
  deleteInsightReportRow,
  findInsightReportRow,
  type InsightReportRow,
  insertInsightReportRow,
  listInsightReportRows,
} from "./insight-report.repository.ts";

export interface InsightReport {
  id: string;
  from: string;
  to: string;
  tz: string;
  createdAt: string;
  statistics: InsightStatistics;
  narrative: string | null;
  narrativeAt: string | null;
  disclaimer: string;
}

export function toInsightReport(row: InsightReportRow): InsightReport {
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    tz: row.tz,
    createdAt: row.createdAt.toISOString(),
    statistics: row.statistics as InsightStatistics,
    narrative: row.narrative,
    narrativeAt: row.narrativeAt?.toISOString() ?? null,
    disclaimer: InsightMessage.disclaimer,
  };
}

/** Every module's series over the range, read one module after another on the same connection. */
async function contributionsOf(
  ctx: ViewerContext,
  modules: readonly ServerModule[],
  range: InsightRange,
): Promise<InsightContribution[]> {
  const contributions: InsightContribution[] = [];
  for (const module of modules) {
    if (module.insights) contributions.push(await module.insights(ctx, range));
  }
  return contributions;
}

/**
 * Computes and stores a report over the person's local days `from`..`to` in `tz`, from what
 * every module contributes; the last day may not be after today in that zone.
 */
export async function createInsightReport(
  ctx: ViewerContext,
  modules: readonly ServerModule[],
  body: CreateInsightReportBody,
): Promise<InsightReport> {
  const range: InsightRange = { from: body.from, to: body.to, tz: body.tz };
  const now = ctx.now();
  if (range.to > localDateOf(now, range.tz)) {
    throw AppError.invalid("to", InsightMessage.toInFuture);
  }
  const statistics = computeStatistics(range, await contributionsOf(ctx, modules, range));
  const row = await insertInsightReportRow(ctx.db, ctx.viewer.id, {
    ...range,
    statistics,
    createdAt: now,
  });
  return toInsightReport(row);
}

/** A page of the person's reports, newest first; `nextCursor` is null on the last page. */
export async function listInsightReports(ctx: ViewerContext, query: TimeSeriesListQuery) {
  const rows = await listInsightReportRows(
    ctx.db,
    ctx.viewer.id,
    keysetPageQuery(query, ctx.now()),
  );
  return toPage(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }), toInsightReport);
}

export function findInsightReport(ctx: ViewerContext, id: string): Promise<InsightReportRow> {
  return ownedOr404(
    id,
    (owned) => findInsightReportRow(ctx.db, ctx.viewer.id, owned),
    InsightMessage.reportNotFound,
  );
}

export async function getInsightReport(ctx: ViewerContext, id: string): Promise<InsightReport> {
  return toInsightReport(await findInsightReport(ctx, id));
}

export async function deleteInsightReport(ctx: ViewerContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deleteInsightReportRow(ctx.db, ctx.viewer.id, owned)) ? true : null),
    InsightMessage.reportNotFound,
  );
}
