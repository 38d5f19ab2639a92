import { z } from "zod";
import { requiredText } from "../kit/text.ts";
import { HEIGHT_MAX_CM, HEIGHT_MIN_CM, WEIGHT_MAX_KG, WEIGHT_MIN_KG } from "../weight/constants.ts";
import { WeightMessage } from "../weight/messages.ts";
import { DEFAULT_AGE_WHEN_UNKNOWN, PRIVACY_MINIMUM_AGE } from "./constants.ts";
import { ProfileMessage } from "./messages.ts";
import { RiskFactorCategory } from "./risk-factor-categories.ts";

export const GENDERS = ["male", "female", "all"] as const;
export const USER_GENDERS = ["male", "female"] as const;
export const MEASUREMENT_SYSTEMS = ["metric", "imperial"] as const;
export const ACTIVITY_LEVELS = [
  "sedentary",
  "lightly_active",
  "moderately_active",
  "very_active",
  "extremely_active",
] as const;
export const WEIGHT_GOALS = ["lose", "maintain", "gain"] as const;

export const UserGender = z.enum(USER_GENDERS, { error: ProfileMessage.genderRequired });
export type UserGender = z.infer<typeof UserGender>;
export const MeasurementSystem = z.enum(MEASUREMENT_SYSTEMS);
export type MeasurementSystem = z.infer<typeof MeasurementSystem>;
export const ActivityLevel = z.enum(ACTIVITY_LEVELS);
export type ActivityLevel = z.infer<typeof ActivityLevel>;
export const WeightGoal = z.enum(WEIGHT_GOALS);
export type WeightGoal = z.infer<typeof WeightGoal>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC calendar). */
export function ageFromDateOfBirth(dateOfBirth: string | null | undefined, now: Date): number {
  if (!dateOfBirth || !ISO_DATE.test(dateOfBirth)) return DEFAULT_AGE_WHEN_UNKNOWN;
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const beforeBirthday =
    now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A date of birth's shape: a real calendar date. Its rules against today: `dateOfBirthProblem`. */
export const DateOfBirth = z
  .string({ error: ProfileMessage.dateOfBirthRequired })
  .min(1, ProfileMessage.dateOfBirthRequired)
  .refine(isRealDate, ProfileMessage.dateOfBirthInvalid);

/**
 * What is wrong with a real date of birth on `now`'s day, or null: not in the future, at least
 * PRIVACY_MINIMUM_AGE years old, at most 130.
 */
export function dateOfBirthProblem(value: string, now: Date): string | null {
  if (new Date(`${value}T00:00:00Z`).getTime() > now.getTime()) {
    return ProfileMessage.dateOfBirthInFuture;
  }
  const age = ageFromDateOfBirth(value, now);
  if (age < PRIVACY_MINIMUM_AGE) return ProfileMessage.tooYoung;
  if (age > 130) return ProfileMessage.dateOfBirthInvalid;
  return null;
}

/** `DateOfBirth` with its rules checked against `now()` when a form validates. */
export function dateOfBirthAsOf(now: () => Date) {
  return DateOfBirth.superRefine((value, ctx) => {
    const problem = dateOfBirthProblem(value, now());
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

export const HeightCm = z
  .number({ error: WeightMessage.heightRange })
  .min(HEIGHT_MIN_CM, WeightMessage.heightRange)
  .max(HEIGHT_MAX_CM, WeightMessage.heightRange);

export const GoalWeightKg = z
  .number({ error: WeightMessage.weightRange })
  .min(WEIGHT_MIN_KG, WeightMessage.weightRange)
  .max(WEIGHT_MAX_KG, WeightMessage.weightRange);

const IdList = z.array(z.uuid()).max(100);

/** A profile is complete once date of birth and gender are known (risk factors may be none). */
export function isProfileComplete(p: {
  dateOfBirth: string | null;
  gender: string | null;
}): boolean {
  return Boolean(p.dateOfBirth && p.gender);
}

export const Profile = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  profileCompleted: z.boolean(),
  measurementPreference: MeasurementSystem,
  selectedRiskFactors: z.array(z.string()),
  selectedHealthGoals: z.array(z.string()),
  dateOfBirth: z.string().nullable(),
  gender: UserGender.nullable(),
  heightCm: z.number().nullable(),
  activityLevel: ActivityLevel,
  weightGoal: WeightGoal,
  goalWeightKg: z.number().nullable(),
  /** The member closed the dashboard's first-run welcome card. */
  welcomeDismissed: z.boolean(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  /** Same-origin address of the profile photo (changes with each upload), or null. */
  photoUrl: z.string().nullable(),
  /** Whether the account signs in with a password (social-only accounts do not). */
  hasPassword: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

/** `GET /api/v1/session`: a visitor gets `{ signedIn: false, profile: null }`, not a 401. */
export const SessionState = z.object({ signedIn: z.boolean(), profile: Profile.nullable() });
export type SessionState = z.infer<typeof SessionState>;

export const PROFILE_NAME_MAX = 100;

export const ProfileName = requiredText(
  ProfileMessage.nameRequired,
  ProfileMessage.nameTooLong,
  PROFILE_NAME_MAX,
);

export const ProfileUpdate = z
  .object({
    name: ProfileName,
    dateOfBirth: DateOfBirth,
    gender: UserGender,
    selectedRiskFactors: IdList,
    selectedHealthGoals: IdList,
    measurementPreference: MeasurementSystem,
    heightCm: HeightCm.nullable(),
    activityLevel: ActivityLevel,
    weightGoal: WeightGoal,
    goalWeightKg: GoalWeightKg.nullable(),
    welcomeDismissed: z.boolean(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** The profile-completion form: the four fields the spec requires. */
export const ProfileCompletionForm = z.object({
  dateOfBirth: DateOfBirth,
  gender: UserGender,
  selectedRiskFactors: IdList,
  selectedHealthGoals: IdList,
});
export type ProfileCompletionForm = z.infer<typeof ProfileCompletionForm>;

export const CatalogItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Risk factors only: the group it is shown in (null: "other"). */
  category: RiskFactorCategory.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogItem = z.infer<typeof CatalogItem>;
export const CatalogList = z.object({ items: z.array(CatalogItem) });
export type CatalogList = z.infer<typeof CatalogList>;
