import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps, userIdColumn, userTimeIndex } from "./columns.ts";

/** A medication and its schedule: wall-clock times on ISO weekdays (1 Monday .. 7 Sunday). */
export const medications = pgTable(
  "medications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    name: text("name").notNull(),
    dosage: doublePrecision("dosage").notNull(),
    dosageUnit: text("dosage_unit").notNull(),
    instructions: text("instructions"),
    times: text("times").array().notNull().default(sql`'{}'::text[]`),
    daysOfWeek: integer("days_of_week").array().notNull().default(sql`'{}'::integer[]`),
    reminderMinutesBefore: integer("reminder_minutes_before"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    stockCount: integer("stock_count"),
    ...timestamps,
  },
  (t) => [
    index("medications_user_name_idx").on(t.userId, t.name, t.id),
    check("medications_name_length", sql`char_length(${t.name}) BETWEEN 1 AND 100`),
    check("medications_dosage", sql`${t.dosage} > 0 AND ${t.dosage} <= 100000`),
    check("medications_instructions_length", sql`char_length(${t.instructions}) <= 500`),
    check(
      "medications_times",
      sql`cardinality(${t.times}) <= 12 AND array_to_string(${t.times}, ',') ~ '^(([01][0-9]|2[0-3]):[0-5][0-9](,|$))*$'`,
    ),
    check("medications_days_of_week", sql`${t.daysOfWeek} <@ ARRAY[1,2,3,4,5,6,7]`),
    check(
      "medications_reminder",
      sql`${t.reminderMinutesBefore} IS NULL OR ${t.reminderMinutesBefore} BETWEEN 0 AND 1440`,
    ),
    check(
      "medications_end_after_start",
      sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
    check(
      "medications_stock",
      sql`${t.stockCount} IS NULL OR ${t.stockCount} BETWEEN 0 AND 100000`,
    ),
  ],
);

/**
 * What became of one scheduled dose: one row per medication and scheduled instant. A taken
 * dose that took a unit from the stock says so (`stock_taken`), so that undoing it gives the
 * unit back and no more.
 */
export const medicationDoses = pgTable(
  "medication_doses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    medicationId: uuid("medication_id")
      .notNull()
      .references(() => medications.id, { onDelete: "cascade" }),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    status: text("status").notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull(),
    snoozedUntil: timestamp("snoozed_until", { withTimezone: true }),
    stockTaken: integer("stock_taken").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    userTimeIndex("medication_doses_user_scheduled_idx", t, t.scheduledAt),
    uniqueIndex("medication_doses_medication_scheduled_idx").on(t.medicationId, t.scheduledAt),
    check("medication_doses_status", sql`${t.status} IN ('taken', 'skipped', 'snoozed')`),
    check("medication_doses_stock_taken", sql`${t.stockTaken} IN (0, 1)`),
  ],
);
