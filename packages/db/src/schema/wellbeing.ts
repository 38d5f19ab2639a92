import { sql } from "drizzle-orm";
import { check, date, pgTable, real, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps, userIdColumn } from "./columns.ts";

/** One check-in per person and calendar day; the unique index also serves the newest-first list. */
export const wellbeingCheckins = pgTable(
  "wellbeing_checkins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    date: date("date", { mode: "string" }).notNull(),
    mood: smallint("mood").notNull(),
    energy: smallint("energy").notNull(),
    sleepQuality: smallint("sleep_quality").notNull(),
    stress: smallint("stress").notNull(),
    sleepHours: real("sleep_hours"),
    note: text("note"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("wellbeing_checkins_user_date_idx").on(t.userId, t.date.desc()),
    check(
      "wellbeing_checkins_scales",
      sql`${t.mood} BETWEEN 1 AND 5 AND ${t.energy} BETWEEN 1 AND 5 AND ${t.sleepQuality} BETWEEN 1 AND 5 AND ${t.stress} BETWEEN 1 AND 5`,
    ),
  ],
);
