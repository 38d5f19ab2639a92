import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { dateOfDay } from "../lib/local-day.ts";

/** Formats for calendar days (`YYYY-MM-DD`) and instants in the reader's language. */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language || "en";
  return useMemo(() => {
    const long = new Intl.DateTimeFormat(locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
    });
    const medium = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const short = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" });
    const month = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: "short" });
    const dateTime = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
    });
    const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
    return {
      /** "Monday, 23 November" */
      long: (day: string) => long.format(dateOfDay(day)),
      /** "23 November 2026" */
      medium: (day: string) => medium.format(dateOfDay(day)),
      /** "23 Nov" */
      short: (day: string) => short.format(dateOfDay(day)),
      /** "November 2026" */
      month: (day: string) => month.format(dateOfDay(day)),
      /** "Mon" */
      weekday: (day: string) => weekday.format(dateOfDay(day)),
      /** "23 Nov, 07:30" for an instant */
      dateTime: (instant: string | Date) => dateTime.format(new Date(instant)),
      /** "07:30" for an instant */
      time: (instant: string | Date) => time.format(new Date(instant)),
      /** An axis tick for a chart over days (x in ms). */
      axisDay: (x: number) => short.format(new Date(x)),
      /** A weekday axis tick for a chart over one week (x in ms): "Mon". */
      axisWeekday: (x: number) => weekday.format(new Date(x)),
    };
  }, [locale]);
}
export type DayFormat = ReturnType<typeof useDayFormat>;
