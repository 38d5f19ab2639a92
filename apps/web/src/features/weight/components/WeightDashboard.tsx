import type { WeightEntry } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PlusIcon, ScaleIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { Loadable, type LoadableQuery } from "../../../kit/Loadable.tsx";
import type { ChartRange, WeightProfile, WeightSummaryData } from "../display.ts";
import { weightPaths } from "../paths.ts";
import type { WeightFormat } from "../useWeightFormat.ts";
import { EntriesList, type EntriesListProps } from "./EntriesList.tsx";
import { BmiCard, SummaryTiles, SummaryTilesSkeleton } from "./SummaryCards.tsx";
import { WeightTrendCard } from "./WeightTrend.tsx";

export type WeightDashboardProps = {
  isPreview: boolean;
  profile: WeightProfile;
  format: WeightFormat;
  summary: LoadableQuery<WeightSummaryData>;
  chart: LoadableQuery<readonly WeightEntry[]> & { isFetching?: boolean };
  range: ChartRange;
  onRangeChange: (range: ChartRange) => void;
  list: Omit<EntriesListProps, "format" | "onEditGated">;
  /** In the preview, Add and Edit call this (the sign-in prompt) instead of navigating. */
  onGatedAction?: (() => void) | undefined;
};

function AddAction({
  onGatedAction,
  label,
}: {
  onGatedAction?: (() => void) | undefined;
  label: string;
}) {
  const content = (
    <>
      <PlusIcon className="size-5" />
      {label}
    </>
  );
  return onGatedAction ? (
    <Button onClick={onGatedAction}>{content}</Button>
  ) : (
    <Link to={weightPaths.add()} className={buttonClassName("primary", "md")}>
      {content}
    </Link>
  );
}

export function WeightDashboard({
  isPreview,
  profile,
  format,
  summary,
  chart,
  range,
  onRangeChange,
  list,
  onGatedAction,
}: WeightDashboardProps) {
  const { t } = useTranslation("weight");

  /** The dashboard's sections; `summary` is undefined while it loads and null when it failed. */
  const sections = (data: WeightSummaryData | null | undefined) => (
    <div className="flex flex-col gap-4 sm:gap-5">
      <section aria-labelledby="weight-summary-heading">
        <h2 id="weight-summary-heading" className="sr-only">
          {t("summary.heading")}
        </h2>
        {data?.latest ? (
          <SummaryTiles
            summary={{ ...data, latest: data.latest }}
            profile={profile}
            format={format}
          />
        ) : data === null ? null : (
          <SummaryTilesSkeleton />
        )}
      </section>
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-3">
        <WeightTrendCard
          className="lg:col-span-2"
          range={range}
          onRangeChange={onRangeChange}
          entries={chart}
          goalKg={profile.goalWeightKg}
          format={format}
        />
        <BmiCard
          latest={data?.latest ?? null}
          isLoading={data === undefined}
          profile={profile}
          format={format}
        />
      </div>
      <EntriesList {...list} format={format} onEditGated={onGatedAction} />
    </div>
  );

  return (
    <div>
      <PageHeader
        title={<DemoTitle title={t("title")} badge={isPreview ? t("demo.badge") : null} />}
        description={isPreview ? t("demo.body") : t("subtitle")}
        actions={<AddAction onGatedAction={onGatedAction} label={t("actions.add")} />}
      />

      <Loadable
        query={summary}
        isEmpty={(data) => data.latest === null}
        empty={
          <div className="flex flex-col gap-4">
            <EmptyState
              icon={<ScaleIcon />}
              title={t("empty.title")}
              description={t("empty.body")}
              action={<AddAction onGatedAction={onGatedAction} label={t("actions.addFirst")} />}
              className="py-14"
            />
            <p className="text-center text-sm text-slate-600">{t("empty.hint")}</p>
          </div>
        }
        error={(retry) => (
          <>
            <Banner variant="error" title={t("errors.summary")} className="mb-6">
              <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
                {t("actions.retry")}
              </Button>
            </Banner>
            {sections(null)}
          </>
        )}
        loading={sections(undefined)}
      >
        {(data) => sections(data)}
      </Loadable>
    </div>
  );
}
