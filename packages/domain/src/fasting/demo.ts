import type { Fast } from "./fasting.ts";

const HOUR_MS = 3_600_000;
/** Hours fasted on each of the last days, oldest first (16:8 mostly, a few longer or shorter). */
const DEMO_HOURS = [16.2, 16.5, 14.1, 16.0, 18.3, 16.4, 12.5, 16.1, 16.8, 17.0, 16.3, 20.2, 16.0];

/** The preview's fasts: one in progress (started 10.5 hours ago) and two weeks of history. */
export function demoFasts(now: Date): Fast[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  const current = now.getTime() - 10.5 * HOUR_MS;
  const past = DEMO_HOURS.map((hours, i) => {
    const daysAgo = DEMO_HOURS.length - i;
    const end = now.getTime() - daysAgo * 24 * HOUR_MS + 2 * HOUR_MS;
    const start = end - hours * HOUR_MS;
    return {
      id: `demo-${i}`,
      startTime: iso(start),
      endTime: iso(end),
      targetHours: hours >= 18 ? 18 : 16,
      createdAt: iso(start),
      updatedAt: iso(end),
    };
  });
  return [
    {
      id: "demo-current",
      startTime: iso(current),
      endTime: null,
      targetHours: 16,
      createdAt: iso(current),
      updatedAt: iso(current),
    },
    ...past.reverse(),
  ];
}
