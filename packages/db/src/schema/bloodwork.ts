import { sql } from "drizzle-orm";
import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps, userIdColumn, userTimeIndex } from "./columns.ts";

/**
 * One lab result per row: the value as entered (value, unit) and in the marker's canonical unit;
 * results of one panel share taken_at and lab. `code` is a LOINC code from the catalogue, a code
 * of the person's own, or null for a named marker of their own.
 */
export const labResults = pgTable(
  "lab_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    lab: text("lab"),
    code: text("code"),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    unit: text("unit").notNull(),
    canonicalValue: doublePrecision("canonical_value").notNull(),
    canonicalUnit: text("canonical_unit").notNull(),
    referenceLow: doublePrecision("reference_low"),
    referenceHigh: doublePrecision("reference_high"),
    note: text("note"),
    importId: uuid("import_id"),
    sourceId: text("source_id"),
    ...timestamps,
  },
  (t) => [
    userTimeIndex("lab_results_user_taken_idx", t, t.takenAt),
    index("lab_results_user_import_idx").on(t.userId, t.importId),
    index("lab_results_user_code_taken_idx").on(t.userId, t.code, t.takenAt.desc()),
    check("lab_results_value_range", sql`${t.value} >= 0 and ${t.value} <= 100000`),
    check(
      "lab_results_reference_order",
      sql`${t.referenceLow} is null or ${t.referenceHigh} is null or ${t.referenceLow} < ${t.referenceHigh}`,
    ),
    check("lab_results_name_length", sql`char_length(${t.name}) between 1 and 80`),
    check("lab_results_unit_length", sql`char_length(${t.unit}) between 1 and 20`),
    check("lab_results_code_length", sql`char_length(${t.code}) <= 20`),
    check("lab_results_lab_length", sql`char_length(${t.lab}) <= 120`),
    check("lab_results_note_length", sql`char_length(${t.note}) <= 500`),
  ],
);
