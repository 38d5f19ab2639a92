import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { NotificationToast } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { CheckCircleIcon } from "../../../components/Icon/icons.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Loadable, LoadError } from "../../../kit/Loadable.tsx";
import { localTimeZone } from "../../../lib/local-day.ts";
import { type HistoryEntry, notificationsData } from "../api.ts";
import { HISTORY_FILTERS, type HistoryFilter, historyStats } from "../display.ts";
import { useReminderTime } from "../format.ts";
import { BellIcon, RefreshIcon } from "./icons.tsx";

/** History: the tiles, the feature filter, Refresh and the delivered entries, a page at a time. */
export function HistoryTab({
  filter,
  onFilter,
}: {
  filter: HistoryFilter;
  onFilter: (filter: HistoryFilter) => void;
}) {
  const { t } = useTranslation("notifications");
  const queryClient = useQueryClient();
  const queries = notificationsData.useQueries();
  const settings = useQuery(queries.settings());
  const timeZone = settings.data?.timeZone ?? localTimeZone();
  const formatTime = useReminderTime(timeZone);
  const pages = useInfiniteQuery(queries.history(filter === "all" ? undefined : filter));
  const kept = useQuery(queries.historyAll());
  const upcoming = useQuery({ ...queries.upcoming(), enabled: settings.data?.enabled === true });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queries.history().queryKey.slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: queries.upcoming().queryKey }),
    ]);
  const refreshing = pages.isRefetching || kept.isRefetching || upcoming.isRefetching;

  const stats = kept.data ? historyStats(kept.data, new Date(), timeZone) : undefined;
  const active = settings.data?.enabled === false ? 0 : upcoming.data?.length;
  const tiles = [
    { label: t("history.active"), value: active },
    { label: t("history.delivered"), value: stats?.delivered },
    { label: t("history.features"), value: stats?.features },
    { label: t("history.thisWeek"), value: stats?.thisWeek },
  ];
  const entries = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const featureName = filter === "all" ? "" : t(`history.filters.${filter}`);

  return (
    <>
      <section aria-label={t("history.statsLabel")}>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {tiles.map((tile) => (
            <div
              key={tile.label}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <dt className="text-sm text-slate-600">{tile.label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900">
                {tile.value === undefined ? (
                  kept.isError || upcoming.isError ? (
                    "–"
                  ) : (
                    <Skeleton className="h-8 w-12" />
                  )
                ) : (
                  tile.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <Card
        title={t("history.listLabel")}
        actions={
          <Button variant="secondary" size="sm" loading={refreshing} onClick={refresh}>
            <RefreshIcon className="size-4" />
            {t("history.refresh")}
          </Button>
        }
      >
        <fieldset className="mb-4">
          <legend className="sr-only">{t("history.filterLabel")}</legend>
          <div className="flex flex-wrap gap-2">
            {HISTORY_FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => onFilter(value)}
                className={clsx(
                  "rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                  filter === value
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-slate-400",
                )}
              >
                {t(`history.filters.${value}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <Loadable
          query={{ data: pages.data, isError: pages.isError, refetch: pages.refetch }}
          loading={
            <div className="flex flex-col gap-2">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          }
          error={NotificationToast.loadFailed}
          isEmpty={() => entries.length === 0}
          empty={
            <EmptyState
              icon={<BellIcon />}
              title={
                filter === "all"
                  ? t("history.empty")
                  : t("history.emptyFiltered", { feature: featureName.toLowerCase() })
              }
              description={t("history.emptyHint")}
            />
          }
        >
          {() => (
            <>
              <ul className="divide-y divide-slate-200">
                {entries.map((entry) => (
                  <HistoryItem key={entry.id} entry={entry} formatTime={formatTime} />
                ))}
              </ul>
              {pages.isFetchNextPageError ? (
                <LoadError
                  message={NotificationToast.loadFailed}
                  onRetry={() => pages.fetchNextPage()}
                />
              ) : null}
              {pages.hasNextPage ? (
                <div className="mt-4 flex justify-center">
                  <Button
                    variant="secondary"
                    loading={pages.isFetchingNextPage}
                    onClick={() => pages.fetchNextPage()}
                  >
                    {t("history.loadMore")}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </Loadable>
      </Card>
    </>
  );
}

function HistoryItem({
  entry,
  formatTime,
}: {
  entry: HistoryEntry;
  formatTime: (instant: string) => string;
}) {
  const { t } = useTranslation("notifications");
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">{entry.title}</p>
        <p className="text-sm text-slate-600">{entry.body}</p>
        <p className="mt-0.5 text-xs text-slate-600">
          <span className="font-medium">{t(`features.${entry.feature}`)}</span> ·{" "}
          {t("history.scheduledFor")}{" "}
          <time dateTime={entry.scheduledAt}>{formatTime(entry.scheduledAt)}</time>
        </p>
      </div>
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
        <CheckCircleIcon className="size-4" />
        {t("history.deliveredMark")}
      </span>
    </li>
  );
}
