import {
  BloodworkMessage,
  findLabUnit,
  fromCanonical,
  isLabTakenAtInFuture,
  LAB_MARKERS,
  type LabMarkerList,
  type LabPanel,
  type LabPanelInput,
  type LabResult,
  type LabResultInput,
  type LabResultList,
  type LabResultListQuery,
  type LabResultPatch,
  type LabResultRange,
  type LabSex,
  labFlag,
  labImplausibleMessage,
  labMarkerOf,
  labMaxIn,
  labOutOfBoundsMessage,
  labRangeFor,
  labSuggestedUnit,
  labTakenAtInstant,
  labValueVerdict,
  roundLabValue,
  toCanonical,
  unitNotAcceptedMessage,
} from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { enforcePlausibility, type PlausibilityCheck } from "../../kit/plausibility.ts";
import { keysetPageQuery, ownedOr404, toPage } from "../../kit/time-series.service.ts";
import { getHealthProfile } from "../profile/profile.service.ts";
import {
  countLabResults,
  deleteLabResultRow,
  findLabResultRow,
  insertLabResultRows,
  type LabResultRow,
  type LabResultValues,
  listLabResultRows,
  listLabResultRowsBetween,
  listLabResultRowsByCode,
  updateLabResultRow,
} from "./lab-result.repository.ts";

/** The most results a marker's history answers with, newest first. */
export const MARKER_HISTORY_MAX = 500;

const round = (v: number | null) => (v === null ? null : roundLabValue(v));

/** The range a result is flagged against, in its entered unit, and the flag. */
function flagAndRange(
  row: LabResultValues,
  sex: LabSex | null,
): { flag: LabResult["flag"]; range: LabResultRange | null } {
  if (row.referenceLow !== null || row.referenceHigh !== null) {
    const range = {
      low: row.referenceLow,
      high: row.referenceHigh,
      highExclusive: false,
      unit: row.unit,
      sex: null,
      source: "lab",
    };
    return { flag: labFlag(row.value, range), range };
  }
  const marker = row.code ? labMarkerOf(row.code) : undefined;
  const catalogueRange = marker ? labRangeFor(marker, sex) : null;
  if (!marker || !catalogueRange) return { flag: null, range: null };
  const unit = findLabUnit(marker, row.unit) ?? { unit: marker.unit, factor: 1 };
  const inUnit = (v: number | null) => (v === null ? null : round(fromCanonical(v, unit)));
  return {
    flag: labFlag(row.canonicalValue, catalogueRange),
    range: {
      low: inUnit(catalogueRange.low),
      high: inUnit(catalogueRange.high),
      highExclusive: catalogueRange.highExclusive ?? false,
      unit: unit.unit,
      sex: catalogueRange.sex,
      source: catalogueRange.source,
    },
  };
}

function toLabResult(row: LabResultRow, sex: LabSex | null): LabResult {
  return {
    id: row.id,
    takenAt: row.takenAt.toISOString(),
    lab: row.lab,
    code: row.code,
    name: row.name,
    custom: !(row.code && labMarkerOf(row.code)),
    value: row.value,
    unit: row.unit,
    canonicalValue: roundLabValue(row.canonicalValue),
    canonicalUnit: row.canonicalUnit,
    ...flagAndRange(row, sex),
    referenceLow: row.referenceLow,
    referenceHigh: row.referenceHigh,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The sex the person's ranges are read for: their profile's gender, or null when not given. */
async function sexOf(ctx: ViewerContext): Promise<LabSex | null> {
  return (await getHealthProfile(ctx))?.gender ?? null;
}

/** When the sample was taken: a date or instant from 1900 on, not in the future. */
function takenAtOf(ctx: ViewerContext, value: string, field: string): Date {
  const at = labTakenAtInstant(value);
  if (!at) throw AppError.invalid(field, BloodworkMessage.takenAtRequired);
  if (isLabTakenAtInFuture(value, at, ctx.now())) {
    throw AppError.invalid(field, BloodworkMessage.takenAtInFuture);
  }
  return at;
}

type ResultFields = Pick<
  LabResultValues,
  "code" | "name" | "value" | "unit" | "canonicalValue" | "canonicalUnit"
>;

/**
 * A value and unit for a marker: a catalogue marker's unit must be one it accepts (stored
 * with its canonical spelling, the value also in the canonical unit); a marker of the
 * person's own is stored as entered.
 */
function measured(
  marker: { code: string | null; name: string; catalogue: boolean },
  value: number,
  unitText: string,
  field: string,
  checks: PlausibilityCheck[] = [],
  confirmed?: boolean,
  valueField = field,
): ResultFields {
  const known = marker.code && marker.catalogue ? labMarkerOf(marker.code) : undefined;
  if (!known) {
    return {
      code: marker.code,
      name: marker.name,
      value,
      unit: unitText,
      canonicalValue: value,
      canonicalUnit: unitText,
    };
  }
  const unit = findLabUnit(known, unitText);
  if (!unit) {
    throw AppError.invalid(
      field,
      unitNotAcceptedMessage(
        known.name,
        known.units.map((u) => u.unit),
      ),
    );
  }
  checks.push({
    field: valueField,
    verdict: labValueVerdict(known, value, unit),
    outOfBounds: labOutOfBoundsMessage(known.name, labMaxIn(known, unit), unit.unit),
    implausible: labImplausibleMessage(
      known.name,
      value,
      unit.unit,
      labSuggestedUnit(known, value, unit)?.unit,
    ),
    confirmed,
  });
  return {
    code: known.code,
    name: known.name,
    value,
    unit: unit.unit,
    canonicalValue: roundLabValue(toCanonical(value, unit), 6),
    canonicalUnit: known.unit,
  };
}

function resolveResult(
  input: LabResultInput,
  index: number,
  checks: PlausibilityCheck[],
): ResultFields {
  const field = `results.${index}`;
  const code = input.code?.trim() || null;
  const marker = code ? labMarkerOf(code) : undefined;
  if (marker) {
    return measured(
      { code, name: marker.name, catalogue: true },
      input.value,
      input.unit,
      `${field}.unit`,
      checks,
      input.confirmed,
      `${field}.value`,
    );
  }
  const name = input.name?.trim();
  if (!name) throw AppError.invalid(`${field}.code`, BloodworkMessage.unknownMarker);
  return measured({ code, name, catalogue: false }, input.value, input.unit.trim(), field);
}

/** The catalogue of markers, as `GET /lab-markers` answers it. */
export function listLabMarkers(): LabMarkerList {
  return { items: LAB_MARKERS.map((m) => ({ ...m, units: [...m.units], ranges: [...m.ranges] })) };
}

/** Records a panel: every result shares the test date and the lab. */
export async function createLabPanel(ctx: ViewerContext, input: LabPanelInput): Promise<LabPanel> {
  const takenAt = takenAtOf(ctx, input.takenAt, "takenAt");
  const lab = input.lab ?? null;
  const checks: PlausibilityCheck[] = [];
  const values: LabResultValues[] = input.results.map((result, index) => ({
    ...resolveResult(result, index, checks),
    takenAt,
    lab,
    referenceLow: result.referenceLow ?? null,
    referenceHigh: result.referenceHigh ?? null,
    note: result.note ?? null,
  }));
  enforcePlausibility(checks);
  const [rows, sex] = await Promise.all([
    insertLabResultRows(ctx.db, ctx.viewer.id, values),
    sexOf(ctx),
  ]);
  return {
    takenAt: takenAt.toISOString(),
    lab,
    results: rows.map((row) => toLabResult(row, sex)),
  };
}

/** A page of the person's results, newest first; `nextCursor` is null on the last page. */
export async function listLabResults(
  ctx: ViewerContext,
  query: LabResultListQuery,
): Promise<LabResultList> {
  const [rows, sex] = await Promise.all([
    listLabResultRows(ctx.db, ctx.viewer.id, keysetPageQuery(query, ctx.now())),
    sexOf(ctx),
  ]);
  return toPage(
    rows,
    query.limit,
    (r) => ({ at: r.takenAt, id: r.id }),
    (r) => toLabResult(r, sex),
  );
}

/**
 * One marker's history: the person's results with that code, newest first; a code that is
 * neither in the catalogue nor on any of their results is a 404.
 */
export async function getMarkerHistory(
  ctx: ViewerContext,
  code: string,
): Promise<{ code: string; items: LabResult[] }> {
  const [rows, sex] = await Promise.all([
    listLabResultRowsByCode(ctx.db, ctx.viewer.id, code, MARKER_HISTORY_MAX),
    sexOf(ctx),
  ]);
  if (rows.length === 0 && !labMarkerOf(code)) {
    throw new AppError("NOT_FOUND", BloodworkMessage.markerNotFound);
  }
  return { code, items: rows.map((r) => toLabResult(r, sex)) };
}

export async function getLabResult(ctx: ViewerContext, id: string): Promise<LabResult> {
  const row = await ownedOr404(
    id,
    (owned) => findLabResultRow(ctx.db, ctx.viewer.id, owned),
    BloodworkMessage.notFound,
  );
  return toLabResult(row, await sexOf(ctx));
}

/** Changes one result; a new value or unit is converted again for its marker. */
export function updateLabResult(
  ctx: ViewerContext,
  id: string,
  patch: LabResultPatch,
): Promise<LabResult> {
  return withTransaction(ctx, async (tx) => {
    const row = await ownedOr404(
      id,
      (owned) => findLabResultRow(tx.db, tx.viewer.id, owned),
      BloodworkMessage.notFound,
    );
    const changes: Partial<LabResultValues> = {};
    if (patch.takenAt !== undefined) changes.takenAt = takenAtOf(tx, patch.takenAt, "takenAt");
    if (patch.lab !== undefined) changes.lab = patch.lab?.trim() || null;
    if (patch.note !== undefined) changes.note = patch.note?.trim() || null;
    if (patch.value !== undefined || patch.unit !== undefined) {
      const catalogue = Boolean(row.code && labMarkerOf(row.code));
      const checks: PlausibilityCheck[] = [];
      Object.assign(
        changes,
        measured(
          { code: row.code, name: row.name, catalogue },
          patch.value ?? row.value,
          (patch.unit ?? row.unit).trim(),
          patch.unit !== undefined ? "unit" : "value",
          checks,
          patch.confirmed,
          "value",
        ),
      );
      enforcePlausibility(checks);
    }
    if (patch.referenceLow !== undefined) changes.referenceLow = patch.referenceLow;
    if (patch.referenceHigh !== undefined) changes.referenceHigh = patch.referenceHigh;
    const low = changes.referenceLow !== undefined ? changes.referenceLow : row.referenceLow;
    const high = changes.referenceHigh !== undefined ? changes.referenceHigh : row.referenceHigh;
    if (low !== null && high !== null && low >= high) {
      throw AppError.invalid("referenceHigh", BloodworkMessage.referenceOrder);
    }
    const updated = await updateLabResultRow(tx.db, tx.viewer.id, row.id, changes, tx.now());
    if (!updated) throw new AppError("NOT_FOUND", BloodworkMessage.notFound);
    return toLabResult(updated, await sexOf(tx));
  });
}

export async function deleteLabResult(ctx: ViewerContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deleteLabResultRow(ctx.db, ctx.viewer.id, owned)) ? true : null),
    BloodworkMessage.notFound,
  );
}

/** The admin dashboard's figure. */
export async function bloodworkAdminCounts(ctx: RequestContext) {
  return { labResults: await countLabResults(ctx.db) };
}

/** The person's results taken in [from, to), or all of them, oldest first, flagged. */
export async function listLabResultsBetween(
  ctx: ViewerContext,
  range: { from: Date; to: Date } | null,
): Promise<LabResult[]> {
  const [rows, sex] = await Promise.all([
    listLabResultRowsBetween(ctx.db, ctx.viewer.id, range),
    sexOf(ctx),
  ]);
  return rows.map((row) => toLabResult(row, sex));
}
