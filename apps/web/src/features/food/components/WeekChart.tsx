import type { FoodWeek } from "@vitalog/domain";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ChartPoint } from "../../../components/Chart/Chart.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import type { DayFormat } from "../../../kit/day-format.ts";
import { dateOfDay } from "../../../lib/local-day.ts";
import { roundKcal } from "../display.ts";

const Chart = lazy(() => import("../../../components/Chart/Chart.tsx"));

const CHART_HEIGHT = 220;

/** Energy eaten on each of seven days, against the target line. */
export function WeekChart({ week, format }: { week: FoodWeek; format: DayFormat }) {
  const { t } = useTranslation("food");
  const points = useMemo<ChartPoint[]>(
    () =>
      week.days
        .filter((d) => d.entryCount > 0 || d.importedKcal > 0)
        .map((d) => ({
          id: d.date,
          x: dateOfDay(d.date).getTime(),
          y: roundKcal(d.energyKcal),
          xLabel: format.long(d.date),
          yLabel: `${roundKcal(d.energyKcal)} kcal`,
        })),
    [week, format],
  );
  const xDomain = useMemo(
    () => [dateOfDay(week.from).getTime(), dateOfDay(week.to).getTime()] as const,
    [week.from, week.to],
  );
  const values = week.days
    .map((d) => `${format.weekday(d.date)} ${roundKcal(d.energyKcal)} kcal`)
    .join(", ");
  const target = week.targetKcal === null ? null : roundKcal(week.targetKcal);
  const summary = `${t("week.summary", { from: format.short(week.from), to: format.short(week.to), values })}${
    target === null ? "" : ` ${t("week.summaryTarget", { target })}`
  }`;
  if (points.length === 0) {
    return <p className="text-sm text-slate-600">{t("week.empty")}</p>;
  }
  return (
    <div style={{ minHeight: CHART_HEIGHT }}>
      <Suspense
        fallback={
          <div role="status">
            <span className="sr-only">{t("week.loading")}</span>
            <Skeleton className="h-52 w-full rounded-xl" />
          </div>
        }
      >
        <Chart
          points={points}
          summary={summary}
          height={CHART_HEIGHT}
          xDomain={xDomain}
          integer
          target={target === null ? null : { y: target, label: t("week.targetLine", { target }) }}
          yUnit="kcal"
          formatXTick={format.axisWeekday}
          formatYTick={(y) => String(Math.round(y))}
          table={{
            caption: t("week.tableCaption"),
            xHeader: t("week.tableDate"),
            yHeader: t("week.tableEnergy"),
          }}
        />
      </Suspense>
    </div>
  );
}
