import { date, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jsonb, userIdColumn, userTimeIndex } from "./columns.ts";

/**
 * A health-insight report: the statistics computed over the person's modules for one period,
 * and the optional AI narrative that restates them.
 */
export const insightReports = pgTable(
  "insight_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    from: date("from", { mode: "string" }).notNull(),
    to: date("to", { mode: "string" }).notNull(),
    tz: text("tz").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    statistics: jsonb("statistics").$type<Record<string, unknown>>().notNull(),
    narrative: text("narrative"),
    narrativeAt: timestamp("narrative_at", { withTimezone: true }),
  },
  (t) => [userTimeIndex("insight_reports_user_created_idx", t, t.createdAt)],
);
