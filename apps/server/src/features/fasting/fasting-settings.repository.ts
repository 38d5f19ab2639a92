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

export type FastingSettingsRow = typeof fastingSettings.$inferSelect;
export type FastingSettingsValues = Partial<
  Omit<FastingSettingsRow, "userId" | "createdAt" | "updatedAt">
>;

export async function findFastingSettings(
  db: Executor,
  userId: string,
): Promise<FastingSettingsRow | null> {
  const rows = await db
    .select()
    .from(fastingSettings)
    .where(eq(fastingSettings.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Writes the changes, creating the row with the defaults first if the account has none. */
export async function upsertFastingSettings(
  db: Executor,
  userId: string,
  changes: FastingSettingsValues,
  now: Date,
): Promise<FastingSettingsRow> {
  const [row] = await db
    .insert(fastingSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: fastingSettings.userId,
      set: { ...changes, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error("upsert into fasting_settings returned no row");
  return row;
}
