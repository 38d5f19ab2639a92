import { MEDITATION_TIMER_MAX_MINUTES } from "@vitalog/domain";
import { getDeviceStore } from "../../platform/device-store.ts";

/**
 * A running or paused timer as the device keeps it, so a reload (or leaving the page and coming
 * back) picks the session up where it was. Times are ms since the epoch; the run is counted from
 * timestamps, so the time away counts as meditated unless the timer was paused.
 */
export interface SavedTimerRun {
  startedAt: number;
  durationSeconds: number;
  doneMs: number;
  resumedAt: number | null;
  bells: number[];
  bellsRung: number;
  warned: boolean;
  bellMinutes: number | null;
}

/** Per person, so someone else signing in on the device never inherits the run. */
export const timerStoreKey = (userId: string) => `meditation.timer.${userId}`;

const isTime = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

/** The saved run if it is one this timer could have written; anything else is ignored. */
export function parseSavedRun(value: unknown): SavedTimerRun | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const ok =
    isTime(v.startedAt) &&
    isTime(v.durationSeconds) &&
    v.durationSeconds > 0 &&
    v.durationSeconds <= MEDITATION_TIMER_MAX_MINUTES * 60 &&
    isTime(v.doneMs) &&
    (v.resumedAt === null || isTime(v.resumedAt)) &&
    Array.isArray(v.bells) &&
    v.bells.every(isTime) &&
    isTime(v.bellsRung) &&
    typeof v.warned === "boolean" &&
    (v.bellMinutes === null || isTime(v.bellMinutes));
  return ok ? (v as unknown as SavedTimerRun) : null;
}

export async function readSavedRun(userId: string): Promise<SavedTimerRun | null> {
  try {
    return parseSavedRun(await getDeviceStore().get<unknown>(timerStoreKey(userId)));
  } catch {
    return null;
  }
}

/** Saves the run, or forgets it (`null`) once it has ended or been stopped. */
export function writeSavedRun(userId: string, run: SavedTimerRun | null): void {
  const store = getDeviceStore();
  const key = timerStoreKey(userId);
  void (run ? store.set(key, run) : store.remove(key)).catch(() => undefined);
}
