import { addDays, localDateOf } from "../kit/calendar.ts";
import type { DoseRecord } from "./adherence.ts";
import type { Medication } from "./medications.ts";
import { doseTimes, startOfLocalDay } from "./schedule.ts";

const DEMO_DAYS = 30;

/**
 * The demo person's medications, added 30 days before `now`, and what they did with each dose
 * before today: most taken, a few skipped, some forgotten. Today's doses are left to the visitor.
 */
export function demoMedications(
  now: Date,
  timeZone: string,
): { medications: Medication[]; records: DoseRecord[] } {
  const today = localDateOf(now, timeZone);
  const startDate = addDays(today, -DEMO_DAYS);
  const addedAt = startOfLocalDay(startDate, timeZone).toISOString();
  const base = { startDate, endDate: null, createdAt: addedAt, updatedAt: addedAt };
  const medications: Medication[] = [
    {
      ...base,
      id: "demo-metformin",
      name: "Metformin",
      dosage: 500,
      dosageUnit: "mg",
      instructions: "With breakfast and dinner",
      schedule: {
        times: ["08:00", "20:00"],
        daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
        reminderMinutesBefore: 10,
      },
      stockCount: 23,
    },
    {
      ...base,
      id: "demo-atorvastatin",
      name: "Atorvastatin",
      dosage: 20,
      dosageUnit: "mg",
      instructions: "In the evening",
      schedule: {
        times: ["21:00"],
        daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
        reminderMinutesBefore: null,
      },
      stockCount: 9,
    },
    {
      ...base,
      id: "demo-vitamin-d",
      name: "Vitamin D3",
      dosage: 1000,
      dosageUnit: "IU",
      instructions: null,
      schedule: { times: ["09:00"], daysOfWeek: [1, 3, 5], reminderMinutesBefore: null },
      stockCount: null,
    },
  ];
  const before = new Date(startOfLocalDay(today, timeZone).getTime() - 1);
  const records: DoseRecord[] = [];
  for (const medication of medications) {
    const times = doseTimes(medication, {
      from: startOfLocalDay(startDate, timeZone),
      to: before,
      timeZone,
    });
    times.forEach((at, i) => {
      // A fixed pattern: every 9th dose forgotten, every 13th skipped, the rest taken on time.
      if (i % 9 === 4) return;
      records.push({
        medicationId: medication.id,
        scheduledAt: at.toISOString(),
        status: i % 13 === 7 ? "skipped" : "taken",
        markedAt: new Date(at.getTime() + 5 * 60_000).toISOString(),
        snoozedUntil: null,
      });
    });
  }
  return { medications, records };
}
