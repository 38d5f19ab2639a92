import { demoActivityDays } from "../activity/demo.ts";
import { activitySeries } from "../activity/rules.ts";
import { demoCycle } from "../cycle/demo.ts";
import { demoFasts } from "../fasting/demo.ts";
import { demoFood } from "../food/demo.ts";
import { addDays } from "../kit/calendar.ts";
import { demoMedications } from "../medications/demo.ts";
import { demoMeditationSessions } from "../meditation/demo.ts";
import { demoBloodPressureReadings, demoVitalReadings } from "../vitals/demo.ts";
import { vitalsSeries } from "../vitals/series.ts";
import { demoWeightEntries } from "../weight/demo.ts";
import { demoWellbeingCheckins } from "../wellbeing/demo.ts";
import {
  fastingSeries,
  foodSeries,
  medicationAdherenceSeries,
  meditationSeries,
  weightSeries,
  wellbeingSeries,
} from "./sources.ts";
import type { InsightContribution } from "./types.ts";

/**
 * Every module's demo data as a report's contributions, through the same sources the server
 * uses, so the preview computes its report in the browser. The pain module has no demo data.
 */
export function demoInsightContributions(
  today: string,
  now: Date,
  tz: string,
): InsightContribution[] {
  const medications = demoMedications(now, tz);
  const firstDose = medications.medications.map((m) => m.startDate).sort()[0] ?? today;
  const cycle = demoCycle(today);
  return [
    { series: wellbeingSeries(demoWellbeingCheckins(today)) },
    { series: [meditationSeries(demoMeditationSessions(now), tz)] },
    { series: [fastingSeries(demoFasts(now), tz)] },
    { series: [weightSeries(demoWeightEntries(now), tz)] },
    {
      series: [
        medicationAdherenceSeries({
          medications: medications.medications,
          doses: medications.records,
          // Today's doses are left to the visitor, so the series ends yesterday.
          range: { from: firstDose, to: addDays(today, -1), tz },
          now,
        }),
      ],
    },
    {
      series: [],
      cycle: {
        periods: cycle.periods.map((p) => ({ startDate: p.startDate, endDate: p.endDate })),
        days: cycle.days.map((d) => ({ date: d.date, symptoms: [...d.symptoms] })),
      },
    },
    {
      series: [
        foodSeries(
          demoFood(today).entries.map((e) => ({ date: e.date, kcal: e.nutrients.energyKcal })),
        ),
      ],
    },
    { series: vitalsSeries(demoBloodPressureReadings(now), demoVitalReadings(now), tz) },
    { series: activitySeries(demoActivityDays(today)) },
  ];
}
