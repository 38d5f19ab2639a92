import clsx from "clsx";
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
        className="relative flex h-44 items-end gap-1 border-b border-slate-300 pt-5 sm:gap-2"
      >
        {max === 0 ? (
          <p className="absolute inset-0 flex items-center justify-center px-4 text-center text-sm text-slate-600">
            {t("stats.weeklyEmpty")}
          </p>
        ) : null}
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
                  ? "w-full rounded-t-md bg-brand-800"
                  : "w-full rounded-t-md bg-brand-600"
              }
              style={{ height: max > 0 ? `${Math.max((w.minutes / max) * 85, 0)}%` : 0 }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex gap-1 sm:gap-2">
        {weeks.map((w, i) => {
          const last = i === weeks.length - 1;
          const middle = i === Math.floor(weeks.length / 2);
          return (
            <span
              key={w.weekStart}
              className={clsx(
                "flex min-w-0 flex-1 text-xs whitespace-nowrap text-slate-600",
                i === 0 ? "justify-start" : last ? "justify-end" : "justify-center",
              )}
            >
              {i === 0 || middle || last ? format.short(w.weekStart) : null}
            </span>
          );
        })}
      </div>
      {/* A table cannot shrink to the 1 px of sr-only; its box can, and clips it. */}
      <div className="sr-only">
        <table>
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
      </div>
    </figure>
  );
}
