import {
  addDays,
  PAIN_INTENSITY_MAX,
  type PainEntry,
  type RegionSummary,
  regionTrend,
} from "@vitalog/domain";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ChartPoint } from "../../../components/Chart/Chart.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useDayFormat } from "../../../kit/day-format.ts";
import { dateOfDay, localTimeZone, localToday } from "../../../lib/local-day.ts";

const Chart = lazy(() => import("../../../components/Chart/Chart.tsx"));

/** The pain scale's axis: from no pain to the worst (the 0–10 numeric rating scale). */
const PAIN_AXIS = { min: 0, max: PAIN_INTENSITY_MAX };

/** One region's highest intensity per day over the period, with a picker of the regions. */
export function RegionTrend({
  entries,
  days,
  regions,
  selected,
  onSelect,
}: {
  entries: readonly PainEntry[];
  /** The period shown: the last `days` days up to today. */
  days: number;
  regions: readonly RegionSummary[];
  selected: string;
  onSelect: (region: string) => void;
}) {
  const { t } = useTranslation("pain");
  const format = useDayFormat();
  const region = regions.some((r) => r.region === selected) ? selected : (regions[0]?.region ?? "");
  const name = t(`regions.${region}`);
  const points = useMemo<ChartPoint[]>(
    () =>
      regionTrend(entries, region, localTimeZone()).map((p) => ({
        id: p.date,
        x: dateOfDay(p.date).getTime(),
        y: p.intensity,
        xLabel: format.medium(p.date),
        yLabel: t("trend.value", { value: p.intensity }),
      })),
    [entries, region, format, t],
  );
  const today = localToday();
  const xDomain = useMemo(
    () => [dateOfDay(addDays(today, -(days - 1))).getTime(), dateOfDay(today).getTime()] as const,
    [today, days],
  );
  if (!region) return null;
  const summary =
    points.length === 1
      ? t("trend.summaryOne", { name, value: points[0]?.y, date: points[0]?.xLabel })
      : t("trend.summary", {
          name,
          count: points.length,
          first: points[0]?.y,
          last: points.at(-1)?.y,
          highest: Math.max(...points.map((p) => p.y)),
        });
  return (
    <div className="flex flex-col gap-4">
      <Select
        label={t("trend.region")}
        value={region}
        onChange={(e) => onSelect(e.target.value)}
        options={regions.map((r) => ({ value: r.region, label: t(`regions.${r.region}`) }))}
        containerClassName="sm:max-w-xs print:hidden"
      />
      <Suspense fallback={<Skeleton className="h-60 w-full rounded-xl" />}>
        <Chart
          points={points}
          summary={summary}
          height={220}
          xDomain={xDomain}
          yScale={PAIN_AXIS}
          integer
          yUnit={t("trend.unit")}
          formatXTick={format.axisDay}
          formatYTick={(y) => String(Math.round(y))}
          table={{
            caption: t("trend.tableCaption", { name }),
            xHeader: t("trend.tableDate"),
            yHeader: t("trend.tableValue"),
          }}
        />
      </Suspense>
    </div>
  );
}
