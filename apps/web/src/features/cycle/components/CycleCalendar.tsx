import type { CycleDay } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import type { DayFormat } from "../../../kit/day-format.ts";
import { MonthCalendar } from "../../../kit/MonthCalendar.tsx";
import type { DayMarks } from "../display.ts";

const Mark = ({ kind }: { kind: "period" | "predicted" | "fertile" | "ovulation" | "logged" }) => {
  if (kind === "fertile") {
    return (
      <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true">
        <circle cx="6" cy="6" r="3.8" className="fill-none stroke-teal-700" strokeWidth="1.6" />
      </svg>
    );
  }
  if (kind === "ovulation") {
    return (
      <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true">
        <path
          d="M6 1l1.4 3.2L11 4.6 8.3 7l.8 3.5L6 8.7 2.9 10.5 3.7 7 1 4.6l3.6-.4L6 1Z"
          className="fill-violet-700"
        />
      </svg>
    );
  }
  if (kind === "logged")
    return <span aria-hidden="true" className="size-1.5 rounded-full bg-slate-700" />;
  return (
    <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true">
      <path
        d="M6 1s3.5 3.8 3.5 6.4a3.5 3.5 0 0 1-7 0C2.5 4.8 6 1 6 1Z"
        className={kind === "period" ? "fill-rose-700" : "fill-none stroke-rose-700"}
        strokeWidth="1.2"
        strokeDasharray={kind === "predicted" ? "2 1.2" : undefined}
      />
    </svg>
  );
};

/** The month with logged and predicted periods, fertile windows and ovulation days. */
export function CycleCalendar({
  month,
  today,
  selected,
  marks,
  days,
  format,
  onMonthChange,
  onSelect,
}: {
  month: string;
  today: string;
  selected: string;
  marks: Map<string, DayMarks>;
  days: readonly CycleDay[];
  format: DayFormat;
  onMonthChange: (month: string) => void;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation("cycle");
  const logged = new Set(days.map((d) => d.date));
  return (
    <div>
      <MonthCalendar
        month={month}
        today={today}
        selected={selected}
        format={format}
        onMonthChange={onMonthChange}
        onSelect={onSelect}
        describe={(day) => {
          const m = marks.get(day);
          const words = [
            m?.period && t("calendar.period"),
            !m?.period && m?.predicted && t("calendar.predicted"),
            m?.fertile && t("calendar.fertile"),
            m?.ovulation && t("calendar.ovulation"),
            logged.has(day) && t("calendar.logged"),
          ].filter(Boolean);
          return {
            label: [format.long(day), ...words].join(", "),
            className: clsx(
              m?.period
                ? "bg-rose-100 text-rose-950"
                : m?.fertile
                  ? "bg-teal-50 text-teal-950"
                  : "bg-slate-50 text-slate-700",
              !m?.period && m?.predicted && "border-2 border-dashed border-rose-400",
            ),
            content: (
              <span className="flex h-3 items-center gap-0.5">
                {m?.period ? (
                  <Mark kind="period" />
                ) : m?.predicted ? (
                  <Mark kind="predicted" />
                ) : null}
                {m?.ovulation ? (
                  <Mark kind="ovulation" />
                ) : m?.fertile ? (
                  <Mark kind="fertile" />
                ) : null}
                {logged.has(day) ? <Mark kind="logged" /> : null}
              </span>
            ),
          };
        }}
      />
      <h3 className="sr-only">{t("calendar.legend")}</h3>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <li className="flex items-center gap-1.5">
          <span className="flex size-5 items-center justify-center rounded bg-rose-100">
            <Mark kind="period" />
          </span>
          {t("calendar.period")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="flex size-5 items-center justify-center rounded border-2 border-dashed border-rose-400">
            <Mark kind="predicted" />
          </span>
          {t("calendar.predicted")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="flex size-5 items-center justify-center rounded bg-teal-50 ring-1 ring-teal-200">
            <Mark kind="fertile" />
          </span>
          {t("calendar.fertile")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="flex size-5 items-center justify-center">
            <Mark kind="ovulation" />
          </span>
          {t("calendar.ovulation")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="flex size-5 items-center justify-center">
            <Mark kind="logged" />
          </span>
          {t("calendar.logged")}
        </li>
      </ul>
    </div>
  );
}
