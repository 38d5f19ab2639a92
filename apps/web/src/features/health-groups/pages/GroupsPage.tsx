import { useQuery } from "@tanstack/react-query";
import { GROUP_SORTS, GROUP_TOPICS, type GroupSort, SEARCH_QUERY_MAX } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PlusIcon, UsersIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { SearchFilterBar } from "../../../components/SearchFilterBar/SearchFilterBar.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { CursorPager, useCursorPages } from "../../../kit/CursorPager.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { GroupCard } from "../components/GroupCard.tsx";
import { GroupFormDialog } from "../components/GroupFormDialog.tsx";
import { useCreateGroup } from "../groups.ts";
import { groupPathsFor } from "../paths.ts";
import { type GroupFilters, healthGroupsData } from "../queries.ts";

function filtersOf(params: URLSearchParams): GroupFilters {
  const topic = params.get("topic") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    topic: (GROUP_TOPICS as readonly string[]).includes(topic)
      ? (topic as GroupFilters["topic"])
      : "",
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX),
    sort: (GROUP_SORTS as readonly string[]).includes(sort) ? (sort as GroupSort) : "popular",
  };
}

function CardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-72 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * The health groups: search, topic and order kept in the URL, pages of 20 with Previous and
 * Next (as the course catalogue pages), each group with Join or Leave.
 */
export default function GroupsPage() {
  const isPreview = useIsPreview();
  const { t } = useTranslation("health-groups");
  usePageTitle(t("title"));
  const paths = groupPathsFor(isPreview);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  // Cursors of the pages up to this one: Previous pops, Next pushes.
  const paging = useCursorPages();
  const page = useQuery(healthGroupsData.useQueries().list(filters, paging.cursor));
  const filtered = Boolean(filters.topic || filters.q);
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const [starting, setStarting] = useState(false);
  const handleStart = () => {
    if (isPreview) prompt.open(t("prompt.join"));
    else setStarting(true);
  };

  const choose = (name: keyof GroupFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(name === "sort" && value === "popular")) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    paging.reset();
  };
  const clear = () => {
    setParams({}, { replace: true });
    paging.reset();
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        className="mb-0"
        actions={
          <Button onClick={handleStart}>
            <PlusIcon className="size-4" />
            {t("startGroup")}
          </Button>
        }
      />
      {isPreview ? null : (
        <GroupFormDialog
          key={starting ? "open" : "closed"}
          open={starting}
          onOpenChange={setStarting}
          onSave={async (input) => {
            const group = await create.mutateAsync(input);
            setStarting(false);
            toast({ message: t("groupForm.created", { name: group.name }), variant: "success" });
            navigate(paths.group(group.id));
          }}
        />
      )}

      <SearchFilterBar
        label={t("filters.label")}
        className="sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end"
        search={{
          label: t("filters.search"),
          placeholder: t("filters.searchPlaceholder"),
          value: filters.q,
          onSearch: (q) => choose("q", q),
          submitLabel: t("filters.submit"),
          maxLength: SEARCH_QUERY_MAX,
          className: "sm:col-span-2 lg:col-span-1",
        }}
        filters={[
          {
            label: t("filters.topic"),
            value: filters.topic,
            onChange: (value) => choose("topic", value),
            options: [
              { value: "", label: t("filters.allTopics") },
              ...GROUP_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) })),
            ],
          },
          {
            label: t("filters.sort"),
            value: filters.sort,
            onChange: (value) => choose("sort", value),
            options: GROUP_SORTS.map((sort) => ({
              value: sort,
              label: t(`filters.sorts.${sort}`),
            })),
          },
        ]}
      />

      <section aria-labelledby="health-groups-results" className="flex flex-col gap-4">
        <h2 id="health-groups-results" className="sr-only">
          {t("results")}
        </h2>
        <Loadable
          query={page}
          loading={<CardsSkeleton />}
          error={t("loadError")}
          isEmpty={(data) => data.items.length === 0 && paging.page === 1}
          empty={
            <EmptyState
              icon={<UsersIcon />}
              title={t("empty")}
              description={filtered ? t("emptyFiltered") : t("emptyAll")}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clear}>
                    {t("filters.clear")}
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {(data) => (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {data.items.map((group) => (
                  <GroupCard
                    key={group.id}
                    group={group}
                    to={paths.group(group.id)}
                    isPreview={isPreview}
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
    </div>
  );
}
