import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PlusIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable, loadableOf } from "../../../kit/Loadable.tsx";
import { SignInRequiredPreview } from "../../../kit/SignInRequiredPreview.tsx";
import { labResultsData } from "../api.ts";
import { ComparisonTable } from "../components/ComparisonTable.tsx";
import { TestTubeIcon } from "../components/icons.tsx";
import { MarkerTrend } from "../components/MarkerTrend.tsx";
import { ResultGroups } from "../components/ResultGroups.tsx";
import { compareLatest, groupByTest } from "../display.ts";
import { bloodworkPaths } from "../paths.ts";
import { useLabFormat } from "../useLabFormat.ts";

function PageSkeleton() {
  const { t } = useTranslation("bloodwork");
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t("loading")}</span>
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

/** The preview: lab results need an account, so it says why and offers sign-in. */
function BloodworkPreview() {
  const { t } = useTranslation("bloodwork");
  return (
    <SignInRequiredPreview
      title={t("title")}
      reason={t("preview.reason")}
      features={t("preview.features", { returnObjects: true }) as string[]}
      promptFeature={t("preview.promptFeature")}
      icon={<TestTubeIcon />}
    />
  );
}

/** Bloodwork; in the preview, why it needs an account. */
export default function BloodworkPage() {
  return useIsPreview() ? <BloodworkPreview /> : <LabResults />;
}

/** The member's lab results: latest against previous, a trend per marker, and every test. */
function LabResults() {
  const { t } = useTranslation("bloodwork");
  const format = useLabFormat();
  const list = useInfiniteQuery(labResultsData.useQueries().pages());
  const results = useMemo(() => list.data?.pages.flatMap((p) => p.items), [list.data]);
  const comparison = useMemo(() => (results ? compareLatest(results) : []), [results]);
  const groups = useMemo(() => (results ? groupByTest(results) : []), [results]);
  const [selected, setSelected] = useState<string | null>(null);
  const trendKey = selected ?? comparison[0]?.key ?? null;

  const addLink = (label: string) => (
    <Link to={bloodworkPaths.add()} className={buttonClassName("primary")}>
      <PlusIcon className="size-4" />
      {label}
    </Link>
  );

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={results && results.length > 0 ? addLink(t("actions.add")) : null}
      />
      <Loadable
        query={loadableOf(results, list)}
        loading={<PageSkeleton />}
        error={t("loadError")}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            icon={<TestTubeIcon />}
            title={t("empty.title")}
            description={t("empty.body")}
            action={addLink(t("actions.addFirst"))}
          />
        }
      >
        {(items) => (
          <div className="flex flex-col gap-6">
            <Banner variant="info">{t("rangesNote")}</Banner>
            <div className="flex flex-col gap-6">
              <Card
                title={t("compare.heading")}
                description={t("compare.description")}
                className="min-w-0"
              >
                <ComparisonTable
                  rows={comparison}
                  format={format}
                  selected={trendKey}
                  onShowTrend={(key) => {
                    setSelected(key);
                    const still =
                      window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
                    document
                      .getElementById("lab-trend")
                      ?.scrollIntoView?.({ behavior: still ? "auto" : "smooth", block: "start" });
                  }}
                />
              </Card>
              <Card id="lab-trend" title={t("trend.heading")} className="min-w-0 scroll-mt-4">
                {trendKey ? (
                  <MarkerTrend
                    rows={comparison}
                    selected={trendKey}
                    onSelect={setSelected}
                    results={items}
                    format={format}
                  />
                ) : null}
              </Card>
            </div>
            <Card title={t("groups.heading")}>
              <ResultGroups groups={groups} format={format} />
              {list.hasNextPage ? (
                <div className="mt-4 flex justify-center">
                  <Button
                    variant="secondary"
                    loading={list.isFetchingNextPage}
                    onClick={() => list.fetchNextPage()}
                  >
                    {t("actions.loadMore")}
                  </Button>
                </div>
              ) : null}
            </Card>
          </div>
        )}
      </Loadable>
    </>
  );
}
