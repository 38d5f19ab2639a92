import { useQuery } from "@tanstack/react-query";
import type { CatalogItem } from "@vitalog/domain";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PencilIcon, PlusIcon, SearchIcon, TrashIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { SearchFilterBar } from "../../../components/SearchFilterBar/SearchFilterBar.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { useRiskFactorCategoryName } from "../../profile/components/CatalogSelections.tsx";
import {
  adminData,
  type CatalogKind,
  useDeleteCatalogItemMutation,
  useSaveCatalogItemMutation,
} from "../api.ts";
import { type CatalogDraft, CatalogItemDialog } from "./CatalogItemDialog.tsx";

/** Risk factors or health goals: a searchable list with add, edit and delete. */
export function CatalogListPage({ kind }: { kind: CatalogKind }) {
  const { t, i18n } = useTranslation("admin");
  const { toast } = useToast();
  const query = useQuery(adminData.member.catalog(kind));
  const save = useSaveCatalogItemMutation(kind);
  const remove = useDeleteCatalogItemMutation(kind);
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const [draft, setDraft] = useState<CatalogDraft | null>(null);
  const [deleting, setDeleting] = useState<CatalogItem | null>(null);
  const categoryName = useRiskFactorCategoryName();
  const hasCategory = kind === "riskFactors";
  usePageTitle(t(`${kind}.title`));
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

  async function handleSave(next: CatalogDraft) {
    const input = hasCategory
      ? { name: next.name, description: next.description, category: next.category ?? null }
      : { name: next.name, description: next.description };
    await save.mutateAsync(next.id ? { id: next.id, input } : { input });
    toast({ message: t(`${kind}.saved`), variant: "success" });
  }

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess() {
        toast({ message: t(`${kind}.deleted`), variant: "success" });
        setDeleting(null);
      },
      onError() {
        toast({ message: t(`${kind}.deleteFailed`), variant: "error" });
        setDeleting(null);
      },
    });
  }

  return (
    <>
      <PageHeader
        title={t(`${kind}.title`)}
        description={t(`${kind}.description`)}
        actions={
          <Button onClick={() => setDraft({ name: "", description: "" })}>
            <PlusIcon className="size-5" />
            {t(`${kind}.add`)}
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchFilterBar
          className="w-full sm:max-w-sm"
          search={{
            label: t(`${kind}.search`),
            placeholder: t("searchPlaceholder"),
            value: search,
            onSearch: setSearch,
          }}
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
            {t(`${kind}.loadFailed`)}
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
          title={items?.length ? t("noMatches") : t(`${kind}.empty`)}
          description={items?.length ? t("noMatchesText") : undefined}
        />
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {filtered.map((item) => (
            <li key={item.id} className="flex items-start gap-3 px-4 py-4 sm:px-5">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{item.name}</p>
                {item.description ? (
                  <p className="mt-0.5 text-sm break-words text-slate-600">{item.description}</p>
                ) : null}
                {hasCategory ? (
                  <p className="mt-1 text-sm text-slate-700">
                    {t("catalog.categoryOf", { name: categoryName(item.category) })}
                  </p>
                ) : null}
                <p className="mt-1 text-xs text-slate-600">
                  {t("updated", { date: dateFormat.format(new Date(item.updatedAt)) })}
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <IconButton
                  label={t("editItem", { name: item.name })}
                  onClick={() =>
                    setDraft({
                      id: item.id,
                      name: item.name,
                      description: item.description ?? "",
                      category: item.category ?? null,
                    })
                  }
                >
                  <PencilIcon className="size-5" />
                </IconButton>
                <IconButton
                  label={t("deleteItem", { name: item.name })}
                  tone="danger"
                  onClick={() => setDeleting(item)}
                >
                  <TrashIcon className="size-5" />
                </IconButton>
              </div>
            </li>
          ))}
        </ul>
      )}

      <CatalogItemDialog
        kind={kind}
        draft={draft}
        onClose={() => setDraft(null)}
        onSave={handleSave}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(`${kind}.deleteTitle`)}
        message={t(`${kind}.confirmDelete`)}
        confirmLabel={t("delete")}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** A square icon button named by `label` (also its tooltip). */
export function IconButton({
  label,
  tone = "neutral",
  onClick,
  children,
  disabled,
  disabledReason,
}: {
  label: string;
  tone?: "neutral" | "danger";
  onClick: () => void;
  children: React.ReactNode;
  disabled?: boolean;
  /** Said and shown as the tooltip when disabled. */
  disabledReason?: string;
}) {
  return (
    <button
      type="button"
      aria-label={disabled && disabledReason ? `${label} (${disabledReason})` : label}
      title={disabled && disabledReason ? disabledReason : label}
      onClick={onClick}
      disabled={disabled}
      className={
        tone === "danger"
          ? "inline-flex size-10 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
          : "inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
      }
    >
      {children}
    </button>
  );
}
