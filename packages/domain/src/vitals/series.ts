import type { DailySeries } from "../insights/types.ts";
import { localDateOf } from "../kit/calendar.ts";
import type { VitalKind } from "./constants.ts";

const KIND_KEYS: Record<VitalKind, string> = {
  heartRate: "vitals.restingHeartRate",
  spo2: "vitals.spo2",
  temperature: "vitals.temperature",
};

const round1 = (n: number) => Math.round(n * 10) / 10;

function meanByDay(items: Iterable<[string, number]>) {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const [day, value] of items) {
    const s = sums.get(day) ?? { sum: 0, n: 0 };
    s.sum += value;
    s.n += 1;
    sums.set(day, s);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, s]) => ({ day, value: round1(s.sum / s.n) }));
}

const dayOf = (at: Date | string, tz: string) =>
  localDateOf(typeof at === "string" ? new Date(at) : at, tz);

/**
 * The vitals as daily series: the mean of each local day's readings (several readings of one
 * sitting are averaged, as the guideline asks), a day without one missing.
 */
export function vitalsSeries(
  bloodPressure: readonly { systolic: number; diastolic: number; measuredAt: Date | string }[],
  readings: readonly { kind: string; value: number; measuredAt: Date | string }[],
  tz: string,
): DailySeries[] {
  return [
    {
      key: "vitals.systolic",
      values: meanByDay(bloodPressure.map((r) => [dayOf(r.measuredAt, tz), r.systolic])),
    },
    {
      key: "vitals.diastolic",
      values: meanByDay(bloodPressure.map((r) => [dayOf(r.measuredAt, tz), r.diastolic])),
    },
    ...(Object.entries(KIND_KEYS) as [VitalKind, string][]).map(([kind, key]) => ({
      key,
      values: meanByDay(
        readings.filter((r) => r.kind === kind).map((r) => [dayOf(r.measuredAt, tz), r.value]),
      ),
    })),
  ];
}
