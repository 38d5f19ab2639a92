import type { WeightEntry } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/Button/Button.tsx";
import { PencilIcon } from "../../../components/Icon/icons.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { weightPaths } from "../paths.ts";
import type { WeightFormat } from "../useWeightFormat.ts";

const editClassName =
  "inline-flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

export type EntriesListProps = {
  entries: readonly WeightEntry[] | undefined;
  isError: boolean;
  retry: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  format: WeightFormat;
  /** When given, Edit is a button calling it (the preview) instead of a link to the edit page. */
  onEditGated?: (() => void) | undefined;
};

function EntryRow({
  entry,
  format,
  onEditGated,
}: {
  entry: WeightEntry;
  format: WeightFormat;
  onEditGated?: (() => void) | undefined;
}) {
  const { t } = useTranslation("weight");
  const editLabel = t("actions.editEntry", {
    date: `${format.longDate(entry.measuredAt)}, ${format.time(entry.measuredAt)}`,
  });
  const editContent = (
    <>
      <PencilIcon className="size-4" />
      <span className="hidden sm:inline">{t("actions.edit")}</span>
    </>
  );
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 py-3 sm:grid-cols-[14rem_minmax(0,1fr)_auto_auto] sm:gap-x-4">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          <time dateTime={entry.measuredAt}>{format.weekdayDate(entry.measuredAt)}</time>
        </p>
        <p className="text-sm text-slate-600">{format.time(entry.measuredAt)}</p>
      </div>
      {entry.note ? (
        <p className="col-span-3 col-start-1 row-start-2 mt-1 min-w-0 truncate text-sm text-slate-700 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:mt-0">
          <span className="sr-only">{`${t("list.note")}: `}</span>
          {entry.note}
        </p>
      ) : (
        <span className="hidden sm:block" />
      )}
      <p className="text-base font-semibold text-slate-900 tabular-nums">
        {format.weight(entry.weightKg)}
      </p>
      {onEditGated ? (
        <button
          type="button"
          onClick={onEditGated}
          aria-label={editLabel}
          className={editClassName}
        >
          {editContent}
        </button>
      ) : (
        <Link to={weightPaths.edit(entry.id)} aria-label={editLabel} className={editClassName}>
          {editContent}
        </Link>
      )}
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-100">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i} className="flex items-center gap-4 py-3.5">
          <div className="flex-1">
            <Skeleton className="h-4 w-36" />
            <Skeleton className="mt-2 h-3.5 w-24" />
          </div>
          <Skeleton className="h-5 w-16" />
        </li>
      ))}
    </ul>
  );
}

export function EntriesList({
  entries,
  isError,
  retry,
  hasMore,
  isLoadingMore,
  onLoadMore,
  format,
  onEditGated,
}: EntriesListProps) {
  const { t } = useTranslation("weight");
  return (
    <section
      aria-labelledby="weight-history-heading"
      className="rounded-2xl border border-slate-200 bg-white px-4 pt-4 pb-2 shadow-sm sm:px-5 sm:pt-5"
    >
      <h2 id="weight-history-heading" className="text-base font-semibold text-slate-900">
        {t("list.heading")}
      </h2>
      <Loadable
        query={{ data: entries, isError, refetch: retry }}
        loading={<ListSkeleton />}
        error={t("list.error")}
      >
        {(items) => (
          <>
            <ul className="mt-1 divide-y divide-slate-100">
              {items.map((entry) => (
                <EntryRow key={entry.id} entry={entry} format={format} onEditGated={onEditGated} />
              ))}
            </ul>
            {hasMore ? (
              <div className="border-t border-slate-100 py-3">
                <Button variant="secondary" fullWidth loading={isLoadingMore} onClick={onLoadMore}>
                  {t("actions.loadMore")}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Loadable>
    </section>
  );
}
