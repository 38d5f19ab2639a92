import {
  ACTION_TYPES,
  FREQUENCY_PERIODS,
  ORGANIZATIONS,
  RECOMMENDATION_GRADES,
} from "./constants.ts";
import { RecommendationMessage as M } from "./messages.ts";
import {
  RECOMMENDATION_FIELD_NAMES,
  type RecommendationFields,
  RecommendationInput,
} from "./recommendation.ts";

/** Most items one import takes. */
export const IMPORT_MAX_ITEMS = 1000;

/** The spec's required import fields, in its order (admin-back-office, section 5). */
export const IMPORT_REQUIRED_FIELDS = [
  "guidelineTitle",
  "actionType",
  "actionDetails",
  "instruction",
  "minAge",
  "maxAge",
  "organization",
  "recommendationGrade",
] as const;

/** Accepted alias → field (title, source and evidenceGrade). */
const ALIASES = {
  title: "guidelineTitle",
  source: "organization",
  evidenceGrade: "recommendationGrade",
} as const;

const CHOICES = {
  actionType: ACTION_TYPES,
  organization: ORGANIZATIONS,
  recommendationGrade: RECOMMENDATION_GRADES,
  frequencyPeriod: FREQUENCY_PERIODS,
} as const;

const NUMBERS = ["minAge", "maxAge", "frequencyNumber"] as const;
const LISTS = ["selectedRiskFactors", "selectedHealthGoals", "relatedGuidelines"] as const;

/** What the admin pasted, read: the items to import, and a wrapper's examples if it has any. */
export type ImportPayload =
  | { ok: true; items: unknown[]; examples: unknown[] | null; catalog: ImportCatalog }
  | { ok: false; message: string };

export interface ImportCatalog {
  riskFactors: { id?: string; name: string; description?: string }[];
  healthGoals: { id?: string; name: string; description?: string }[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function catalogList(v: unknown): ImportCatalog["riskFactors"] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (x): x is { id?: string; name: string; description?: string } =>
      isObject(x) && typeof x.name === "string" && x.name.trim() !== "",
  );
}

/**
 * Reads an import: a single object, an array, or a wrapper holding a `template` (with
 * `instructions` and `examples`) or a `recommendations` list (as the export writes it, with the
 * risk factors and goals they use). Empty input answers "Please enter JSON data".
 */
export function readImportPayload(body: unknown): ImportPayload {
  const blank =
    body === undefined ||
    body === null ||
    (typeof body === "string" && !body.trim()) ||
    (isObject(body) && Object.keys(body).length === 0);
  if (blank) {
    return { ok: false, message: M.importEmpty };
  }
  const noCatalog = { riskFactors: [], healthGoals: [] };
  let items: unknown[];
  let examples: unknown[] | null = null;
  let catalog: ImportCatalog = noCatalog;
  if (Array.isArray(body)) {
    items = body;
  } else if (isObject(body) && Array.isArray(body.recommendations)) {
    items = body.recommendations;
    catalog = {
      riskFactors: catalogList(body.riskFactors),
      healthGoals: catalogList(body.healthGoals),
    };
  } else if (isObject(body) && isObject(body.template)) {
    items = [body.template];
    examples = Array.isArray(body.examples) && body.examples.length > 0 ? body.examples : null;
  } else if (isObject(body)) {
    items = [body];
  } else {
    return { ok: false, message: M.importInvalid };
  }
  if (items.length === 0 || !items.every(isObject)) return { ok: false, message: M.importInvalid };
  if (items.length > IMPORT_MAX_ITEMS) return { ok: false, message: M.importTooMany };
  return { ok: true, items, examples, catalog };
}

/** Finds the id of a risk factor or goal named by id or by name; null when there is none. */
export interface ImportReferences {
  riskFactor(ref: string): string | null;
  healthGoal(ref: string): string | null;
}

export type ImportItem =
  | { ok: true; id: string | null; value: RecommendationFields }
  | { ok: false; id: string | null; errors: string[] };

const present = (v: unknown) =>
  v !== undefined && v !== null && !(typeof v === "string" && !v.trim());

const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

/**
 * Checks and normalises one imported item with the spec's messages (admin-back-office, section
 * 5): aliases, required fields, gender, allowed values, numbers; comma-separated strings become
 * lists and numeric strings numbers. Risk factors and goals may be given by id or by name.
 */
export function normaliseImportItem(
  raw: Record<string, unknown>,
  refs: ImportReferences,
): ImportItem {
  const item: Record<string, unknown> = { ...raw };
  const id = typeof item.id === "string" && item.id.trim() ? item.id.trim() : null;
  for (const [alias, field] of Object.entries(ALIASES)) {
    if (!present(item[field]) && present(item[alias])) item[field] = item[alias];
  }
  if (isObject(item.frequency)) {
    if (!present(item.frequencyNumber)) item.frequencyNumber = item.frequency.number;
    if (!present(item.frequencyPeriod)) item.frequencyPeriod = item.frequency.period;
  }

  const errors: string[] = [];
  const missing = IMPORT_REQUIRED_FIELDS.filter((field) => !present(item[field]));
  if (missing.length > 0) errors.push(`Missing required fields: ${missing.join(", ")}`);

  const gender = present(item.gender) ? String(item.gender).trim().toLowerCase() : "all";
  if (gender !== "male" && gender !== "female" && gender !== "all") {
    errors.push(
      `Invalid gender value "${show(item.gender)}". Must be male, female, or all for all genders.`,
    );
  }
  item.gender = gender;

  for (const [field, allowed] of Object.entries(CHOICES)) {
    if (!present(item[field])) continue;
    const value = String(item[field]).trim();
    const match = (allowed as readonly string[]).find(
      (option) => option.toLowerCase() === value.toLowerCase(),
    );
    if (match) item[field] = match;
    else
      errors.push(`Invalid ${field}: ${show(item[field])}. Valid options: ${allowed.join(", ")}`);
  }

  for (const field of NUMBERS) {
    if (!present(item[field])) continue;
    const value =
      typeof item[field] === "string" ? Number(String(item[field]).trim()) : item[field];
    if (typeof value !== "number" || !Number.isFinite(value)) {
      errors.push(`Invalid ${field}: ${show(item[field])}. Must be a number.`);
    } else {
      item[field] = value;
    }
  }
  if (!present(item.frequencyNumber)) item.frequencyNumber = 1;
  if (!present(item.frequencyPeriod)) item.frequencyPeriod = "year";

  for (const field of LISTS) {
    if (typeof item[field] === "string") {
      item[field] = String(item[field])
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (!present(item[field])) {
      item[field] = [];
    }
  }
  for (const [field, find, label] of [
    ["selectedRiskFactors", refs.riskFactor, M.unknownRiskFactor],
    ["selectedHealthGoals", refs.healthGoal, M.unknownHealthGoal],
  ] as const) {
    if (!Array.isArray(item[field])) continue;
    const ids: string[] = [];
    for (const ref of item[field] as unknown[]) {
      const found = typeof ref === "string" ? find(ref.trim()) : null;
      if (found) ids.push(found);
      else errors.push(`${label}: ${show(ref)}`);
    }
    item[field] = [...new Set(ids)];
  }
  if (typeof item.studyTypes === "string") {
    item.studyTypes = item.studyTypes
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  }
  if (typeof item.priority === "string" && item.priority.trim() !== "") {
    item.priority = Number(item.priority);
  }
  if (typeof item.isUrgent === "string") item.isUrgent = item.isUrgent.trim() === "true";
  for (const field of ["publicationDate", "lastReviewDate", "nextReviewDate"] as const) {
    if (typeof item[field] === "string") item[field] = String(item[field]).slice(0, 10);
  }
  if (errors.length > 0) return { ok: false, id, errors };

  // What remains is the same check as the form's, on the known fields only.
  const known = Object.fromEntries(
    Object.entries(item).filter(([key]) => KNOWN_FIELDS.has(key) && item[key] !== null),
  );
  const parsed = RecommendationInput.safeParse(known);
  if (!parsed.success) {
    return {
      ok: false,
      id,
      errors: [
        ...new Set(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)),
      ],
    };
  }
  return { ok: true, id, value: parsed.data };
}

const KNOWN_FIELDS: ReadonlySet<string> = new Set(RECOMMENDATION_FIELD_NAMES);
