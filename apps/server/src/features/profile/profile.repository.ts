import { type Executor, preparedSelect, schema } from "@vitalog/db";
import { DEFAULT_MEASUREMENT_PREFERENCE } from "@vitalog/domain";
import { and, eq, isNull, sql } from "drizzle-orm";

const { profiles, user, admins, account, storedFiles } = schema;

/** Storage category of profile photos. */
export const PROFILE_PHOTO_CATEGORY = "profile-photos";

export interface ProfileRow {
  userId: string;
  email: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  profileCompleted: boolean;
  measurementPreference: string;
  selectedRiskFactors: string[];
  selectedHealthGoals: string[];
  dateOfBirth: string | null;
  gender: string | null;
  heightCm: number | null;
  activityLevel: string;
  weightGoal: string;
  goalWeightKg: number | null;
  welcomeDismissed: boolean;
  isAdmin: boolean;
  emailVerified: boolean;
  hasPassword: boolean;
  photoFileId: string | null;
}

export type ProfileChanges = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | "profileCompleted"
    | "measurementPreference"
    | "selectedRiskFactors"
    | "selectedHealthGoals"
    | "dateOfBirth"
    | "gender"
    | "heightCm"
    | "activityLevel"
    | "weightGoal"
    | "goalWeightKg"
    | "welcomeDismissed"
  >
>;

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | null> {
  const rows = await db
    .select({
      userId: profiles.userId,
      email: user.email,
      name: user.name,
      createdAt: profiles.createdAt,
      updatedAt: profiles.updatedAt,
      profileCompleted: profiles.profileCompleted,
      measurementPreference: profiles.measurementPreference,
      selectedRiskFactors: profiles.selectedRiskFactors,
      selectedHealthGoals: profiles.selectedHealthGoals,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      heightCm: profiles.heightCm,
      activityLevel: profiles.activityLevel,
      weightGoal: profiles.weightGoal,
      goalWeightKg: profiles.goalWeightKg,
      welcomeDismissed: profiles.welcomeDismissed,
      isAdmin: sql<boolean>`${admins.userId} is not null`.mapWith(Boolean),
      emailVerified: user.emailVerified,
      hasPassword: sql<boolean>`exists (
        select 1 from ${account}
        where ${account.userId} = ${profiles.userId}
          and ${account.providerId} = 'credential' and ${account.password} is not null
      )`.mapWith(Boolean),
      photoFileId: sql<string | null>`(
        select ${storedFiles.id} from ${storedFiles}
        where ${storedFiles.userId} = ${profiles.userId}
          and ${storedFiles.category} = ${PROFILE_PHOTO_CATEGORY}
        order by ${storedFiles.createdAt} desc, ${storedFiles.id} desc
        limit 1
      )`,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .leftJoin(admins, eq(admins.userId, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** A new, incomplete profile; nothing when the person already has one. */
export async function insertProfileRow(db: Executor, userId: string): Promise<void> {
  await db
    .insert(profiles)
    .values({
      userId,
      profileCompleted: false,
      measurementPreference: DEFAULT_MEASUREMENT_PREFERENCE,
      selectedRiskFactors: [],
      selectedHealthGoals: [],
    })
    .onConflictDoNothing();
}

const healthColumns = {
  // As text, whichever driver reads it (PGlite's own parser would give a Date).
  dateOfBirth: sql<string | null>`${profiles.dateOfBirth}::text`,
  gender: profiles.gender,
  heightCm: profiles.heightCm,
  activityLevel: profiles.activityLevel,
  weightGoal: profiles.weightGoal,
};
type HealthRow = {
  dateOfBirth: string | null;
  gender: string | null;
  heightCm: number | null;
  activityLevel: string | null;
  weightGoal: string | null;
};

const healthProfileOf = preparedSelect<HealthRow, { userId: string }>(
  (db) =>
    db
      .select(healthColumns)
      .from(profiles)
      .where(eq(profiles.userId, sql.placeholder("userId")))
      .limit(1)
      .prepare("profile_health_fields") as never,
  Object.keys(healthColumns) as (keyof HealthRow & string)[],
);

/**
 * The fields the health rules read (calories, reference ranges), from the profile row alone;
 * read on every food day and calorie target, so through a statement prepared once.
 */
export async function findHealthProfile(db: Executor, userId: string): Promise<HealthRow | null> {
  const [row] = await healthProfileOf(db, { userId });
  return row ?? null;
}

export async function findProfileForExport(db: Executor, userId: string) {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function updateProfileRow(
  db: Executor,
  userId: string,
  now: Date,
  changes: ProfileChanges,
): Promise<void> {
  await db
    .update(profiles)
    // A height entered here is the person's own: an import's undo no longer takes it back.
    .set({ ...changes, ...("heightCm" in changes ? { heightImportId: null } : {}), updatedAt: now })
    .where(eq(profiles.userId, userId));
}

/** The name lives on the Better Auth user row. */
export async function updateUserName(
  db: Executor,
  userId: string,
  name: string,
  now: Date,
): Promise<void> {
  await db.update(user).set({ name, updatedAt: now }).where(eq(user.id, userId));
}

/** The person's height and whether an import set it. */
export async function findHeightForImport(db: Executor, userId: string) {
  const [row] = await db
    .select({ heightCm: profiles.heightCm })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** Sets the height from an import, only while the profile has none; answers whether it did. */
export async function setImportedHeight(
  db: Executor,
  userId: string,
  importId: string,
  heightCm: number,
  now: Date,
): Promise<boolean> {
  const set = await db
    .update(profiles)
    .set({ heightCm, heightImportId: importId, updatedAt: now })
    .where(and(eq(profiles.userId, userId), isNull(profiles.heightCm)))
    .returning({ userId: profiles.userId });
  return set.length > 0;
}

/** Clears the height an import set, if it is still that import's; answers how many (0 or 1). */
export async function clearImportedHeight(
  db: Executor,
  userId: string,
  importId: string,
  now: Date,
): Promise<number> {
  const cleared = await db
    .update(profiles)
    .set({ heightCm: null, heightImportId: null, updatedAt: now })
    .where(and(eq(profiles.userId, userId), eq(profiles.heightImportId, importId)))
    .returning({ userId: profiles.userId });
  return cleared.length;
}
