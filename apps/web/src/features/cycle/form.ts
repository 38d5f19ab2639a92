import {
  CYCLE_SYMPTOMS,
  CycleDate,
  CycleDayInput,
  CycleMessage,
  CycleSettingsPatch,
  type CycleSymptom,
  type Flow,
  isDayNotInFuture,
  PeriodInput,
} from "@vitalog/domain";
import { z } from "zod";

// Not in the future is checked at the moment of checking, not of building the form.
const pastDay = CycleDate.refine(
  (day) => isDayNotInFuture(day, new Date()),
  CycleMessage.dateInFuture,
);

/** A period's dates, as typed: the end is empty while the period goes on. */
export type PeriodValues = { startDate: string; endDate: string };
export type PeriodDates = { startDate: string; endDate: string | null };

export const periodSchema = z
  .object({ startDate: pastDay, endDate: z.union([z.literal(""), pastDay]) })
  .transform(
    (v): z.input<typeof PeriodInput> => ({ startDate: v.startDate, endDate: v.endDate || null }),
  )
  .pipe(PeriodInput)
  .transform((v): PeriodDates => ({ startDate: v.startDate, endDate: v.endDate ?? null }));

/** A day's log, as chosen: the flow (null: none), the symptoms ticked and the note as typed. */
export type DayValues = { flow: Flow | null; symptoms: CycleSymptom[]; note: string };

export const daySchema = z
  .object({
    flow: z.custom<Flow | null>(),
    symptoms: z.array(z.enum(CYCLE_SYMPTOMS)),
    note: z.string(),
  })
  .transform(
    (v): z.input<typeof CycleDayInput> => ({
      flow: v.flow,
      symptoms: v.symptoms,
      note: v.note.trim() ? v.note : null,
    }),
  )
  .pipe(CycleDayInput);

/** The settings form: the flags and the reminder time, as they are. */
export type CycleSettingsValues = {
  discreetMode: boolean;
  periodReminders: boolean;
  fertilityReminders: boolean;
  symptomReminders: boolean;
  symptomReminderTime: string;
};

export const cycleSettingsSchema = CycleSettingsPatch.required();
