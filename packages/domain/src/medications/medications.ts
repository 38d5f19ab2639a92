import { z } from "zod";
import { CalendarDate, TimeZone } from "../kit/calendar.ts";
import { requiredText } from "../kit/text.ts";
import {
  ADHERENCE_DAYS_DEFAULT,
  ADHERENCE_DAYS_MAX,
  DOSAGE_UNITS,
  DOSE_STATUSES,
  MEDICATION_DOSAGE_MAX,
  MEDICATION_INSTRUCTIONS_MAX,
  MEDICATION_NAME_MAX,
  MEDICATION_TIMES_MAX,
  REMINDER_MINUTES_MAX,
  SNOOZE_MAX_MINUTES,
  STOCK_MAX,
} from "./constants.ts";
import { MedicationMessage } from "./messages.ts";

/** A time of day on the person's wall clock, "08:00" .. "23:59". */
export const DoseTime = z
  .string({ error: MedicationMessage.timeFormat })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MedicationMessage.timeFormat);

const Weekday = z
  .number({ error: MedicationMessage.daysOfWeek })
  .int(MedicationMessage.daysOfWeek)
  .min(1, MedicationMessage.daysOfWeek)
  .max(7, MedicationMessage.daysOfWeek);

/**
 * When doses are due: wall-clock times on ISO weekdays (1 Monday .. 7 Sunday), and how long
 * before each the reminder comes. No times or no days: taken as needed, nothing is scheduled.
 */
export const MedicationScheduleInput = z
  .object({
    times: z
      .array(DoseTime, { error: MedicationMessage.timeFormat })
      .max(MEDICATION_TIMES_MAX, MedicationMessage.timesTooMany)
      .refine((times) => new Set(times).size === times.length, MedicationMessage.timesRepeated)
      .transform((times) => [...times].sort()),
    daysOfWeek: z
      .array(Weekday, { error: MedicationMessage.daysOfWeek })
      .max(7, MedicationMessage.daysOfWeek)
      .transform((days) => [...new Set(days)].sort()),
    reminderMinutesBefore: z
      .number({ error: MedicationMessage.reminderRange })
      .int(MedicationMessage.reminderRange)
      .min(0, MedicationMessage.reminderRange)
      .max(REMINDER_MINUTES_MAX, MedicationMessage.reminderRange)
      .nullable()
      .optional(),
  })
  .strict();
export type MedicationScheduleInput = z.infer<typeof MedicationScheduleInput>;

const Name = requiredText(
  MedicationMessage.nameRequired,
  MedicationMessage.nameTooLong,
  MEDICATION_NAME_MAX,
);

const Dosage = z
  .number({ error: MedicationMessage.dosageRange })
  .positive(MedicationMessage.dosageRange)
  .max(MEDICATION_DOSAGE_MAX, MedicationMessage.dosageRange);

const Instructions = z
  .string()
  .trim()
  .max(MEDICATION_INSTRUCTIONS_MAX, MedicationMessage.instructionsTooLong)
  .nullable()
  .transform((v) => (v ? v : null));

const Stock = z
  .number({ error: MedicationMessage.stockRange })
  .int(MedicationMessage.stockRange)
  .min(0, MedicationMessage.stockRange)
  .max(STOCK_MAX, MedicationMessage.stockRange)
  .nullable();

const medicationShape = {
  name: Name,
  dosage: Dosage,
  dosageUnit: z.enum(DOSAGE_UNITS, { error: MedicationMessage.dosageUnit }),
  instructions: Instructions.optional(),
  schedule: MedicationScheduleInput,
  startDate: CalendarDate.optional(),
  endDate: CalendarDate.nullable().optional(),
  stockCount: Stock.optional(),
};

function checkDates(
  value: { startDate?: string | undefined; endDate?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", message: MedicationMessage.endBeforeStart, path: ["endDate"] });
  }
}

/** A new medication; the start date is the day it is added when left out. */
export const MedicationInput = z.object(medicationShape).strict().superRefine(checkDates);
export type MedicationInput = z.infer<typeof MedicationInput>;

/**
 * A change to any field, the schedule's included (its fields left out stay as they are); the
 * service checks the dates against the stored ones.
 */
export const MedicationPatch = z
  .object({ ...medicationShape, schedule: MedicationScheduleInput.partial().strict() })
  .partial()
  .strict()
  .superRefine(checkDates);
export type MedicationPatch = z.infer<typeof MedicationPatch>;

export const MedicationSchedule = z.object({
  times: z.array(z.string()),
  daysOfWeek: z.array(z.number()),
  reminderMinutesBefore: z.number().nullable(),
});
export type MedicationSchedule = z.infer<typeof MedicationSchedule>;

export const Medication = z.object({
  id: z.string(),
  name: z.string(),
  dosage: z.number(),
  dosageUnit: z.enum(DOSAGE_UNITS),
  instructions: z.string().nullable(),
  schedule: MedicationSchedule,
  startDate: z.string(),
  endDate: z.string().nullable(),
  stockCount: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Medication = z.infer<typeof Medication>;

export const MedicationList = z.object({ items: z.array(Medication) });
export type MedicationList = z.infer<typeof MedicationList>;

/** The `tz` of the routes that work in the person's days (IANA zone, UTC when absent). */
export const MedicationZoneQuery = z.object({ tz: TimeZone });

/** One scheduled dose and what became of it. */
export const Dose = z.object({
  medicationId: z.string(),
  name: z.string(),
  dosage: z.number(),
  dosageUnit: z.enum(DOSAGE_UNITS),
  instructions: z.string().nullable(),
  scheduledAt: z.string(),
  /** The dose time on the person's wall clock ("08:00"). */
  time: z.string(),
  status: z.enum(["pending", ...DOSE_STATUSES]),
  /** When it was marked; null while pending. */
  markedAt: z.string().nullable(),
  /** Until when a snoozed dose is put off. */
  snoozedUntil: z.string().nullable(),
});
export type Dose = z.infer<typeof Dose>;

export const DoseDayQuery = z.object({ date: CalendarDate.optional(), tz: TimeZone });
export type DoseDayQuery = z.infer<typeof DoseDayQuery>;

export const DoseDay = z.object({ date: z.string(), timeZone: z.string(), items: z.array(Dose) });
export type DoseDay = z.infer<typeof DoseDay>;

/** Marks one scheduled dose; marking the same dose again replaces its status. */
export const DoseMark = z
  .object({
    medicationId: z.string({ error: MedicationMessage.medicationRequired }),
    scheduledAt: z.iso.datetime({ offset: true, error: MedicationMessage.scheduledAtInvalid }),
    status: z.enum(DOSE_STATUSES, { error: MedicationMessage.statusInvalid }),
    snoozeMinutes: z
      .number({ error: MedicationMessage.snoozeRange })
      .int(MedicationMessage.snoozeRange)
      .min(1, MedicationMessage.snoozeRange)
      .max(SNOOZE_MAX_MINUTES, MedicationMessage.snoozeRange)
      .optional(),
  })
  .strict();
export type DoseMark = z.infer<typeof DoseMark>;

/** Which dose an undo names. */
export const DoseRef = z.object({
  medicationId: z.string({ error: MedicationMessage.medicationRequired }),
  scheduledAt: z.iso.datetime({ offset: true, error: MedicationMessage.scheduledAtInvalid }),
});
export type DoseRef = z.infer<typeof DoseRef>;

export const AdherenceQuery = z.object({
  days: z.coerce
    .number({ error: MedicationMessage.adherenceDays })
    .int(MedicationMessage.adherenceDays)
    .min(1, MedicationMessage.adherenceDays)
    .max(ADHERENCE_DAYS_MAX, MedicationMessage.adherenceDays)
    .default(ADHERENCE_DAYS_DEFAULT),
  tz: TimeZone,
});
export type AdherenceQuery = z.infer<typeof AdherenceQuery>;

const AdherenceDay = z.object({ date: z.string(), scheduled: z.number(), taken: z.number() });

export const MedicationAdherence = z.object({
  medicationId: z.string(),
  name: z.string(),
  /** First day counted: the later of the window's first day, the start date and the day added. */
  from: z.string(),
  to: z.string(),
  scheduled: z.number(),
  taken: z.number(),
  skipped: z.number(),
  /** taken / scheduled × 100, rounded; null while no dose has been due. */
  adherencePercent: z.number().nullable(),
  stockCount: z.number().nullable(),
  /** The day the stock's last dose is due; null without a stock, a schedule, or within two years. */
  runOutDate: z.string().nullable(),
  daily: z.array(AdherenceDay),
});
export type MedicationAdherence = z.infer<typeof MedicationAdherence>;

export const AdherenceOverview = z.object({
  days: z.number(),
  scheduled: z.number(),
  taken: z.number(),
  adherencePercent: z.number().nullable(),
  daily: z.array(AdherenceDay),
  medications: z.array(MedicationAdherence),
});
export type AdherenceOverview = z.infer<typeof AdherenceOverview>;
