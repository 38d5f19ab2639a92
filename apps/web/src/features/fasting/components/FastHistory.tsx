import { type Fast, fastProgress } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import type { DayFormat } from "../../../kit/day-format.ts";
import { hoursAndMinutes } from "../display.ts";
import { fastingPaths } from "../paths.ts";

/** Ended fasts, newest first: when, how long, whether the target was reached, milestones. */
export function FastHistory({
  fasts,
  format,
  hasMore,
  loadingMore,
  onLoadMore,
  onEditGated,
}: {
  fasts: readonly Fast[];
  format: DayFormat;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onEditGated?: (() => void) | undefined;
}) {
  const { t } = useTranslation("fasting");
  const ended = fasts.filter((f) => f.endTime !== null);
  if (ended.length === 0)
    return <p className="py-4 text-sm text-slate-600">{t("history.empty")}</p>;
  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {ended.map((fast) => {
          const progress = fastProgress(fast, new Date());
          const { hours, minutes } = hoursAndMinutes(progress.elapsedMs);
          const date = format.dateTime(fast.startTime);
          return (
            <li key={fast.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              <div className="min-w-52 flex-1">
                <p className="font-semibold text-slate-900">
                  {t("history.duration", { hours, minutes })}
                </p>
                <p className="text-sm text-slate-600">
                  {date} · {t("history.target", { hours: fast.targetHours })}
                </p>
                <p className="text-xs text-slate-600">
                  {progress.milestonesReached.length
                    ? t("history.milestones", {
                        list: progress.milestonesReached.map((m) => `${m}%`).join(", "),
                      })
                    : t("history.noMilestone")}
                </p>
              </div>
              <span
                className={
                  progress.targetReached
                    ? "rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900"
                    : "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
                }
              >
                {progress.targetReached ? `✓ ${t("history.reached")}` : t("history.endedEarly")}
              </span>
              {onEditGated ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={onEditGated}
                  aria-label={t("history.editFast", { date })}
                >
                  {t("history.edit")}
                </Button>
              ) : (
                <Link
                  to={fastingPaths.edit(fast.id)}
                  className={buttonClassName("ghost", "sm")}
                  aria-label={t("history.editFast", { date })}
                >
                  {t("history.edit")}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Button variant="secondary" className="mt-3" loading={loadingMore} onClick={onLoadMore}>
          {t("history.loadMore")}
        </Button>
      ) : null}
    </div>
  );
}
