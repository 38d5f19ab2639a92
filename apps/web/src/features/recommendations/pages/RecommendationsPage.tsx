import { useQuery } from "@tanstack/react-query";
import { ACTION_TYPES, RECOMMENDATION_STATUS_FILTERS } from "@vitalog/domain";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { SearchIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { SearchFilterBar } from "../../../components/SearchFilterBar/SearchFilterBar.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { filtersFromParams, hasFilters, recommendationsData } from "../api.ts";
import { ClipboardCheckIcon } from "../components/icons.tsx";
import { RecommendationCard } from "../components/RecommendationCard.tsx";
import { recommendationsPaths } from "../paths.ts";

/** How long the search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

function ListSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
        >
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </div>
  );
}

export default function RecommendationsPage() {
  const { t } = useTranslation("recommendations");
  const isPreview = useIsPreview();
  usePageTitle(t("title"));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const recommendations = recommendationsData.useQueries();
  const list = useQuery(recommendations.list(filters));

  // The params as last written, so two changes before the next render both count.
  const latest = useRef(params);
  latest.current = params;
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(latest.current);
    if (value && value !== "all") next.set(name, value);
    else next.delete(name);
    latest.current = next;
    setParams(next, { replace: true });
  };

  const clearFilters = () => {
    setParams(new URLSearchParams(), { replace: true });
  };
  const detailPath = isPreview ? recommendationsPaths.preview.detail : recommendationsPaths.detail;

  return (
    <div className="flex min-w-0 flex-col gap-4 sm:gap-5">
      <PageHeader
        title={<DemoTitle title={t("title")} badge={isPreview ? t("demo.badge") : null} />}
        description={isPreview ? t("demo.body") : t("subtitle")}
      />
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <SearchFilterBar
          label={t("filters.label")}
          className="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.4fr]"
          filtersFirst
          filters={[
            {
              label: t("filters.status"),
              value: filters.status,
              onChange: (value) => setParam("status", value),
              options: RECOMMENDATION_STATUS_FILTERS.map((s) => ({
                value: s,
                label: t(`statuses.${s}`),
              })),
            },
            {
              label: t("filters.actionType"),
              value: filters.actionType,
              onChange: (value) => setParam("actionType", value),
              options: [
                { value: "", label: t("filters.all") },
                ...ACTION_TYPES.map((type) => ({ value: type, label: t(`actionTypes.${type}`) })),
              ],
            },
          ]}
          search={{
            label: t("filters.search"),
            placeholder: t("filters.searchPlaceholder"),
            value: filters.q,
            onSearch: (q) => setParam("q", q),
            debounceMs: SEARCH_DEBOUNCE_MS,
            className: "sm:col-span-2 lg:col-span-1",
          }}
        />
      </div>
      <section aria-labelledby="recommendations-list" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recommendations-list" className="text-lg font-semibold text-slate-900">
            {t("list.heading")}
          </h2>
          {list.data ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {t("list.count", { count: list.data.length })}
            </p>
          ) : null}
        </div>
        <Loadable
          query={list}
          loading={<ListSkeleton />}
          error={(retry) => (
            <Banner variant="error">
              <div className="flex flex-col items-start gap-2">
                <p>{t("list.error")}</p>
                <Button variant="secondary" size="sm" onClick={retry}>
                  {t("common:retry")}
                </Button>
              </div>
            </Banner>
          )}
          isEmpty={(items) => items.length === 0}
          empty={
            hasFilters(filters) ? (
              <EmptyState
                icon={<SearchIcon />}
                title={t("list.emptyFiltered")}
                description={t("list.emptyFilteredBody")}
                action={
                  <Button variant="secondary" onClick={clearFilters}>
                    {t("filters.clear")}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<ClipboardCheckIcon />}
                title={t("list.empty")}
                description={t("list.emptyBody")}
              />
            )
          }
        >
          {(items) => (
            <ul className="grid gap-4 lg:grid-cols-2">
              {items.map((item) => (
                <li key={item.id} className="min-w-0">
                  <RecommendationCard item={item} detailPath={detailPath(item.id)} />
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </section>
    </div>
  );
}
