import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Instants in the reader's language and the person's reminder time zone: "Fri 27 Nov, 08:30". */
export function useReminderTime(timeZone: string | undefined) {
  const { i18n } = useTranslation();
  const locale = i18n.language || "en";
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    });
    return (instant: string) => format.format(new Date(instant));
  }, [locale, timeZone]);
}
