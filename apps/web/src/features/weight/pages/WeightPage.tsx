import { DEMO_PROFILE, demoWeightEntries, type WeightEntry } from "@vitalog/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session.tsx";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useWeightChartQuery, useWeightEntriesQuery, useWeightSummaryQuery } from "../api.ts";
import { loaded } from "../components/loadable.ts";
import { WeightDashboard } from "../components/WeightDashboard.tsx";
import {
  type ChartRange,
  entriesInRange,
  summaryFromEntries,
  type WeightProfile,
  weightUnitFor,
} from "../display.ts";
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

function UserWeightPage() {
  const { profile } = useSession();
  const weightProfile = profile ?? FALLBACK_PROFILE;
  const format = useWeightFormat(weightUnitFor(weightProfile.measurementPreference));
  const [range, setRange] = useState<ChartRange>(DEFAULT_RANGE);
  const summary = useWeightSummaryQuery();
  const chart = useWeightChartQuery(range);
  const list = useWeightEntriesQuery();
  const entries = useMemo(() => list.data?.pages.flatMap((p) => p.items), [list.data]);

  return (
    <WeightDashboard
      mode="user"
      profile={weightProfile}
      format={format}
      summary={{ data: summary.data, isError: summary.isError, retry: () => summary.refetch() }}
      chart={{
        data: chart.data,
        isError: chart.isError,
        isFetching: chart.isFetching,
        retry: () => chart.refetch(),
      }}
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
    />
  );
}

function PreviewWeightPage() {
  const { t } = useTranslation("weight");
  const signInPrompt = useSignInPrompt();
  const format = useWeightFormat(weightUnitFor(PREVIEW_PROFILE.measurementPreference));
  const [range, setRange] = useState<ChartRange>(DEFAULT_RANGE);
  const [now] = useState(() => new Date());
  const entries = useMemo<WeightEntry[]>(() => demoWeightEntries(now), [now]);
  const summary = useMemo(() => summaryFromEntries(entries), [entries]);
  const chartEntries = useMemo(() => entriesInRange(entries, range, now), [entries, range, now]);

  return (
    <WeightDashboard
      mode="preview"
      profile={PREVIEW_PROFILE}
      format={format}
      summary={loaded(summary)}
      chart={loaded(chartEntries)}
      range={range}
      onRangeChange={setRange}
      list={{
        entries,
        isError: false,
        retry: () => {},
        hasMore: false,
        isLoadingMore: false,
        onLoadMore: () => {},
      }}
      onGatedAction={() => signInPrompt.open(t("demo.promptFeature"))}
    />
  );
}

export default function WeightPage({ mode }: { mode: "user" | "preview" }) {
  return mode === "preview" ? <PreviewWeightPage /> : <UserWeightPage />;
}
