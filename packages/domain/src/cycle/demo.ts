import { addDays } from "../kit/calendar.ts";
import type { CycleSymptom, Flow } from "./constants.ts";
import type { CycleDay, Period } from "./cycle.ts";

const LENGTHS = [29, 28, 30, 27, 29, 28];
const FLOW_BY_DAY: Flow[] = ["medium", "heavy", "medium", "light", "spotting"];
const SYMPTOMS_BY_DAY: CycleSymptom[][] = [["cramps", "fatigue"], ["cramps"], ["headache"], [], []];

/** Six cycles of the demo person ending with a period that started 12 days before `today`. */
export function demoCycle(today: string): { periods: Period[]; days: CycleDay[] } {
  let start = addDays(today, -12);
  const starts = [start];
  for (const length of [...LENGTHS].reverse()) {
    start = addDays(start, -length);
    starts.unshift(start);
  }
  const stamp = (date: string) => `${date}T09:00:00.000Z`;
  const periods: Period[] = starts.map((startDate, i) => ({
    id: `demo-period-${i}`,
    startDate,
    endDate: addDays(startDate, 4),
    createdAt: stamp(startDate),
    updatedAt: stamp(startDate),
  }));
  const days: CycleDay[] = [];
  starts.forEach((startDate, i) => {
    FLOW_BY_DAY.forEach((flow, d) => {
      const date = addDays(startDate, d);
      days.push({
        id: `demo-day-${i}-${d}`,
        date,
        flow,
        symptoms: SYMPTOMS_BY_DAY[d] ?? [],
        note: null,
        createdAt: stamp(date),
        updatedAt: stamp(date),
      });
    });
    const premenstrual = addDays(startDate, -2);
    if (i > 0) {
      days.push({
        id: `demo-day-${i}-pms`,
        date: premenstrual,
        flow: null,
        symptoms: ["bloating", "moodSwings"],
        note: null,
        createdAt: stamp(premenstrual),
        updatedAt: stamp(premenstrual),
      });
    }
  });
  return { periods: periods.reverse(), days };
}
