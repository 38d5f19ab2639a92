import { addDays, daysBetween } from "@vitalog/domain";
import clsx from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/Button/Button.tsx";
import { ArrowLeftIcon } from "../components/Icon/icons.tsx";
import type { DayFormat } from "./day-format.ts";

/** The first day of the month of `day` ("2026-11-23" → "2026-11-01"). */
export const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/** The first day of the month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 + delta, 1)).toISOString().slice(0, 10);
}

/** The last day of the month that starts on `month`. */
export const monthEnd = (month: string) => addDays(shiftMonth(month, 1), -1);

export interface CalendarDay {
  /** The whole day read aloud: date and what it holds. */
  label: string;
  /** Colour and border of the day's cell. */
  className?: string;
  /** What the cell shows under the day's number (an icon, a mark). */
  content?: ReactNode;
  disabled?: boolean;
}

/**
 * A month as a grid of day buttons, Monday first, with previous/next month. Each day says what it
 * holds in its accessible name, so nothing depends on colour; `describe` gives that per day.
 */
export function MonthCalendar({
  month,
  today,
  selected,
  format,
  maxMonth,
  onMonthChange,
  onSelect,
  describe,
}: {
  month: string;
  today: string;
  selected?: string | undefined;
  format: DayFormat;
  /** The last month one may move to (none when undefined). */
  maxMonth?: string | undefined;
  onMonthChange: (month: string) => void;
  onSelect: (day: string) => void;
  describe: (day: string) => CalendarDay;
}) {
  const { t } = useTranslation("common");
  const next = shiftMonth(month, 1);
  const length = daysBetween(month, next);
  const lead = (new Date(`${month}T12:00:00Z`).getUTCDay() + 6) % 7;
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays("2026-11-23", i)); // a Monday
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          aria-label={t("calendar.previousMonth")}
        >
          <ArrowLeftIcon className="size-5" />
        </Button>
        <h3 className="text-base font-semibold text-slate-900" aria-live="polite">
          {format.month(month)}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onMonthChange(next)}
          disabled={maxMonth !== undefined && next > maxMonth}
          aria-label={t("calendar.nextMonth")}
        >
          <ArrowLeftIcon className="size-5 rotate-180" />
        </Button>
      </div>
      <div aria-hidden="true" className="grid grid-cols-7 gap-1 pb-1">
        {weekdays.map((d) => (
          <span key={d} className="text-center text-xs font-medium text-slate-500">
            {format.weekday(d)}
          </span>
        ))}
      </div>
      <ol className="grid grid-cols-7 gap-1" aria-label={format.month(month)}>
        {Array.from({ length }, (_, i) => {
          const day = addDays(month, i);
          const cell = describe(day);
          return (
            <li key={day} style={i === 0 ? { gridColumnStart: lead + 1 } : undefined}>
              <button
                type="button"
                disabled={cell.disabled}
                aria-pressed={selected === undefined ? undefined : day === selected}
                aria-current={day === today ? "date" : undefined}
                aria-label={cell.label}
                onClick={() => onSelect(day)}
                className={clsx(
                  "flex aspect-square w-full flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-default disabled:opacity-40",
                  cell.className ?? "bg-slate-50 text-slate-700",
                  day === selected && "ring-2 ring-brand-600",
                  day === today && "font-bold underline underline-offset-2",
                )}
              >
                <span>{Number(day.slice(8))}</span>
                {cell.content}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
