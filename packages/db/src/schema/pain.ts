import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jsonb, timestamps, userIdColumn, userTimeIndex } from "./columns.ts";

export interface PainRegionValue {
  region: string;
  intensity: number;
  type: string;
}

/** A pain diary entry: when, each body region with its own intensity and type, and context. */
export const painEntries = pgTable(
  "pain_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    regions: jsonb("regions").$type<PainRegionValue[]>().notNull(),
    symptoms: text("symptoms").array().notNull().default(sql`'{}'::text[]`),
    triggers: text("triggers").array().notNull().default(sql`'{}'::text[]`),
    relief: text("relief").array().notNull().default(sql`'{}'::text[]`),
    note: text("note"),
    ...timestamps,
  },
  (t) => [
    userTimeIndex("pain_entries_user_occurred_idx", t, t.occurredAt),
    check(
      "pain_entries_regions",
      sql`jsonb_typeof(${t.regions}) = 'array' AND jsonb_array_length(${t.regions}) >= 1`,
    ),
    check("pain_entries_note_length", sql`char_length(${t.note}) <= 1000`),
  ],
);
