import {
  averageWeightChange,
  NutritionMessage,
  type NutritionTargets,
  nutritionTargets,
  type WeighIn,
  type WeightChange,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { getHealthProfile } from "../profile/profile.service.ts";
import { listWeightEntries } from "../weight/weight-entry.service.ts";

const DAY_MS = 86_400_000;

/** The person's weigh-ins since `since`, oldest included, read through the weight module. */
async function weighInsSince(ctx: ViewerContext, since: Date): Promise<WeighIn[]> {
  const all: WeighIn[] = [];
  let cursor: string | undefined;
  do {
    const page = await listWeightEntries(ctx, {
      limit: 100,
      from: since.toISOString(),
      cursor,
    });
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/**
 * The calorie targets from the profile and the latest weight entry, or null when height or
 * weight is missing; "User data not found" (404) without a profile.
 */
export async function findNutritionTargets(ctx: ViewerContext): Promise<NutritionTargets | null> {
  const [profile, weights] = await Promise.all([
    getHealthProfile(ctx),
    listWeightEntries(ctx, { limit: 1 }),
  ]);
  if (!profile) throw new AppError("NOT_FOUND", NutritionMessage.userDataNotFound);
  const [latest] = weights.items;
  if (!latest || profile.heightCm === null) return null;
  return nutritionTargets(
    {
      weightKg: latest.weightKg,
      heightCm: profile.heightCm,
      dateOfBirth: profile.dateOfBirth,
      gender: profile.gender,
      activityLevel: profile.activityLevel,
      weightGoal: profile.weightGoal,
    },
    ctx.now(),
  );
}

/** The calorie targets, or the spec's message when height or weight is missing. */
export async function getNutritionTargets(ctx: ViewerContext): Promise<NutritionTargets> {
  const targets = await findNutritionTargets(ctx);
  if (!targets) throw new AppError("VALIDATION_FAILED", NutritionMessage.measurementsRequired);
  return targets;
}

/** The average weight change over the last `days` days, or the spec's messages. */
export async function getWeightChange(ctx: ViewerContext, days: number): Promise<WeightChange> {
  const now = ctx.now();
  // Two entries before the window tell "no history" from "none in the window".
  const inWindow = await weighInsSince(ctx, new Date(now.getTime() - days * DAY_MS));
  const entries =
    inWindow.length >= 2 ? inWindow : (await listWeightEntries(ctx, { limit: 2 })).items;
  const result = averageWeightChange(entries, now, days);
  if (!result.ok) throw new AppError("VALIDATION_FAILED", result.message);
  return result.change;
}
