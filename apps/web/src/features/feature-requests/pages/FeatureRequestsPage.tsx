import { useQuery } from "@tanstack/react-query";
import {
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_SORTS,
  FEATURE_REQUEST_STATUSES,
  type FeatureRequestInput,
  SEARCH_QUERY_MAX,
} from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PlusIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { SearchFilterBar } from "../../../components/SearchFilterBar/SearchFilterBar.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { CursorPager, useCursorPages } from "../../../kit/CursorPager.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import {
  DEFAULT_FILTERS,
  featureRequestsData,
  type RequestFilters,
  useCreateRequest,
} from "../api.ts";
import { LightbulbIcon } from "../components/icons.tsx";
import { RequestCard } from "../components/RequestCard.tsx";
import { RequestFormDialog } from "../components/RequestFormDialog.tsx";
import { type RequestArea, requestPathsFor } from "../paths.ts";

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | "" =>
  allowed.includes(value as T) ? (value as T) : "";

function filtersOf(params: URLSearchParams): RequestFilters {
  return {
    sort: pick(params.get("sort"), FEATURE_REQUEST_SORTS) || DEFAULT_FILTERS.sort,
    status: pick(params.get("status"), FEATURE_REQUEST_STATUSES),
    category: pick(params.get("category"), FEATURE_REQUEST_CATEGORIES),
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX),
  };
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-28 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * Feature requests: the most voted (or the newest) first, by status, category or words kept in
 * the URL, pages of 20; a vote toggle on each, and a form to ask for a feature.
 */
function FeatureRequests({ area }: { area: RequestArea }) {
  const requestQueries = featureRequestsData.useQueries();
  const { t } = useTranslation("feature-requests");
  usePageTitle(t("title"));
  const paths = requestPathsFor(area);
  const navigate = useNavigate();
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const create = useCreateRequest();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [asking, setAsking] = useState(false);
  // Cursors of the pages up to this one: Previous pops, Next pushes.
  const paging = useCursorPages();
  const page = useQuery(requestQueries.list(filters, paging.cursor));
  const filtered = Boolean(filters.status || filters.category || filters.q);

  const choose = (name: keyof RequestFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(name === "sort" && value === DEFAULT_FILTERS.sort)) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    paging.reset();
  };
  const clear = () => {
    setParams({}, { replace: true });
    paging.reset();
  };
  const handleAsk = () => {
    if (area === "preview") prompt.open(t("promptFeature.request"));
    else setAsking(true);
  };
  const handleCreate = async (input: FeatureRequestInput) => {
    const request = await create.mutateAsync(input);
    setAsking(false);
    toast({ message: t("submit.sent"), variant: "success" });
    await navigate(paths.request(request.id));
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        className="mb-0"
        actions={
          <Button onClick={handleAsk}>
            <PlusIcon className="size-4" />
            {t("submit.open")}
          </Button>
        }
      />

      <SearchFilterBar
        label={t("filters.label")}
        className="sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end"
        search={{
          label: t("filters.search"),
          placeholder: t("filters.searchPlaceholder"),
          value: filters.q,
          onSearch: (q) => choose("q", q),
          submitLabel: t("filters.submit"),
          maxLength: SEARCH_QUERY_MAX,
          className: "sm:col-span-3 lg:col-span-1",
        }}
        filters={[
          {
            label: t("filters.sort"),
            value: filters.sort,
            onChange: (value) => choose("sort", value),
            options: FEATURE_REQUEST_SORTS.map((sort) => ({
              value: sort,
              label: t(`filters.sorts.${sort}`),
            })),
          },
          {
            label: t("filters.status"),
            value: filters.status,
            onChange: (value) => choose("status", value),
            options: [
              { value: "", label: t("filters.allStatuses") },
              ...FEATURE_REQUEST_STATUSES.map((status) => ({
                value: status,
                label: t(`statuses.${status}`),
              })),
            ],
          },
          {
            label: t("filters.category"),
            value: filters.category,
            onChange: (value) => choose("category", value),
            options: [
              { value: "", label: t("filters.allCategories") },
              ...FEATURE_REQUEST_CATEGORIES.map((category) => ({
                value: category,
                label: t(`categories.${category}`),
              })),
            ],
          },
        ]}
      />

      <section aria-labelledby="feature-requests-results" className="flex flex-col gap-4">
        <h2 id="feature-requests-results" className="sr-only">
          {t("results")}
        </h2>
        <Loadable
          query={page}
          loading={<ListSkeleton />}
          error={t("loadError")}
          isEmpty={(data) => data.items.length === 0 && paging.page === 1}
          empty={
            <EmptyState
              icon={<LightbulbIcon />}
              title={t("empty")}
              description={filtered ? t("emptyFiltered") : t("emptyAll")}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clear}>
                    {t("filters.clear")}
                  </Button>
                ) : (
                  <Button onClick={handleAsk}>{t("submit.open")}</Button>
                )
              }
            />
          }
        >
          {(data) => (
            <>
              <ul className="flex flex-col gap-3" aria-busy={page.isPlaceholderData || undefined}>
                {data.items.map((request) => (
                  <RequestCard
                    key={request.id}
                    request={request}
                    to={paths.request(request.id)}
                    area={area}
                  />
                ))}
              </ul>
              <CursorPager
                pages={paging}
                nextCursor={data.nextCursor}
                label={t("paging.label")}
                previousLabel={t("paging.previous")}
                nextLabel={t("paging.next")}
                pageLabel={t("paging.page", { page: paging.page })}
              />
            </>
          )}
        </Loadable>
      </section>

      {area === "preview" ? null : (
        <RequestFormDialog
          open={asking}
          onOpenChange={setAsking}
          title={t("submit.title")}
          description={t("submit.description")}
          submitLabel={t("submit.send")}
          onSubmit={handleCreate}
        />
      )}
    </div>
  );
}

export default function FeatureRequestsPage() {
  return <FeatureRequests area={useIsPreview() ? "preview" : "member"} />;
}

export function AdminFeatureRequestsPage() {
  return <FeatureRequests area="admin" />;
}
