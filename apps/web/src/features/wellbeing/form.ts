import {
  CheckinDate,
  isDayNotInFuture,
  WellbeingCheckinInput,
  WellbeingMessage,
} from "@vitalog/domain";
import { z } from "zod";

/** A scale not chosen yet is null; every one must be chosen. */
const scale = z
  .number()
  .nullable()
  .refine((v) => v !== null, WellbeingMessage.scaleRange);

/** The check-in form: the day it is for, the four scales as chosen, sleep hours and note as typed. */
export type CheckinValues = {
  date: string;
  mood: number | null;
  energy: number | null;
  sleepQuality: number | null;
  stress: number | null;
  sleepHours: string;
  note: string;
};

export const checkinSchema = z
  .object({
    // Not in the future is checked at the moment of checking, not of building the form.
    date: CheckinDate.refine(
      (day) => isDayNotInFuture(day, new Date()),
      WellbeingMessage.dateInFuture,
    ),
    mood: scale,
    energy: scale,
    sleepQuality: scale,
    stress: scale,
    sleepHours: z.string(),
    note: z.string(),
  })
  .transform((v): z.input<typeof WellbeingCheckinInput> => {
    const { mood, energy, sleepQuality, stress } = v;
    if (mood === null || energy === null || sleepQuality === null || stress === null) {
      return z.NEVER;
    }
    return {
      mood,
      energy,
      sleepQuality,
      stress,
      sleepHours: v.sleepHours.trim() === "" ? null : Number(v.sleepHours),
      note: v.note.trim() === "" ? null : v.note,
    };
  })
  .pipe(WellbeingCheckinInput);
