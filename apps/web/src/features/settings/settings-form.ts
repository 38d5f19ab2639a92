import {
  ActivityLevel,
  cmToFtIn,
  dateOfBirthAsOf,
  ftInToCm,
  GoalWeightKg,
  HeightCm,
  kgToLb,
  lbToKg,
  type MeasurementSystem,
  PROFILE_NAME_MAX,
  type Profile,
  ProfileMessage,
  type ProfileUpdate,
  roundTo,
  UserGender,
  WeightGoal,
  WeightMessage,
} from "@vitalog/domain";
import { z } from "zod";

// Settings is several forms, each saving its own part of the profile (PATCH is partial).
// Height and goal weight are stored in metric and only shown in the chosen units: a form sends
// them only when the person changed what is shown, so switching units never rewrites them.

/* ---- Account: the name ---------------------------------------------------------------- */

/** The account form: the name, 1–100 characters once trimmed. */
export const AccountForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, ProfileMessage.nameRequired)
    .max(PROFILE_NAME_MAX, ProfileMessage.nameTooLong),
});
export type AccountValues = z.input<typeof AccountForm>;

/** The PATCH body of the account form: the name, trimmed. */
export function toAccountUpdate(values: AccountValues): ProfileUpdate {
  return { name: values.name.trim() };
}

/* ---- Height and goal weight as shown ---------------------------------------------------- */

/** Height and goal weight as the form shows them, in one system of units. */
export interface MeasurementFields {
  heightCm: string;
  heightFt: string;
  heightIn: string;
  goalWeight: string;
}

type StoredMeasurements = Pick<Profile, "heightCm" | "goalWeightKg">;

/** What the form shows for stored metric values: cm to 0.1, whole feet and inches, kg or lb. */
export function measurementFields(
  stored: StoredMeasurements,
  system: MeasurementSystem,
): MeasurementFields {
  const ftIn = stored.heightCm ? cmToFtIn(stored.heightCm) : null;
  const goal = stored.goalWeightKg;
  return {
    heightCm: stored.heightCm ? String(roundTo(stored.heightCm, 1)) : "",
    heightFt: ftIn ? String(ftIn.feet) : "",
    heightIn: ftIn ? String(ftIn.inches) : "",
    goalWeight: goal == null ? "" : String(roundTo(system === "imperial" ? kgToLb(goal) : goal, 1)),
  };
}

function parseNumber(text: string): number | null | "invalid" {
  const trimmed = text.trim().replace(",", ".");
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : "invalid";
}

const same = (a: string, b: string) => a.trim().replace(",", ".") === b.trim();

/** Whether the shown height differs from what the stored value shows. */
function heightEdited(
  fields: MeasurementFields,
  shown: MeasurementFields,
  system: MeasurementSystem,
): boolean {
  return system === "imperial"
    ? !same(fields.heightFt, shown.heightFt) || !same(fields.heightIn, shown.heightIn)
    : !same(fields.heightCm, shown.heightCm);
}

type MeasurementErrorKey = "heightCm" | "heightFt" | "goalWeight";

/** Height and goal weight in metric as typed, with the domain's range messages. */
function readMeasurements(
  fields: MeasurementFields,
  system: MeasurementSystem,
): {
  heightCm: number | null;
  goalWeightKg: number | null;
  errors: Partial<Record<MeasurementErrorKey, string>>;
} {
  const errors: Partial<Record<MeasurementErrorKey, string>> = {};
  const imperial = system === "imperial";
  let heightCm: number | null = null;

  if (imperial) {
    const feet = parseNumber(fields.heightFt);
    const inches = parseNumber(fields.heightIn);
    if (feet === "invalid" || inches === "invalid") errors.heightFt = WeightMessage.heightRange;
    else if (feet !== null || inches !== null) heightCm = ftInToCm(feet ?? 0, inches ?? 0);
    if (heightCm !== null && !HeightCm.safeParse(heightCm).success) {
      errors.heightFt = WeightMessage.heightRange;
    }
  } else {
    const cm = parseNumber(fields.heightCm);
    if (cm === "invalid") errors.heightCm = WeightMessage.heightRange;
    else heightCm = cm;
    if (heightCm !== null && !HeightCm.safeParse(heightCm).success) {
      errors.heightCm = WeightMessage.heightRange;
    }
  }

  const goal = parseNumber(fields.goalWeight);
  let goalWeightKg: number | null = null;
  const rangeMessage = imperial ? WeightMessage.weightRangeLb : WeightMessage.weightRange;
  if (goal === "invalid") errors.goalWeight = rangeMessage;
  else if (goal !== null) {
    goalWeightKg = imperial ? lbToKg(goal) : goal;
    // Compare in kg with a little slack so 44 lb or 1102 lb (rounded limits) are accepted.
    if (!GoalWeightKg.safeParse(roundTo(goalWeightKg, 1)).success) errors.goalWeight = rangeMessage;
  }
  return {
    heightCm: heightCm === null ? null : roundTo(heightCm, 1),
    goalWeightKg: goalWeightKg === null ? null : roundTo(goalWeightKg, 2),
    errors,
  };
}

/**
 * The height and goal weight to send: only those the person changed from what the stored
 * values show. An untouched field is left out, so the stored metric value stays exact.
 */
export function measurementUpdate(
  fields: MeasurementFields,
  stored: StoredMeasurements,
  system: MeasurementSystem,
): Pick<ProfileUpdate, "heightCm" | "goalWeightKg"> {
  const shown = measurementFields(stored, system);
  const read = readMeasurements(fields, system);
  return {
    ...(heightEdited(fields, shown, system) ? { heightCm: read.heightCm } : {}),
    ...(same(fields.goalWeight, shown.goalWeight) ? {} : { goalWeightKg: read.goalWeightKg }),
  };
}

/**
 * The fields to show once the units change from `from` to `to` while the form is open: what
 * the person did not touch is shown again from the stored values; what they typed is carried
 * over, converted.
 */
export function switchMeasurementFields(
  fields: MeasurementFields,
  stored: StoredMeasurements,
  from: MeasurementSystem,
  to: MeasurementSystem,
): MeasurementFields {
  const next = measurementFields(stored, to);
  if (from === to) return fields;
  const typed = readMeasurements(fields, from);
  const shownBefore = measurementFields(stored, from);
  if (heightEdited(fields, shownBefore, from) && !typed.errors.heightCm && !typed.errors.heightFt) {
    const converted = measurementFields({ heightCm: typed.heightCm, goalWeightKg: null }, to);
    next.heightCm = converted.heightCm;
    next.heightFt = converted.heightFt;
    next.heightIn = converted.heightIn;
  }
  if (!same(fields.goalWeight, shownBefore.goalWeight) && !typed.errors.goalWeight) {
    next.goalWeight = measurementFields(
      { heightCm: null, goalWeightKg: typed.goalWeightKg },
      to,
    ).goalWeight;
  }
  return next;
}

/* ---- Health profile --------------------------------------------------------------------- */

/** The health-profile form as typed: numbers stay strings until they are checked. */
export interface HealthValues extends MeasurementFields {
  dateOfBirth: string;
  gender: string;
  selectedRiskFactors: string[];
  selectedHealthGoals: string[];
  activityLevel: string;
  weightGoal: string;
}

const HealthBase = z.object({
  dateOfBirth: dateOfBirthAsOf(() => new Date()),
  gender: UserGender,
  selectedRiskFactors: z.array(z.string()),
  selectedHealthGoals: z.array(z.string()),
  activityLevel: ActivityLevel,
  weightGoal: WeightGoal,
});

/** The health form's fields as typed (strings), checked by the domain's schemas. */
const HealthFields = z.object({
  dateOfBirth: dateOfBirthAsOf(() => new Date()),
  gender: z.string().pipe(UserGender),
  selectedRiskFactors: z.array(z.string()),
  selectedHealthGoals: z.array(z.string()),
  activityLevel: z.string().pipe(ActivityLevel),
  weightGoal: z.string().pipe(WeightGoal),
  heightCm: z.string(),
  heightFt: z.string(),
  heightIn: z.string(),
  goalWeight: z.string(),
});

/** The number checks run even when another field is wrong, so every message shows at once. */
const always = { when: () => true };

/**
 * The health form's schema in one system of units: the domain's schemas for the fields, and
 * height (cm, or feet and inches) and goal weight (kg or lb) with the domain's range messages.
 */
function healthFormIn(system: MeasurementSystem) {
  const heightField = system === "imperial" ? "heightFt" : "heightCm";
  return HealthFields.refine((values) => !readMeasurements(values, system).errors[heightField], {
    ...always,
    path: [heightField],
    message: WeightMessage.heightRange,
  }).refine((values) => !readMeasurements(values, system).errors.goalWeight, {
    ...always,
    path: ["goalWeight"],
    message: system === "imperial" ? WeightMessage.weightRangeLb : WeightMessage.weightRange,
  });
}

/** The health form's schema per system of units (use with `zodResolver(…, undefined, { raw: true })`). */
export const HealthForm = {
  metric: healthFormIn("metric"),
  imperial: healthFormIn("imperial"),
} satisfies Record<MeasurementSystem, unknown>;

export function toHealthValues(profile: Profile): HealthValues {
  return {
    dateOfBirth: profile.dateOfBirth ?? "",
    gender: profile.gender ?? "",
    selectedRiskFactors: profile.selectedRiskFactors,
    selectedHealthGoals: profile.selectedHealthGoals,
    activityLevel: profile.activityLevel,
    weightGoal: profile.weightGoal,
    ...measurementFields(profile, profile.measurementPreference),
  };
}

/** The PATCH body of the health profile (Update Profile). */
export function toHealthUpdate(values: HealthValues, profile: Profile): ProfileUpdate {
  return {
    ...HealthBase.parse(values),
    ...measurementUpdate(values, profile, profile.measurementPreference),
  };
}

/** The deletion dialog: an account with a password confirms with it (`requiredMessage` if not). */
export function deleteAccountForm(hasPassword: boolean, requiredMessage: string) {
  return z.object({ password: hasPassword ? z.string().min(1, requiredMessage) : z.string() });
}
export type DeleteAccountForm = z.infer<ReturnType<typeof deleteAccountForm>>;
