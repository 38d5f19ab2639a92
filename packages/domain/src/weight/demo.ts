import type { WeightEntry } from "./weight.ts";

/** The demo person behind the public preview; shown with a "Demo data" label, never as real. */
export const DEMO_PROFILE = {
  heightCm: 170,
  goalWeightKg: 68,
  measurementPreference: "metric",
} as const;

const DEMO_WEIGHTS = [
  78.4, 78.1, 78.3, 77.9, 77.6, 77.8, 77.2, 77.0, 76.9, 76.6, 76.8, 76.3, 76.1, 75.9, 76.0, 75.6,
  75.4, 75.5, 75.1, 74.9, 74.8, 74.6,
];

/** Demo weigh-ins every four days up to `now`, newest first. */
export function demoWeightEntries(now: Date): WeightEntry[] {
  const last = DEMO_WEIGHTS.length - 1;
  return DEMO_WEIGHTS.map((weightKg, i) => {
    const at = new Date(now);
    at.setUTCHours(7, 30, 0, 0);
    at.setUTCDate(at.getUTCDate() - (last - i) * 4);
    const iso = at.toISOString();
    return {
      id: `demo-${i}`,
      weightKg,
      measuredAt: iso,
      note: i === last ? "Feeling lighter after the morning walk" : null,
      createdAt: iso,
      updatedAt: iso,
    };
  }).reverse();
}
