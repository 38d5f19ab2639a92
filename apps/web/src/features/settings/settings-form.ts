import {
  ActivityLevel,
  cmToFtIn,
  DateOfBirth,
  ftInToCm,
  GoalWeightKg,
  HeightCm,
  kgToLb,
  lbToKg,
  type MeasurementSystem,
  MeasurementSystem as MeasurementSystemSchema,
  PROFILE_NAME_MAX,
  type Profile,
  ProfileMessage,
  type ProfileUpdate,
  roundTo,
  UserGender,
  WeightGoal,
  WeightMessage,
} from "@vitalog/domain";
import type { FieldErrors, Resolver } from "react-hook-form";
import { z } from "zod";

/** The settings form as typed: numbers stay strings until they are checked. */
export interface ProfileSettingsValues {
  name: string;
  dateOfBirth: string;
  gender: string;
  selectedRiskFactors: string[];
  selectedHealthGoals: string[];
  measurementPreference: MeasurementSystem;
  heightCm: string;
  heightFt: string;
  heightIn: string;
  activityLevel: string;
  weightGoal: string;
  goalWeight: string;
}

const Base = z.object({
  dateOfBirth: DateOfBirth,
  gender: UserGender,
  selectedRiskFactors: z.array(z.string()),
  selectedHealthGoals: z.array(z.string()),
  measurementPreference: MeasurementSystemSchema,
  activityLevel: ActivityLevel,
  weightGoal: WeightGoal,
});

export function toFormValues(profile: Profile): ProfileSettingsValues {
  const imperial = profile.measurementPreference === "imperial";
  const ftIn = profile.heightCm ? cmToFtIn(profile.heightCm) : null;
  const goal = profile.goalWeightKg;
  return {
    name: profile.name,
    dateOfBirth: profile.dateOfBirth ?? "",
    gender: profile.gender ?? "",
    selectedRiskFactors: profile.selectedRiskFactors,
    selectedHealthGoals: profile.selectedHealthGoals,
    measurementPreference: profile.measurementPreference,
    heightCm: profile.heightCm ? String(roundTo(profile.heightCm, 1)) : "",
    heightFt: ftIn ? String(ftIn.feet) : "",
    heightIn: ftIn ? String(ftIn.inches) : "",
    activityLevel: profile.activityLevel,
    weightGoal: profile.weightGoal,
    goalWeight: goal == null ? "" : String(roundTo(imperial ? kgToLb(goal) : goal, 1)),
  };
}

function parseNumber(text: string): number | null | "invalid" {
  const trimmed = text.trim().replace(",", ".");
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : "invalid";
}

type Converted = { heightCm: number | null; goalWeightKg: number | null };

/** Height and goal weight in metric, with the domain's range messages. */
function convertMeasurements(values: ProfileSettingsValues): {
  result: Converted;
  errors: Partial<Record<"heightCm" | "heightFt" | "goalWeight", string>>;
} {
  const errors: Partial<Record<"heightCm" | "heightFt" | "goalWeight", string>> = {};
  const imperial = values.measurementPreference === "imperial";
  let heightCm: number | null = null;

  if (imperial) {
    const feet = parseNumber(values.heightFt);
    const inches = parseNumber(values.heightIn);
    if (feet === "invalid" || inches === "invalid") errors.heightFt = WeightMessage.heightRange;
    else if (feet !== null || inches !== null) heightCm = ftInToCm(feet ?? 0, inches ?? 0);
    if (heightCm !== null && !HeightCm.safeParse(heightCm).success) {
      errors.heightFt = WeightMessage.heightRange;
    }
  } else {
    const cm = parseNumber(values.heightCm);
    if (cm === "invalid") errors.heightCm = WeightMessage.heightRange;
    else heightCm = cm;
    if (heightCm !== null && !HeightCm.safeParse(heightCm).success) {
      errors.heightCm = WeightMessage.heightRange;
    }
  }

  const goal = parseNumber(values.goalWeight);
  let goalWeightKg: number | null = null;
  const rangeMessage = imperial ? WeightMessage.weightRangeLb : WeightMessage.weightRange;
  if (goal === "invalid") errors.goalWeight = rangeMessage;
  else if (goal !== null) {
    goalWeightKg = imperial ? lbToKg(goal) : goal;
    // Compare in kg with a little slack so 44 lb or 1102 lb (rounded limits) are accepted.
    if (!GoalWeightKg.safeParse(roundTo(goalWeightKg, 1)).success) errors.goalWeight = rangeMessage;
  }
  return {
    result: {
      heightCm: heightCm === null ? null : roundTo(heightCm, 1),
      goalWeightKg: goalWeightKg === null ? null : roundTo(goalWeightKg, 2),
    },
    errors,
  };
}

/** Name: 1–100 characters once trimmed; it may stay empty only if it never had a value. */
export function nameError(name: string, previous: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return previous.trim() ? ProfileMessage.nameRequired : null;
  if (trimmed.length > PROFILE_NAME_MAX) return ProfileMessage.nameTooLong;
  return null;
}

/** The PATCH body: the profile fields, and the name when there is one. */
export function toProfileUpdate(values: ProfileSettingsValues): ProfileUpdate {
  const base = Base.parse(values);
  const { result } = convertMeasurements(values);
  const name = values.name.trim();
  return { ...(name ? { name } : {}), ...base, ...result };
}

export interface ProfileSettingsContext {
  /** The name as saved, so clearing it can be refused. */
  savedName: string;
}

/** react-hook-form resolver: domain schemas for the fields, unit-aware checks for the numbers. */
export const profileSettingsResolver: Resolver<
  ProfileSettingsValues,
  ProfileSettingsContext
> = async (values, context) => {
  const errors: FieldErrors<ProfileSettingsValues> = {};
  const nameProblem = nameError(values.name, context?.savedName ?? "");
  if (nameProblem) errors.name = { type: "validate", message: nameProblem };
  const parsed = Base.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof ProfileSettingsValues;
      if (!errors[key]) errors[key] = { type: issue.code, message: issue.message };
    }
  }
  for (const [key, message] of Object.entries(convertMeasurements(values).errors)) {
    errors[key as keyof ProfileSettingsValues] = { type: "range", message };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};
