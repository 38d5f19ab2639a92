import {
  addMonthsTo,
  calculateBmi,
  categoryOf,
  completionCurrent,
  frequencyText,
  type ImportResult,
  isUuid,
  localDateOf,
  nextDueDate,
  normaliseImportItem,
  type PersonalRecommendation,
  type PersonalRecommendationList,
  type RankingState,
  type Recommendation,
  type RecommendationFields,
  RecommendationForm,
  type RecommendationListQuery,
  RecommendationMessage,
  type RecommendationUserState,
  rankRecommendations,
  readImportPayload,
  type ScoringProfile,
  scoreRecommendation,
  statusOf,
} from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { CatalogChange } from "../../modules/module.ts";
import { recordAdminChange } from "../admin/admin-audit.service.ts";
import { addMissingCatalogItems } from "../catalog/catalog.service.ts";
import {
  cachedGuidelines,
  type Guidelines,
  invalidateGuidelines,
  loadGuidelines,
} from "./recommendations.cache.ts";
import {
  bumpCounters,
  deleteRecommendationRow,
  existingGuidelineIds,
  findRecommendationRow,
  findScoringInputs,
  findStateRow,
  insertRecommendationRow,
  listRecommendationRows,
  listStateRows,
  lockStateRow,
  markSeedRun,
  type RecommendationRow,
  type RecommendationValues,
  recordView,
  removeCatalogReference,
  type StateRow,
  seedHasRun,
  updateRecommendationRow,
  updateStateRow,
} from "./recommendations.repository.ts";
import { USPSTF_RECOMMENDATIONS } from "./recommendations.seed.ts";

const notFound = () => new AppError("NOT_FOUND", RecommendationMessage.notFound);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRecommendation(row: RecommendationRow): Recommendation {
  return {
    id: row.id,
    guidelineTitle: row.guidelineTitle,
    organization: row.organization,
    guidelineId: row.guidelineId,
    actionType: row.actionType,
    actionDetails: row.actionDetails,
    instruction: row.instruction,
    explanation: row.explanation,
    frequencyNumber: row.frequencyNumber,
    frequencyPeriod: row.frequencyPeriod,
    customSchedule: row.customSchedule,
    isUrgent: row.isUrgent,
    priority: row.priority,
    gender: row.gender as Recommendation["gender"],
    minAge: row.minAge,
    maxAge: row.maxAge,
    selectedRiskFactors: row.selectedRiskFactors,
    selectedHealthGoals: row.selectedHealthGoals,
    bmiMin: row.bmiMin,
    bmiMax: row.bmiMax,
    activityLevels: row.activityLevels,
    benefitsAndHarms: { benefits: row.benefits, harms: row.harms, netBenefit: row.netBenefit },
    clinicalImpact: row.clinicalImpact,
    practicePoints: row.practicePoints,
    clinicalNotes: row.clinicalNotes,
    recommendationGrade: row.recommendationGrade,
    evidenceLevel: row.evidenceLevel,
    evidenceSummary: row.evidenceSummary,
    researchMethods: row.researchMethods,
    studyStatistics: row.studyStatistics,
    studyTypes: row.studyTypes,
    source: row.source,
    sourceUrl: row.sourceUrl,
    publicationDate: row.publicationDate,
    lastReviewDate: row.lastReviewDate,
    nextReviewDate: row.nextReviewDate,
    references: row.references,
    relatedGuidelines: row.relatedGuidelines,
    detailedInstructions: row.detailedInstructions,
    category: categoryOf(row.actionType),
    stats: {
      completions: row.completions,
      saves: row.saves,
      views: row.views,
      lastCompletedAt: iso(row.lastCompletedAt),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(fields: RecommendationFields): Omit<RecommendationValues, "id" | "createdBy"> {
  const { benefitsAndHarms, ...rest } = fields;
  return {
    ...rest,
    priority: fields.priority,
    benefits: benefitsAndHarms.benefits,
    harms: benefitsAndHarms.harms,
    netBenefit: benefitsAndHarms.netBenefit,
    detailedInstructions: fields.detailedInstructions.map((step, i) => ({
      ...step,
      stepNumber: i + 1,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The person's side

/** Today in the person's time zone, as a YYYY-MM-DD. */
function todayIn(tz: string, now: Date): string {
  return localDateOf(now, tz);
}

async function scoringProfile(ctx: ViewerContext): Promise<ScoringProfile> {
  const p = await findScoringInputs(ctx.db, ctx.viewer.id);
  if (!p) throw new AppError("NOT_FOUND", "User profile not found");
  const bmi =
    p.latestWeightKg !== null && p.heightCm !== null
      ? calculateBmi(Number(p.latestWeightKg), p.heightCm)
      : null;
  return {
    dateOfBirth: p.dateOfBirth,
    gender: p.gender === "male" || p.gender === "female" ? p.gender : null,
    selectedRiskFactors: p.selectedRiskFactors,
    selectedHealthGoals: p.selectedHealthGoals,
    bmi,
    activityLevel: p.activityLevel,
  };
}

function nextDueOf(row: RecommendationRow, state: StateRow | null): string | null {
  if (!state?.completedOn) return null;
  // A custom schedule has no interval of its own: the person said when, on completing it.
  if (row.frequencyPeriod === "custom") return state.nextDueOn;
  return nextDueDate(state.completedOn, {
    number: row.frequencyNumber,
    period: row.frequencyPeriod,
  });
}

/** Completed counts until the item comes due again; then it is pending once more. */
function rankingState(row: RecommendationRow, state: StateRow, today: string): RankingState {
  const completed = state.completedAt !== null && completionCurrent(nextDueOf(row, state), today);
  return { completed, saved: state.savedAt !== null, hidden: state.hiddenAt !== null };
}

function userState(
  row: RecommendationRow,
  state: StateRow | null,
  today: string,
): RecommendationUserState {
  const ranking = state ? rankingState(row, state, today) : undefined;
  return {
    status: statusOf(ranking),
    isCompleted: ranking?.completed ?? false,
    isSaved: ranking?.saved ?? false,
    isHidden: ranking?.hidden ?? false,
    completedAt: iso(state?.completedAt ?? null),
    completionNotes: state?.completionNotes ?? "",
    savedAt: iso(state?.savedAt ?? null),
    hiddenAt: iso(state?.hiddenAt ?? null),
    hiddenReason: state?.hiddenReason ?? "",
    progressStep: state?.progressStep ?? 0,
    nextDueDate: nextDueOf(row, state),
  };
}

function nameOf(guidelines: Guidelines) {
  return (id: string) =>
    guidelines.riskFactorNames.get(id) ?? guidelines.healthGoalNames.get(id) ?? id;
}

function searchText(row: RecommendationRow): string {
  return [
    row.guidelineTitle,
    row.actionDetails,
    row.instruction,
    row.organization,
    categoryOf(row.actionType),
    row.actionType,
  ]
    .join("\n")
    .toLocaleLowerCase();
}

/**
 * The person's list: the guidelines that apply to them, ranked, with each one's status; `all`
 * keeps the defaults (neither completed nor hidden).
 */
export async function listPersonalRecommendations(
  ctx: ViewerContext,
  query: RecommendationListQuery & { tz: string },
): Promise<PersonalRecommendationList> {
  const [guidelines, profile, states] = await Promise.all([
    cachedGuidelines(ctx),
    scoringProfile(ctx),
    listStateRows(ctx.db, ctx.viewer.id),
  ]);
  const today = todayIn(query.tz, ctx.now());
  const stateRows = new Map(states.map((s) => [s.recommendationId, s]));
  const ranking = new Map<string, RankingState>();
  for (const state of states) {
    const row = guidelines.byId.get(state.recommendationId);
    if (row) ranking.set(row.id, rankingState(row, state, today));
  }
  const needle = query.q?.toLocaleLowerCase();
  const ranked = rankRecommendations(
    guidelines.rows,
    profile,
    ranking,
    today,
    {
      ...(query.status !== "all" ? { status: query.status } : {}),
      where: (row) =>
        (!query.actionType || row.actionType === query.actionType) &&
        (!needle || searchText(row).includes(needle)),
    },
    nameOf(guidelines),
  );
  return {
    items: ranked.map(({ recommendation: row, status, explanation }) => {
      const state = stateRows.get(row.id) ?? null;
      return {
        id: row.id,
        guidelineId: row.guidelineId,
        guidelineTitle: row.guidelineTitle,
        organization: row.organization,
        actionType: row.actionType,
        actionDetails: row.actionDetails,
        category: categoryOf(row.actionType),
        recommendationGrade: row.recommendationGrade,
        frequencyText: frequencyText({
          number: row.frequencyNumber,
          period: row.frequencyPeriod,
          customSchedule: row.customSchedule,
        }),
        isUrgent: row.isUrgent,
        priority: row.priority,
        matchScore: explanation.score,
        matchExplanation: explanation,
        status,
        completedAt: iso(state?.completedAt ?? null),
        nextDueDate: nextDueOf(row, state),
        progressStep: state?.progressStep ?? 0,
      };
    }),
  };
}

/**
 * One recommendation for the person, whether it matches them or not (a link may lead to one
 * that no longer does), with its score and their state. Opening it counts a view once a day.
 */
export async function getPersonalRecommendation(
  ctx: ViewerContext,
  id: string,
  tz: string,
): Promise<PersonalRecommendation> {
  if (!isUuid(id)) throw notFound();
  const [guidelines, profile, row] = await Promise.all([
    cachedGuidelines(ctx),
    scoringProfile(ctx),
    findRecommendationRow(ctx.db, id),
  ]);
  if (!row) throw notFound();
  const today = todayIn(tz, ctx.now());
  const firstToday = await withTransaction(ctx, async (tx) => {
    const first = await recordView(tx.db, tx.viewer.id, id, tx.now().toISOString().slice(0, 10));
    if (first) await bumpCounters(tx.db, id, { views: 1 });
    return first;
  });
  const state = await findStateRow(ctx.db, ctx.viewer.id, id);
  const names = nameOf(guidelines);
  const {
    stats: _stats,
    selectedRiskFactors,
    selectedHealthGoals,
    ...record
  } = toRecommendation(row);
  ctx.log.debug({ recommendationId: id, firstToday }, "recommendation viewed");
  const explanation = scoreRecommendation(row, profile, today, names);
  return {
    ...record,
    frequencyText: frequencyText({
      number: row.frequencyNumber,
      period: row.frequencyPeriod,
      customSchedule: row.customSchedule,
    }),
    matchScore: explanation.score,
    matchExplanation: explanation,
    riskFactorNames: selectedRiskFactors.map(names),
    healthGoalNames: selectedHealthGoals.map(names),
    state: userState(row, state, today),
  };
}

type StateChange = "complete" | "save" | "unsave" | "hide" | "unhide" | "progress";

/**
 * Changes the person's state of one recommendation and the global counters with it: completing
 * counts a completion (not again while it still counts), saving a save, and unsaving takes a
 * save back only when it was saved (learning-devices-commerce, section 4).
 */
export async function changeRecommendationState(
  ctx: ViewerContext,
  id: string,
  change: StateChange,
  input: {
    notes?: string;
    repeatAfterMonths?: number | null | undefined;
    reason?: string;
    step?: number;
    tz: string;
  },
): Promise<RecommendationUserState> {
  if (!isUuid(id)) throw notFound();
  const now = ctx.now();
  const today = todayIn(input.tz, now);
  return withTransaction(ctx, async (tx) => {
    const row = await findRecommendationRow(tx.db, id);
    if (!row) throw notFound();
    let state = await lockStateRow(tx.db, tx.viewer.id, id);
    const current = rankingState(row, state, today);
    switch (change) {
      case "complete":
        if (input.repeatAfterMonths != null && row.frequencyPeriod !== "custom") {
          throw AppError.invalid("repeatAfterMonths", RecommendationMessage.repeatNotCustom);
        }
        if (!current.completed) {
          state = await updateStateRow(
            tx.db,
            tx.viewer.id,
            id,
            {
              completedAt: now,
              completedOn: today,
              completionNotes: input.notes ?? "",
              nextDueOn: input.repeatAfterMonths
                ? addMonthsTo(today, input.repeatAfterMonths)
                : null,
              // Done: begun no longer; when it comes due again it starts afresh.
              progressStep: 0,
            },
            now,
          );
          await bumpCounters(tx.db, id, { completions: 1, completedAt: now });
        }
        break;
      case "save":
        if (!current.saved) {
          state = await updateStateRow(tx.db, tx.viewer.id, id, { savedAt: now }, now);
          await bumpCounters(tx.db, id, { saves: 1 });
        }
        break;
      case "unsave":
        if (current.saved) {
          state = await updateStateRow(tx.db, tx.viewer.id, id, { savedAt: null }, now);
          await bumpCounters(tx.db, id, { saves: -1 });
        }
        break;
      case "hide":
        state = await updateStateRow(
          tx.db,
          tx.viewer.id,
          id,
          {
            hiddenAt: state.hiddenAt ?? now,
            hiddenReason: input.reason ?? "",
          },
          now,
        );
        break;
      case "unhide":
        state = await updateStateRow(
          tx.db,
          tx.viewer.id,
          id,
          { hiddenAt: null, hiddenReason: "" },
          now,
        );
        break;
      case "progress":
        state = await updateStateRow(
          tx.db,
          tx.viewer.id,
          id,
          {
            progressStep: Math.min(input.step ?? 0, row.detailedInstructions.length),
          },
          now,
        );
        break;
    }
    return userState(row, state, today);
  });
}

// ---------------------------------------------------------------------------------------------
// The admin's side

export async function listAllRecommendations(ctx: RequestContext): Promise<Recommendation[]> {
  return (await listRecommendationRows(ctx.db)).map(toRecommendation);
}

export async function getRecommendation(ctx: RequestContext, id: string): Promise<Recommendation> {
  if (!isUuid(id)) throw notFound();
  const row = await findRecommendationRow(ctx.db, id);
  if (!row) throw notFound();
  return toRecommendation(row);
}

/** Checks that every risk factor and goal a recommendation lists exists (400 otherwise). */
function assertCatalogIds(guidelines: Guidelines, fields: RecommendationFields): void {
  const errors: Record<string, string> = {};
  if (fields.selectedRiskFactors.some((id) => !guidelines.riskFactorNames.has(id))) {
    errors.selectedRiskFactors = RecommendationMessage.unknownRiskFactor;
  }
  if (fields.selectedHealthGoals.some((id) => !guidelines.healthGoalNames.has(id))) {
    errors.selectedHealthGoals = RecommendationMessage.unknownHealthGoal;
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError("VALIDATION_FAILED", first, errors);
}

/** Reads a body with the form's rules (400 with a message per field). */
export async function createRecommendation(
  ctx: ViewerContext,
  fields: RecommendationFields,
): Promise<Recommendation> {
  assertCatalogIds(await cachedGuidelines(ctx), fields);
  const row = await withTransaction(ctx, async (tx) => {
    const created = await insertRecommendationRow(tx.db, {
      ...valuesOf(fields),
      createdBy: tx.viewer.id,
    });
    await recordAdminChange(tx, {
      action: "created",
      entity: "recommendation",
      entityId: created.id,
      summary: created.guidelineTitle,
    });
    return created;
  });
  await invalidateGuidelines(ctx.db);
  return toRecommendation(row);
}

export async function updateRecommendation(
  ctx: ViewerContext,
  id: string,
  fields: RecommendationFields,
): Promise<Recommendation> {
  if (!isUuid(id)) throw notFound();
  assertCatalogIds(await cachedGuidelines(ctx), fields);
  const row = await withTransaction(ctx, async (tx) => {
    const updated = await updateRecommendationRow(tx.db, id, valuesOf(fields), tx.now());
    if (!updated) throw notFound();
    await recordAdminChange(tx, {
      action: "updated",
      entity: "recommendation",
      entityId: id,
      summary: updated.guidelineTitle,
    });
    return updated;
  });
  await invalidateGuidelines(ctx.db);
  return toRecommendation(row);
}

export async function deleteRecommendation(ctx: ViewerContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await withTransaction(ctx, async (tx) => {
    const deleted = await deleteRecommendationRow(tx.db, id);
    if (!deleted) throw notFound();
    await recordAdminChange(tx, {
      action: "deleted",
      entity: "recommendation",
      entityId: id,
      summary: deleted.guidelineTitle,
    });
  });
  await invalidateGuidelines(ctx.db);
}

/** A copy titled "… (Copy)", with fresh counters. */
export async function duplicateRecommendation(
  ctx: ViewerContext,
  id: string,
): Promise<Recommendation> {
  if (!isUuid(id)) throw notFound();
  const row = await withTransaction(ctx, async (tx) => {
    const source = await findRecommendationRow(tx.db, id);
    if (!source) throw notFound();
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      completions: _cc,
      saves: _s,
      views: _v,
      lastCompletedAt: _l,
      ...values
    } = source;
    const copy = await insertRecommendationRow(tx.db, {
      ...values,
      guidelineTitle: `${source.guidelineTitle} (Copy)`,
      createdBy: tx.viewer.id,
    });
    await recordAdminChange(tx, {
      action: "duplicated",
      entity: "recommendation",
      entityId: copy.id,
      summary: source.guidelineTitle,
    });
    return copy;
  });
  await invalidateGuidelines(ctx.db);
  return toRecommendation(row);
}

/** What `GET /admin/recommendations/export` answers; importing it reproduces the records. */
export async function exportRecommendations(ctx: RequestContext) {
  const guidelines = await cachedGuidelines(ctx);
  const rows = await listRecommendationRows(ctx.db);
  const catalogItems = (names: ReadonlyMap<string, string>) =>
    [...names].map(([id, name]) => ({ id, name }));
  return {
    exportedAt: ctx.now().toISOString(),
    version: 1,
    recommendations: rows.map(toRecommendation),
    riskFactors: catalogItems(guidelines.riskFactorNames),
    healthGoals: catalogItems(guidelines.healthGoalNames),
  };
}

function referenceFinder(names: ReadonlyMap<string, string>) {
  const byName = new Map([...names].map(([id, name]) => [name.toLocaleLowerCase(), id]));
  return (ref: string) => (names.has(ref) ? ref : (byName.get(ref.toLocaleLowerCase()) ?? null));
}

/**
 * Imports what the admin pasted: each valid item with a stored id updates that record, any
 * other creates one (keeping an exported id, so an export reproduces itself in an empty
 * database). Each item succeeds or fails on its own (admin-back-office, sections 4 and 5).
 */
export async function importRecommendations(
  ctx: ViewerContext,
  body: unknown,
): Promise<ImportResult> {
  const payload = readImportPayload(body);
  if (!payload.ok) throw new AppError("VALIDATION_FAILED", payload.message);
  if (payload.catalog.riskFactors.length + payload.catalog.healthGoals.length > 0) {
    // The export's catalogue comes first, so its items resolve by name or id.
    await addMissingCatalogItems(ctx, "riskFactors", withDescriptions(payload.catalog.riskFactors));
    await addMissingCatalogItems(ctx, "healthGoals", withDescriptions(payload.catalog.healthGoals));
    await invalidateGuidelines(ctx.db);
  }
  const guidelines = await cachedGuidelines(ctx);
  const exportIds = exportedCatalogIds(payload.catalog);
  const refs = {
    riskFactor: (ref: string) =>
      referenceFinder(guidelines.riskFactorNames)(exportIds.riskFactors.get(ref) ?? ref),
    healthGoal: (ref: string) =>
      referenceFinder(guidelines.healthGoalNames)(exportIds.healthGoals.get(ref) ?? ref),
  };

  const results: ImportResult["results"] = [];
  for (const [index, raw] of payload.items.entries()) {
    const item = normaliseImportItem(raw as Record<string, unknown>, refs);
    if (!item.ok) {
      results.push({ index, errors: item.errors });
      continue;
    }
    const title = item.value.guidelineTitle;
    try {
      const outcome = await withTransaction(ctx, async (tx) => {
        const values = valuesOf(item.value);
        const id = item.id && isUuid(item.id) ? item.id : null;
        const updated = id ? await updateRecommendationRow(tx.db, id, values, tx.now()) : null;
        const row =
          updated ??
          (await insertRecommendationRow(tx.db, {
            ...values,
            ...(id ? { id } : {}),
            createdBy: tx.viewer.id,
          }));
        const action = updated ? ("updated" as const) : ("created" as const);
        await recordAdminChange(tx, {
          action: "imported",
          entity: "recommendation",
          entityId: row.id,
          summary: row.guidelineTitle,
        });
        return { id: row.id, action };
      });
      results.push({ index, ...outcome, guidelineTitle: title });
    } catch (error) {
      ctx.log.error({ err: error, index }, "recommendation import item failed");
      results.push({ index, guidelineTitle: title, errors: [RecommendationMessage.databaseError] });
    }
  }
  await invalidateGuidelines(ctx.db);
  const successCount = results.filter((r) => !r.errors).length;
  return { successCount, errorCount: results.length - successCount, results };
}

function withDescriptions(items: readonly { name: string; description?: string }[]) {
  return items.map((i) => ({ name: i.name.trim(), description: i.description?.trim() ?? "" }));
}

/** An export's catalogue ids → names, so its items' ids resolve in another database. */
function exportedCatalogIds(catalog: {
  riskFactors: { id?: string; name: string }[];
  healthGoals: { id?: string; name: string }[];
}) {
  const map = (items: { id?: string; name: string }[]) =>
    new Map(items.filter((i) => i.id).map((i) => [i.id as string, i.name]));
  return { riskFactors: map(catalog.riskFactors), healthGoals: map(catalog.healthGoals) };
}

// ---------------------------------------------------------------------------------------------
// Seed

const SEED_NAME = "uspstf-recommendations";

/**
 * Adds the USPSTF recommendations once: after the first run an admin's deletions stay deleted.
 * Items already there (by guideline id) are skipped, so two processes starting together agree.
 */
export async function seedRecommendations(
  ctx: Pick<RequestContext, "db" | "log">,
): Promise<number> {
  if (await seedHasRun(ctx.db, SEED_NAME)) return 0;
  const guidelines = await loadGuidelines(ctx);
  const risk = referenceFinder(guidelines.riskFactorNames);
  const goal = referenceFinder(guidelines.healthGoalNames);
  const added = await withTransaction(ctx, async (tx) => {
    if (!(await markSeedRun(tx.db, SEED_NAME))) return 0;
    const existing = await existingGuidelineIds(
      tx.db,
      USPSTF_RECOMMENDATIONS.map((r) => r.guidelineId),
    );
    let count = 0;
    for (const seed of USPSTF_RECOMMENDATIONS) {
      if (existing.has(seed.guidelineId)) continue;
      const { riskFactorNames, healthGoalNames, ...input } = seed;
      const fields = RecommendationForm.parse({
        ...input,
        selectedRiskFactors: riskFactorNames.map((n) => risk(n)).filter((id) => id !== null),
        selectedHealthGoals: healthGoalNames.map((n) => goal(n)).filter((id) => id !== null),
      });
      await insertRecommendationRow(tx.db, { ...valuesOf(fields), createdBy: null });
      count += 1;
    }
    return count;
  });
  await invalidateGuidelines(ctx.db);
  if (added > 0) ctx.log.info({ added }, "USPSTF recommendations seeded");
  return added;
}

// ---------------------------------------------------------------------------------------------
// The catalogue's hooks (module description)

/** Takes a deleted risk factor or goal out of every recommendation (in its transaction). */
export async function onCatalogChange(ctx: RequestContext, change: CatalogChange): Promise<void> {
  if (change.action === "deleted") await removeCatalogReference(ctx.db, change.kind, change.id);
}

/** Drops the cached guidelines after a catalogue change (their names are cached too). */
export async function afterCatalogChange(ctx: RequestContext): Promise<void> {
  await invalidateGuidelines(ctx.db);
}
