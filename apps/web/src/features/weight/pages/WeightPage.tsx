import { DEMO_PROFILE } from "@vitalog/domain";
import { useMemo, useState } from "react";
import { useSession } from "../../../app/session.tsx";
import { type WeightSeries, weightApi, weightPreview, weightViews } from "../api.ts";
import { WeightDashboard } from "../components/WeightDashboard.tsx";
import { type ChartRange, type WeightProfile, weightUnitFor } from "../display.ts";
import { useWeightFormat } from "../useWeightFormat.ts";

const DEFAULT_RANGE: ChartRange = "90d";

const FALLBACK_PROFILE: WeightProfile = {
  measurementPreference: "metric",
  heightCm: null,
  goalWeightKg: null,
  weightGoal: "maintain",
};

/** The demo person wants to lose weight: their goal is below every demo weigh-in. */
const PREVIEW_PROFILE: WeightProfile = { ...DEMO_PROFILE, weightGoal: "lose" };

/** The weight page over a series: the member's own, or the preview's demo twin. */
function WeightPage({ series }: { series: WeightSeries }) {
  const { profile } = useSession();
  const weightProfile = series.isPreview ? PREVIEW_PROFILE : (profile ?? FALLBACK_PROFILE);
  const format = useWeightFormat(weightUnitFor(weightProfile.measurementPreference));
  const [range, setRange] = useState<ChartRange>(DEFAULT_RANGE);
  const summary = series.useView(weightViews.summary());
  const chart = series.useView(weightViews.chart(range), { keepPrevious: true });
  const list = series.useInfinite();
  const entries = useMemo(() => list.data?.pages.flatMap((p) => p.items), [list.data]);
  const gate = series.useWriteGate();

  return (
    <WeightDashboard
      isPreview={series.isPreview}
      profile={weightProfile}
      format={format}
      summary={summary}
      chart={chart}
      range={range}
      onRangeChange={setRange}
      list={{
        entries,
        isError: list.isError,
        retry: () => list.refetch(),
        hasMore: list.hasNextPage,
        isLoadingMore: list.isFetchingNextPage,
        onLoadMore: () => list.fetchNextPage(),
      }}
      onGatedAction={gate}
    />
  );
}

export default function MemberWeightPage() {
  return <WeightPage series={weightApi} />;
}

export function PreviewWeightPage() {
  return <WeightPage series={weightPreview} />;
}
