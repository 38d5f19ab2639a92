import type { UseQueryResult } from "@tanstack/react-query";
import type { CatalogList } from "@vitalog/domain";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { SearchIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { messageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";

export interface CatalogListPageProps {
  /** Translation prefix in the admin namespace: "riskFactors" or "healthGoals". */
  section: "riskFactors" | "healthGoals";
  query: UseQueryResult<CatalogList, Error>;
}

/** A read-only, searchable list of a catalogue (risk factors or health goals). */
export function CatalogListPage({ section, query }: CatalogListPageProps) {
  const { t, i18n } = useTranslation("admin");
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  usePageTitle(t(`${section}.title`));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });

  const items = query.data?.items;
  const filtered = useMemo(() => {
    if (!items) return [];
    const needle = deferred.trim().toLocaleLowerCase();
    const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name));
    if (!needle) return sorted;
    return sorted.filter(
      (item) =>
        item.name.toLocaleLowerCase().includes(needle) ||
        (item.description ?? "").toLocaleLowerCase().includes(needle),
    );
  }, [items, deferred]);

  return (
    <>
      <PageHeader title={t(`${section}.title`)} description={t(`${section}.description`)} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          label={t(`${section}.search`)}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          containerClassName="w-full sm:max-w-sm"
          placeholder={t("searchPlaceholder")}
        />
        {items ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t("count", { shown: filtered.length, total: items.length })}
          </p>
        ) : null}
      </div>

      {query.isError ? (
        <Banner variant="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {messageText(t, query.error)}
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t("retry")}
            </Button>
          </div>
        </Banner>
      ) : query.isPending ? (
        <div className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : filtered.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title={items?.length ? t("noMatches") : t(`${section}.empty`)}
          description={items?.length ? t("noMatchesText") : undefined}
        />
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {filtered.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:gap-6">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{item.name}</p>
                {item.description ? (
                  <p className="mt-0.5 text-sm text-slate-600">{item.description}</p>
                ) : null}
              </div>
              <p className="shrink-0 text-sm text-slate-600 sm:text-right">
                {t("updated", { date: dateFormat.format(new Date(item.updatedAt)) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
