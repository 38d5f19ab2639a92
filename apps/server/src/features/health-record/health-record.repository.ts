import { type Executor, schema } from "@vitalog/db";
import { asc, eq } from "drizzle-orm";

const { healthTrackingEntries } = schema;

/** The empty free-form health record every account starts with (end-user spec, section 3). */
export async function insertInitialHealthRecord(db: Executor, userId: string): Promise<void> {
  await db.insert(healthTrackingEntries).values({ userId, metrics: {}, notes: null });
}

export function listHealthRecords(db: Executor, userId: string) {
  return db
    .select()
    .from(healthTrackingEntries)
    .where(eq(healthTrackingEntries.userId, userId))
    .orderBy(asc(healthTrackingEntries.createdAt), asc(healthTrackingEntries.id));
}
