import type { WellbeingCheckin } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import type { DayFormat } from "../../../kit/day-format.ts";
import { MonthCalendar, monthOf } from "../../../kit/MonthCalendar.tsx";
import { MOOD_COLOURS } from "../display.ts";
import { ScaleIcon } from "./ScaleIcon.tsx";

/** A month of check-ins, each day coloured by mood with its face; a day opens its check-in. */
export function MoodCalendar({
  month,
  today,
  selected,
  checkins,
  format,
  onMonthChange,
  onSelect,
}: {
  month: string;
  today: string;
  selected: string;
  checkins: readonly WellbeingCheckin[];
  format: DayFormat;
  onMonthChange: (month: string) => void;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation("wellbeing");
  const byDay = new Map(checkins.map((c) => [c.date, c]));
  return (
    <div>
      <MonthCalendar
        month={month}
        today={today}
        selected={selected}
        format={format}
        maxMonth={monthOf(today)}
        onMonthChange={onMonthChange}
        onSelect={onSelect}
        describe={(day) => {
          const checkin = byDay.get(day);
          if (!checkin) {
            return {
              label: t("calendar.dayEmpty", { date: format.long(day) }),
              disabled: day > today,
            };
          }
          return {
            label: t("calendar.dayLabel", {
              date: format.long(day),
              mood: t(`scale.mood.${checkin.mood - 1}`),
            }),
            className: MOOD_COLOURS[checkin.mood - 1],
            content: <ScaleIcon dimension="mood" step={checkin.mood} className="size-4" />,
          };
        }}
      />
      <p className="mt-3 text-xs text-slate-600">{t("calendar.legend")}</p>
    </div>
  );
}
