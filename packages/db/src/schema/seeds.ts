import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Seeds that have run: a seed that runs once writes its name here (the demo content). */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});
