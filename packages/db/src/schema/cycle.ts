import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps, userIdColumn } from "./columns.ts";

export const cyclePeriods = pgTable(
  "cycle_periods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    importId: uuid("import_id"),
    sourceId: text("source_id"),
    ...timestamps,
  },
  (t) => [
    index("cycle_periods_user_start_idx").on(t.userId, t.startDate.desc(), t.id.desc()),
    index("cycle_periods_user_import_idx").on(t.userId, t.importId),
    check(
      "cycle_periods_end_after_start",
      sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/** What a person logged on one day: flow, symptoms, a note. */
export const cycleDays = pgTable(
  "cycle_days",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    date: date("date", { mode: "string" }).notNull(),
    flow: text("flow"),
    symptoms: text("symptoms").array().notNull().default(sql`'{}'::text[]`),
    note: text("note"),
    importId: uuid("import_id"),
    sourceId: text("source_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("cycle_days_user_date_idx").on(t.userId, t.date),
    index("cycle_days_user_import_idx").on(t.userId, t.importId),
    check(
      "cycle_days_flow",
      sql`${t.flow} IS NULL OR ${t.flow} IN ('spotting', 'light', 'medium', 'heavy')`,
    ),
    check("cycle_days_note_length", sql`char_length(${t.note}) <= 500`),
  ],
);

/** Written on the first change; a person without a row has the defaults. */
export const cycleSettings = pgTable(
  "cycle_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    discreetMode: boolean("discreet_mode").notNull().default(false),
    periodReminders: boolean("period_reminders").notNull().default(true),
    fertilityReminders: boolean("fertility_reminders").notNull().default(true),
    symptomReminders: boolean("symptom_reminders").notNull().default(true),
    symptomReminderTime: text("symptom_reminder_time").notNull().default("19:00"),
    ...timestamps,
  },
  (t) => [
    check(
      "cycle_settings_reminder_time",
      sql`${t.symptomReminderTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);
