import {
  HIGH_BLOOD_PRESSURE_RISK_FACTOR,
  SUGGESTION_SNOOZE_DAYS,
  SUGGESTION_WINDOW_DAYS,
  sustainedHighPattern,
  VitalsMessage,
  type VitalsSuggestion,
  VitalsSuggestionKey,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { listCatalogItems } from "../catalog/catalog.service.ts";
import { getProfile, updateProfile } from "../profile/profile.service.ts";
import { listBloodPressureBetween } from "./blood-pressure.repository.ts";
import { findDismissal, saveDismissal } from "./vitals-suggestion.repository.ts";

const DAY_MS = 86_400_000;

/** A suggestion key this module has; any other is a 404. */
function knownKey(key: string): asserts key is VitalsSuggestionKey {
  if (!VitalsSuggestionKey.safeParse(key).success) {
    throw new AppError("NOT_FOUND", VitalsMessage.suggestionNotFound);
  }
}

/** The catalogue's "High blood pressure" risk factor, or null when an admin removed it. */
async function highBloodPressureFactor(ctx: ViewerContext) {
  const items = await listCatalogItems(ctx, "riskFactors");
  return items.find((item) => item.name === HIGH_BLOOD_PRESSURE_RISK_FACTOR) ?? null;
}

/**
 * The high-blood-pressure suggestion when it applies: the readings of the last 30 days show
 * the sustained high pattern (domain sustainedHighPattern), the profile does not list the risk
 * factor, and the person has not answered "Not now" in the last SUGGESTION_SNOOZE_DAYS days.
 */
async function highBloodPressureSuggestion(
  ctx: ViewerContext,
  tz: string,
  { ignoreSnooze }: { ignoreSnooze: boolean },
): Promise<VitalsSuggestion | null> {
  const factor = await highBloodPressureFactor(ctx);
  if (!factor) return null;
  const profile = await getProfile(ctx);
  if (profile.selectedRiskFactors.includes(factor.id)) return null;
  const now = ctx.now();
  if (!ignoreSnooze) {
    const dismissed = await findDismissal(ctx.db, ctx.viewer.id, "high-blood-pressure");
    if (dismissed && now.getTime() - dismissed.getTime() < SUGGESTION_SNOOZE_DAYS * DAY_MS) {
      return null;
    }
  }
  // A day either side of the window: it is counted in local days of `tz`.
  const rows = await listBloodPressureBetween(
    ctx.db,
    ctx.viewer.id,
    new Date(now.getTime() - (SUGGESTION_WINDOW_DAYS + 1) * DAY_MS),
    new Date(now.getTime() + DAY_MS),
  );
  const pattern = sustainedHighPattern(rows, now, tz);
  if (!pattern) return null;
  return {
    key: "high-blood-pressure",
    riskFactor: { id: factor.id, name: factor.name },
    ...pattern,
  };
}

/** What the vitals page suggests to the person now. */
export async function listVitalsSuggestions(
  ctx: ViewerContext,
  tz: string,
): Promise<{ items: VitalsSuggestion[] }> {
  const suggestion = await highBloodPressureSuggestion(ctx, tz, { ignoreSnooze: false });
  return { items: suggestion ? [suggestion] : [] };
}

/**
 * The person confirmed: the risk factor joins their profile through the profile's own service.
 * Only while the suggestion holds (a "Not now" does not stop a later yes); 404 otherwise.
 */
export async function acceptVitalsSuggestion(
  ctx: ViewerContext,
  key: string,
  tz: string,
): Promise<{ selectedRiskFactors: string[] }> {
  knownKey(key);
  const suggestion = await highBloodPressureSuggestion(ctx, tz, { ignoreSnooze: true });
  if (!suggestion) throw new AppError("NOT_FOUND", VitalsMessage.suggestionNotFound);
  const profile = await getProfile(ctx);
  const updated = await updateProfile(ctx, {
    selectedRiskFactors: [...profile.selectedRiskFactors, suggestion.riskFactor.id],
  });
  return { selectedRiskFactors: updated.selectedRiskFactors };
}

/** "Not now": the suggestion stays away for SUGGESTION_SNOOZE_DAYS days. */
export async function dismissVitalsSuggestion(ctx: ViewerContext, key: string): Promise<void> {
  knownKey(key);
  await saveDismissal(ctx.db, ctx.viewer.id, key, ctx.now());
}
