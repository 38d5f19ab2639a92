import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps, userIdColumn, userTimeIndex } from "./columns.ts";

/**
 * Blood-pressure readings. `source_id` is another app's id of an imported reading and
 * `import_id` the import that wrote it (no foreign key: undoing an import deletes its rows).
 */
export const bloodPressureReadings = pgTable(
  "blood_pressure_readings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    systolic: smallint("systolic").notNull(),
    diastolic: smallint("diastolic").notNull(),
    pulse: smallint("pulse"),
    arm: text("arm"),
    position: text("position"),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull(),
    note: text("note"),
    sourceId: text("source_id"),
    importId: uuid("import_id"),
    ...timestamps,
  },
  (t) => [
    userTimeIndex("blood_pressure_readings_user_measured_idx", t, t.measuredAt),
    index("blood_pressure_readings_user_import_idx").on(t.userId, t.importId),
    check("blood_pressure_readings_order", sql`${t.systolic} > ${t.diastolic}`),
  ],
);

/**
 * Resting heart rate (/min), SpO2 (%) and body temperature (°C): one series, each row of one
 * `kind`, `value` in that kind's unit.
 */
export const vitalSignReadings = pgTable(
  "vital_sign_readings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    kind: text("kind").notNull(),
    value: doublePrecision("value").notNull(),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull(),
    note: text("note"),
    sourceId: text("source_id"),
    importId: uuid("import_id"),
    ...timestamps,
  },
  (t) => [
    userTimeIndex("vital_sign_readings_user_measured_idx", t, t.measuredAt),
    index("vital_sign_readings_user_import_idx").on(t.userId, t.importId),
    check("vital_sign_readings_kind", sql`${t.kind} IN ('heartRate', 'spo2', 'temperature')`),
  ],
);

/** A suggestion of the vitals page the person answered "Not now" to, and when. */
export const vitalsSuggestionDismissals = pgTable(
  "vitals_suggestion_dismissals",
  {
    userId: userIdColumn(),
    suggestion: text("suggestion").notNull(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.suggestion] })],
);
