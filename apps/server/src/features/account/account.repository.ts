import { type Executor, schema } from "@vitalog/db";
import { DEFAULT_FASTING_DURATION_HOURS, DEFAULT_MEASUREMENT_PREFERENCE } from "@vitalog/domain";
import { eq } from "drizzle-orm";

export async function hasProfile(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: schema.profiles.userId })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** The rows every account starts with (end-user spec, section 3). */
export async function insertInitialUserRows(db: Executor, userId: string): Promise<void> {
  await db.insert(schema.profiles).values({
    userId,
    profileCompleted: false,
    measurementPreference: DEFAULT_MEASUREMENT_PREFERENCE,
    selectedRiskFactors: [],
    selectedHealthGoals: [],
  });
  await db.insert(schema.fastingSettings).values({
    userId,
    defaultDurationHours: DEFAULT_FASTING_DURATION_HOURS,
    startReminder: true,
    progressUpdates: true,
    endReminder: true,
  });
  await db.insert(schema.healthTrackingEntries).values({ userId, metrics: {}, notes: null });
}
