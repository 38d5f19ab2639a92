import {
  ActiveMinutes,
  type ActivityDay,
  type ActivityDayInput,
  ActivityMessage,
  CalendarDate,
  isDayNotInFuture,
  Steps,
} from "@vitalog/domain";
import { z } from "zod";

/** What the day form holds: text as typed. */
export type ActivityFormValues = { date: string; steps: string; activeMinutes: string };

/** An optional whole number as typed ("" is unknown), then the domain's rule. */
const optionalCount = (rule: z.ZodType<number, number>, message: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx): number | null => {
      if (value === "") return null;
      const n = Number(value.replace(/[\s,.](?=\d{3}\b)/g, ""));
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    })
    .pipe(rule.nullable());

/** The form schema: the domain's rules, so the web and the server give the same messages. */
export const activityFormSchema = z
  .object({
    date: CalendarDate.refine(
      (day) => isDayNotInFuture(day, new Date()),
      ActivityMessage.dateInFuture,
    ),
    steps: optionalCount(Steps, ActivityMessage.stepsRange),
    activeMinutes: optionalCount(ActiveMinutes, ActivityMessage.activeMinutesRange),
  })
  .refine((v) => v.steps !== null || v.activeMinutes !== null, {
    message: ActivityMessage.nothingToSave,
    path: ["steps"],
  });

export type ActivityFormOutput = z.output<typeof activityFormSchema>;

export function toActivityDayInput(values: ActivityFormOutput): ActivityDayInput {
  return { steps: values.steps, activeMinutes: values.activeMinutes };
}

export function activityFormFrom(date: string, day: ActivityDay | null): ActivityFormValues {
  return {
    date,
    steps: day?.steps === null || day === null ? "" : String(day.steps),
    activeMinutes: day?.activeMinutes === null || day === null ? "" : String(day.activeMinutes),
  };
}
