import { addDays } from "../kit/calendar.ts";
import type { WellbeingCheckin } from "./wellbeing.ts";

const wave = (i: number, phase: number) => Math.round(3.4 + 1.2 * Math.sin((i + phase) / 3.1));
const clamp = (n: number) => Math.min(5, Math.max(1, n));

/** Ninety days of the demo person's check-ins up to `today` (a few days skipped), newest first. */
export function demoWellbeingCheckins(today: string): WellbeingCheckin[] {
  const checkins: WellbeingCheckin[] = [];
  for (let i = 0; i < 90; i++) {
    if (i % 11 === 5) continue;
    const date = addDays(today, -i);
    const at = `${date}T08:00:00.000Z`;
    checkins.push({
      id: `demo-${i}`,
      date,
      mood: clamp(wave(i, 0)),
      energy: clamp(wave(i, 1)),
      sleepQuality: clamp(wave(i, 2)),
      stress: clamp(6 - wave(i, 0.5)),
      sleepHours: Math.round((6.5 + 1.2 * Math.sin(i / 2.3)) * 2) / 2,
      note: i === 0 ? "Slept well after an evening walk" : null,
      createdAt: at,
      updatedAt: at,
    });
  }
  return checkins;
}
