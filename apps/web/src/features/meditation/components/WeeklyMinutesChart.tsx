import { useTranslation } from "react-i18next";
import { useDayFormat } from "../../../kit/day-format.ts";

/**
 * Minutes meditated in each week as bars, oldest first. The drawing is one image named by a
 * summary sentence; a table with every week and its minutes is there for screen readers. Each
 * bar with minutes carries its number, so the height is never the only sign.
 */
export function WeeklyMinutesChart({
  weeks,
  summary,
}: {
  weeks: readonly { weekStart: string; minutes: number }[];
  summary: string;
}) {
  const { t } = useTranslation("meditation");
  const format = useDayFormat();
  const max = Math.max(0, ...weeks.map((w) => w.minutes));
  return (
    <figure className="m-0">
      <div
        role="img"
        aria-label={summary}
        className="flex h-44 items-end gap-1 border-b border-slate-300 pt-5 sm:gap-2"
      >
        {weeks.map((w, i) => (
          <div
            key={w.weekStart}
            className="relative flex h-full min-w-0 flex-1 flex-col items-center justify-end"
          >
            {w.minutes > 0 ? (
              <span className="mb-0.5 text-[0.65rem] leading-none font-medium text-slate-700 tabular-nums sm:text-xs">
                {Math.round(w.minutes)}
              </span>
            ) : null}
            <div
              className={
                i === weeks.length - 1
                  ? "w-full rounded-t-md bg-brand-600"
                  : "w-full rounded-t-md bg-brand-300"
              }
              style={{ height: max > 0 ? `${Math.max((w.minutes / max) * 85, 0)}%` : 0 }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex gap-1 sm:gap-2">
        {weeks.map((w, i) => (
          <span
            key={w.weekStart}
            className="min-w-0 flex-1 truncate text-center text-[0.65rem] text-slate-600 sm:text-xs"
          >
            {i % 3 === 0 || i === weeks.length - 1 ? format.short(w.weekStart) : ""}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{t("stats.weekly")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("stats.week")}</th>
            <th scope="col">{t("stats.minutesHeader")}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <td>{format.medium(w.weekStart)}</td>
              <td>{t("stats.minutes", { value: w.minutes })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
