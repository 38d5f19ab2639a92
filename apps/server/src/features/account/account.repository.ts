import { type Executor, schema } from "@vitalog/db";
import { DEFAULT_FASTING_DURATION_HOURS, DEFAULT_MEASUREMENT_PREFERENCE } from "@vitalog/domain";
import { and, eq, or, sql } from "drizzle-orm";

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

/** The account's password hash, or null when it signs in only through Google or Apple. */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | null> {
  const rows = await db
    .select({ password: schema.account.password })
    .from(schema.account)
    .where(and(eq(schema.account.userId, userId), eq(schema.account.providerId, "credential")))
    .limit(1);
  return rows[0]?.password ?? null;
}

/**
 * Deletes everything of one person: verification rows naming their id or address and outbox
 * mail to them (neither has a foreign key), then the user row, whose foreign keys cascade to
 * every other table (sessions, accounts, profile, tracking data, files).
 */
export async function deleteUserRows(db: Executor, userId: string, email: string): Promise<void> {
  const address = email.toLowerCase();
  const { verification, mailOutbox, user } = schema;
  await db
    .delete(verification)
    .where(
      or(
        sql`strpos(${verification.value}, ${userId}) > 0`,
        sql`strpos(${verification.identifier}, ${userId}) > 0`,
        sql`strpos(lower(${verification.value}), ${address}) > 0`,
        sql`strpos(lower(${verification.identifier}), ${address}) > 0`,
      ),
    );
  await db
    .delete(mailOutbox)
    .where(or(eq(mailOutbox.userId, userId), sql`lower(${mailOutbox.to}) = ${address}`));
  await db.delete(user).where(eq(user.id, userId));
}
