import { bloodPressureCategory } from "./category.ts";
import type { VitalKind } from "./constants.ts";
import { VitalsMessage } from "./messages.ts";
import type { BloodPressureReading, VitalReading } from "./vitals.ts";

const DAY_MS = 86_400_000;

function atDaysAgo(now: Date, days: number, hour: number): string {
  const at = new Date(now.getTime() - days * DAY_MS);
  at.setUTCHours(hour, 15, 0, 0);
  if (at.getTime() > now.getTime()) at.setTime(at.getTime() - DAY_MS);
  return at.toISOString();
}

/**
 * The demo person's morning blood pressure every other day for eight weeks, newest first: it
 * starts in stage 1 and comes down towards normal, so the preview shows each category.
 */
export function demoBloodPressureReadings(now: Date): BloodPressureReading[] {
  const readings: BloodPressureReading[] = [];
  for (let i = 0; i < 28; i++) {
    const daysAgo = i * 2;
    const systolic = Math.round(118 + daysAgo * 0.35 + 4 * Math.sin(i / 1.7));
    const diastolic = Math.round(76 + daysAgo * 0.12 + 3 * Math.sin(i / 2.3));
    const at = atDaysAgo(now, daysAgo, 7);
    const category = bloodPressureCategory(systolic, diastolic);
    readings.push({
      id: `demo-bp-${i}`,
      systolic,
      diastolic,
      pulse: Math.round(66 + 4 * Math.sin(i / 1.3)),
      arm: "left",
      position: "sitting",
      measuredAt: at,
      note: i === 0 ? "After five minutes of rest" : null,
      category,
      warning: category === "crisis" ? VitalsMessage.crisisWarning : null,
      createdAt: at,
      updatedAt: at,
    });
  }
  return readings;
}

/** The demo person's resting heart rate, SpO2 and temperature, newest first. */
export function demoVitalReadings(now: Date): VitalReading[] {
  const readings: VitalReading[] = [];
  const push = (kind: VitalKind, i: number, value: number, hour: number) => {
    const at = atDaysAgo(now, i * 2, hour);
    readings.push({
      id: `demo-${kind}-${i}`,
      kind,
      value,
      measuredAt: at,
      note: null,
      createdAt: at,
      updatedAt: at,
    });
  };
  for (let i = 0; i < 28; i++) {
    push("heartRate", i, Math.round(62 + i * 0.2 + 3 * Math.sin(i / 1.9)), 7);
    if (i % 2 === 0) push("spo2", i, 97 + (i % 3 === 0 ? 1 : 0), 7);
    if (i % 3 === 0) push("temperature", i, Math.round((36.6 + 0.2 * Math.sin(i)) * 10) / 10, 7);
  }
  return readings.sort((a, b) => b.measuredAt.localeCompare(a.measuredAt));
}
