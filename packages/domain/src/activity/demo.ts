import { addDays } from "../kit/calendar.ts";
import type { ActivityDay } from "./activity.ts";

/** Ninety days of the demo person's steps and active minutes up to `today`, newest first. */
export function demoActivityDays(today: string): ActivityDay[] {
  const days: ActivityDay[] = [];
  for (let i = 0; i < 90; i++) {
    if (i % 13 === 6) continue;
    const date = addDays(today, -i);
    const at = `${date}T20:00:00.000Z`;
    const weekend = i % 7 === 2 || i % 7 === 3;
    const steps = Math.round(7200 + 2600 * Math.sin(i / 2.7) + (weekend ? 2500 : 0));
    days.push({
      id: `demo-${i}`,
      date,
      steps,
      activeMinutes: Math.round(steps / 220 + (weekend ? 15 : 0)),
      createdAt: at,
      updatedAt: at,
    });
  }
  return days;
}
