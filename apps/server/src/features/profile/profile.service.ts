import {
  ActivityLevel,
  dateOfBirthProblem,
  isProfileComplete,
  MeasurementSystem,
  type Profile,
  ProfileMessage,
  type ProfileUpdate,
  type ProfileWithCredits,
  UserGender,
  WeightGoal,
} from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { getCreditProfile } from "../ai-credits/ai-credits.service.ts";
import { countExistingCatalogIds } from "../catalog/catalog.service.ts";
import {
  findHealthProfile,
  findProfile,
  insertProfileRow,
  type ProfileRow,
  updateProfileRow,
  updateUserName,
} from "./profile.repository.ts";

function toProfile(row: ProfileRow): Profile {
  return {
    userId: row.userId,
    email: row.email,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    profileCompleted: row.profileCompleted,
    measurementPreference: MeasurementSystem.catch("metric").parse(row.measurementPreference),
    selectedRiskFactors: row.selectedRiskFactors,
    selectedHealthGoals: row.selectedHealthGoals,
    dateOfBirth: row.dateOfBirth,
    gender: UserGender.nullable().catch(null).parse(row.gender),
    heightCm: row.heightCm,
    activityLevel: ActivityLevel.catch("sedentary").parse(row.activityLevel),
    weightGoal: WeightGoal.catch("maintain").parse(row.weightGoal),
    goalWeightKg: row.goalWeightKg,
    welcomeDismissed: row.welcomeDismissed,
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerified,
    photoUrl: row.photoFileId ? profilePhotoUrl(row.photoFileId) : null,
    hasPassword: row.hasPassword,
  };
}

export interface HealthProfile {
  dateOfBirth: string | null;
  gender: UserGender | null;
  heightCm: number | null;
  activityLevel: ActivityLevel;
  weightGoal: WeightGoal;
}

/**
 * What the health rules read of the person's profile (calories, reference ranges), one light
 * query; null when the person has no profile row.
 */
export async function getHealthProfile(ctx: ViewerContext): Promise<HealthProfile | null> {
  const row = await findHealthProfile(ctx.db, ctx.viewer.id);
  if (!row) return null;
  return {
    dateOfBirth: row.dateOfBirth,
    gender: UserGender.nullable().catch(null).parse(row.gender),
    heightCm: row.heightCm,
    activityLevel: ActivityLevel.catch("sedentary").parse(row.activityLevel),
    weightGoal: WeightGoal.catch("maintain").parse(row.weightGoal),
  };
}

/** Where the web loads the photo; the file id changes with every upload, so caches never mix. */
export function profilePhotoUrl(fileId: string): string {
  return `/api/v1/profile/photo?v=${fileId}`;
}

/** The row every account starts with (end-user spec, section 3): an incomplete profile. */
export async function createProfile(ctx: RequestContext, userId: string): Promise<void> {
  await insertProfileRow(ctx.db, userId);
}

/** The signed-in person's profile; an account without one (made elsewhere) gets it now. */
export async function getProfile(ctx: ViewerContext): Promise<Profile> {
  const userId = ctx.viewer.id;
  let row = await findProfile(ctx.db, userId);
  if (!row) {
    await insertProfileRow(ctx.db, userId);
    row = await findProfile(ctx.db, userId);
  }
  if (!row) throw new AppError("UNAUTHENTICATED");
  return toProfile(row);
}

/** The profile with the person's AI credits (the user record's credit fields). */
export async function getProfileWithCredits(ctx: ViewerContext): Promise<ProfileWithCredits> {
  const profile = await getProfile(ctx);
  return { ...profile, ...(await getCreditProfile(ctx, ctx.viewer.id)) };
}

async function assertCatalogIds(
  ctx: ViewerContext,
  kind: "riskFactors" | "healthGoals",
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  if ((await countExistingCatalogIds(ctx, kind, ids)) === ids.length) return;
  const [field, message] =
    kind === "riskFactors"
      ? ["selectedRiskFactors", ProfileMessage.unknownRiskFactor]
      : ["selectedHealthGoals", ProfileMessage.unknownHealthGoal];
  throw new AppError("VALIDATION_FAILED", message, { [field]: message });
}

/**
 * Applies a profile update. Selected ids must exist in the catalogue; the profile becomes
 * complete once date of birth and gender are both known, and stays complete.
 */
export function updateProfile(ctx: ViewerContext, input: ProfileUpdate): Promise<Profile> {
  if (input.dateOfBirth !== undefined) {
    const problem = dateOfBirthProblem(input.dateOfBirth, ctx.now());
    if (problem) throw AppError.invalid("dateOfBirth", problem);
  }
  return withTransaction(ctx, async (tx) => {
    const current = await getProfile(tx);
    const riskFactors = input.selectedRiskFactors && [...new Set(input.selectedRiskFactors)];
    const healthGoals = input.selectedHealthGoals && [...new Set(input.selectedHealthGoals)];
    if (riskFactors) await assertCatalogIds(tx, "riskFactors", riskFactors);
    if (healthGoals) await assertCatalogIds(tx, "healthGoals", healthGoals);
    const completed =
      current.profileCompleted ||
      isProfileComplete({
        dateOfBirth: input.dateOfBirth ?? current.dateOfBirth,
        gender: input.gender ?? current.gender,
      });
    const { name, ...profileChanges } = input;
    if (name !== undefined) await updateUserName(tx.db, tx.viewer.id, name, tx.now());
    await updateProfileRow(tx.db, tx.viewer.id, tx.now(), {
      ...profileChanges,
      ...(riskFactors ? { selectedRiskFactors: riskFactors } : {}),
      ...(healthGoals ? { selectedHealthGoals: healthGoals } : {}),
      profileCompleted: completed,
    });
    return getProfile(tx);
  });
}
