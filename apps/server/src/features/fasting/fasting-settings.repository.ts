import { type Executor, schema } from "@vitalog/db";
import { DEFAULT_FASTING_DURATION_HOURS } from "@vitalog/domain";
import { eq } from "drizzle-orm";

const { fastingSettings } = schema;

/** The settings a new account starts with (spec: learning-devices-commerce, section 9). */
export async function insertDefaultFastingSettings(db: Executor, userId: string): Promise<void> {
  await db
    .insert(fastingSettings)
    .values({
      userId,
      defaultDurationHours: DEFAULT_FASTING_DURATION_HOURS,
      startReminder: true,
      progressUpdates: true,
      endReminder: true,
    })
    .onConflictDoNothing();
}

export async function findFastingSettings(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(fastingSettings)
    .where(eq(fastingSettings.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}
