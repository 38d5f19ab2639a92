import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { DEMO_PROFILE } from "@vitalog/domain";
import { useMemo, useState } from "react";
import { useSession } from "../../../app/session.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { weightData, weightViews } from "../api.ts";
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

/** The weight page: the member's own weigh-ins, or the preview's demo person's. */
export default function WeightPage() {
  const { profile } = useSession();
  const isPreview = useIsPreview();
  const weightQueries = weightData.useQueries();
  const weightProfile = isPreview ? PREVIEW_PROFILE : (profile ?? FALLBACK_PROFILE);
  const format = useWeightFormat(weightUnitFor(weightProfile.measurementPreference));
  const [range, setRange] = useState<ChartRange>(DEFAULT_RANGE);
  const summary = useQuery(weightQueries.view(weightViews.summary()));
  const chart = useQuery({
    ...weightQueries.view(weightViews.chart(range)),
    placeholderData: keepPreviousData,
  });
  const list = useInfiniteQuery(weightQueries.pages());
  const entries = useMemo(() => list.data?.pages.flatMap((p) => p.items), [list.data]);
  const gate = weightData.useWriteGate();

  return (
    <WeightDashboard
      isPreview={isPreview}
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
