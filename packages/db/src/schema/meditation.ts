import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps, userIdColumn, userTimeIndex } from "./columns.ts";

export const meditationSessions = pgTable(
  "meditation_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    note: text("note"),
    importId: uuid("import_id"),
    sourceId: text("source_id"),
    ...timestamps,
  },
  (t) => [
    userTimeIndex("meditation_sessions_user_started_idx", t, t.startedAt),
    index("meditation_sessions_user_import_idx").on(t.userId, t.importId),
    check("meditation_sessions_duration", sql`${t.durationSeconds} BETWEEN 1 AND 86400`),
    check("meditation_sessions_note_length", sql`char_length(${t.note}) <= 500`),
  ],
);

/** Written on the first change; a person without a row has the defaults. */
export const meditationSettings = pgTable(
  "meditation_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    showStreak: boolean("show_streak").notNull().default(true),
    intervalBellMinutes: integer("interval_bell_minutes"),
    ...timestamps,
  },
  (t) => [
    check(
      "meditation_settings_interval_bell",
      sql`${t.intervalBellMinutes} IS NULL OR ${t.intervalBellMinutes} BETWEEN 1 AND 30`,
    ),
  ],
);
