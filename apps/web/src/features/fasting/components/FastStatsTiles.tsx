import type { FastStats } from "@vitalog/domain";
import { useTranslation } from "react-i18next";

/** Completed fasts, average and longest, and the streak unless the person hid streaks. */
export function FastStatsTiles({ stats, showStreaks }: { stats: FastStats; showStreaks: boolean }) {
  const { t } = useTranslation("fasting");
  const hours = (value: number | null) =>
    value === null ? t("stats.none") : t("stats.hours", { value });
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-3 gap-2 lg:grid-cols-1">
        {[
          [t("stats.completed"), String(stats.completedFasts)],
          [t("stats.average"), hours(stats.averageHours)],
          [t("stats.longest"), hours(stats.longestHours)],
        ].map(([label, value]) => (
          <div
            key={label}
            className="rounded-xl bg-slate-50 p-3 lg:flex lg:items-baseline lg:justify-between lg:gap-2 lg:py-2"
          >
            <dt className="text-xs text-slate-600 lg:text-sm">{label}</dt>
            <dd className="whitespace-nowrap text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {showStreaks ? (
        <div className="rounded-xl border border-slate-200 p-3">
          <p className="text-xs text-slate-600">{t("stats.streak")}</p>
          <p className="text-2xl font-semibold text-slate-900">
            {t("stats.streakDays", { count: stats.currentStreakDays })}
          </p>
          {stats.streakMilestone ? (
            <p className="text-sm font-medium text-emerald-800">
              {t("stats.streakMilestone", { count: stats.streakMilestone })}
            </p>
          ) : null}
          {stats.nextStreakMilestone ? (
            <p className="text-sm text-slate-700">
              {t("stats.streakNext", { count: stats.nextStreakMilestone })}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-600">
            {t("stats.longestStreak", { count: stats.longestStreakDays })} · {t("stats.streakHint")}
          </p>
        </div>
      ) : null}
    </div>
  );
}
