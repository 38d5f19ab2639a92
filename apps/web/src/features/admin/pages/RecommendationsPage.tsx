import { useQuery } from "@tanstack/react-query";
import {
  ACTION_TYPES,
  type CatalogItem,
  frequencyText,
  type Recommendation,
} from "@vitalog/domain";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PencilIcon, PlusIcon, SearchIcon, TrashIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { SearchFilterBar } from "../../../components/SearchFilterBar/SearchFilterBar.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import {
  adminData,
  useDeleteRecommendationMutation,
  useDuplicateRecommendationMutation,
} from "../api.ts";
import { ImportExportPanel } from "../components/ImportExportPanel.tsx";
import { CopyIcon, UploadIcon } from "../components/icons.tsx";
import { adminPaths } from "../paths.ts";
import { isoDate } from "../templates.ts";

/**
 * The admin list's status filter (the spec leaves its values open): every recommendation;
 * urgent ones; ones whose next review date has passed (needs review); ones with a review date
 * still ahead (reviewed); ones with no next review date set.
 */
export const ADMIN_STATUS_FILTERS = [
  "all",
  "urgent",
  "needsReview",
  "reviewed",
  "noReviewDate",
] as const;
type StatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

function matchesStatus(r: Recommendation, status: StatusFilter, today: string): boolean {
  switch (status) {
    case "urgent":
      return r.isUrgent;
    case "needsReview":
      return r.nextReviewDate !== null && r.nextReviewDate < today;
    case "reviewed":
      return r.nextReviewDate !== null && r.nextReviewDate >= today;
    case "noReviewDate":
      return r.nextReviewDate === null;
    default:
      return true;
  }
}

/** Case-insensitive contains over title, action type, action details, instruction, explanation. */
function matchesSearch(r: Recommendation, needle: string): boolean {
  if (!needle) return true;
  return [r.guidelineTitle, r.actionType, r.actionDetails, r.instruction, r.explanation].some(
    (field) => field.toLocaleLowerCase().includes(needle),
  );
}

const PANEL_ID = "recommendations-import-export";

export default function RecommendationsPage() {
  const { t } = useTranslation("admin");
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const query = useQuery(adminData.member.recommendations());
  const riskFactors = useQuery(adminData.member.catalog("riskFactors"));
  const healthGoals = useQuery(adminData.member.catalog("healthGoals"));
  const remove = useDeleteRecommendationMutation();
  const duplicate = useDuplicateRecommendationMutation();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const [status, setStatus] = useState<StatusFilter>("all");
  const [actionType, setActionType] = useState("all");
  const [deleting, setDeleting] = useState<Recommendation | null>(null);
  const panelOpen = params.get("panel") === "import";
  usePageTitle(t("recommendations.title"));

  const names = useMemo(
    () => ({
      riskFactors: new Map((riskFactors.data?.items ?? []).map((i: CatalogItem) => [i.id, i.name])),
      healthGoals: new Map((healthGoals.data?.items ?? []).map((i: CatalogItem) => [i.id, i.name])),
    }),
    [riskFactors.data, healthGoals.data],
  );

  const items = query.data?.items;
  const filtered = useMemo(() => {
    if (!items) return [];
    const needle = deferred.trim().toLocaleLowerCase();
    const today = isoDate();
    return items.filter(
      (r) =>
        matchesSearch(r, needle) &&
        matchesStatus(r, status, today) &&
        (actionType === "all" || r.actionType === actionType),
    );
  }, [items, deferred, status, actionType]);

  function togglePanel() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (panelOpen) next.delete("panel");
        else next.set("panel", "import");
        return next;
      },
      { replace: true },
    );
  }

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess() {
        toast({ message: t("recommendations.deleted"), variant: "success" });
        setDeleting(null);
      },
      onError() {
        toast({ message: t("recommendations.deleteFailed"), variant: "error" });
        setDeleting(null);
      },
    });
  }

  function handleDuplicate(r: Recommendation) {
    duplicate.mutate(r.id, {
      onSuccess() {
        toast({ message: t("recommendations.duplicated"), variant: "success" });
      },
      onError() {
        toast({ message: t("recommendations.duplicateFailed"), variant: "error" });
      },
    });
  }

  return (
    <>
      <PageHeader
        title={t("recommendations.title")}
        description={t("recommendations.description")}
        actions={
          <>
            <Button
              variant="secondary"
              aria-expanded={panelOpen}
              aria-controls={PANEL_ID}
              onClick={togglePanel}
            >
              <UploadIcon className="size-5" />
              {t("recommendations.importExport")}
            </Button>
            <Link to={adminPaths.newRecommendation()} className={buttonClassName("primary")}>
              <PlusIcon className="size-5" />
              {t("recommendations.add")}
            </Link>
          </>
        }
      />
      {panelOpen ? <ImportExportPanel id={PANEL_ID} /> : null}

      <div className="mb-4">
        <SearchFilterBar
          className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
          search={{
            label: t("recommendations.search"),
            placeholder: t("recommendations.searchPlaceholder"),
            value: search,
            onSearch: setSearch,
            className: "sm:col-span-2 lg:col-span-1",
          }}
          filters={[
            {
              label: t("recommendations.status"),
              value: status,
              onChange: (value) => setStatus(value as StatusFilter),
              options: ADMIN_STATUS_FILTERS.map((s) => ({
                value: s,
                label: t(`statusFilters.${s}`),
              })),
            },
            {
              label: t("recommendations.actionType"),
              value: actionType,
              onChange: setActionType,
              options: [
                { value: "all", label: t("recommendations.allActionTypes") },
                ...ACTION_TYPES.map((a) => ({ value: a, label: t(`actionTypes.${a}`) })),
              ],
            },
          ]}
        />
      </div>
      {items ? (
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          {t("count", { shown: filtered.length, total: items.length })}
        </p>
      ) : null}

      {query.isError && !items ? (
        <Banner variant="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {t("recommendations.loadFailed")}
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t("retry")}
            </Button>
          </div>
        </Banner>
      ) : query.isPending ? (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {t("recommendations.loading")}
        </p>
      ) : filtered.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title={items?.length ? t("noMatches") : t("recommendations.empty")}
          description={items?.length ? t("noMatchesText") : t("recommendations.emptyText")}
          action={
            <Button
              variant="secondary"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              {t("recommendations.refresh")}
            </Button>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {filtered.map((r) => (
            <li key={r.id}>
              <RecommendationCard
                recommendation={r}
                riskFactorNames={r.selectedRiskFactors.map((id) => names.riskFactors.get(id) ?? id)}
                healthGoalNames={r.selectedHealthGoals.map((id) => names.healthGoals.get(id) ?? id)}
                onDelete={() => setDeleting(r)}
                onDuplicate={() => handleDuplicate(r)}
                isDuplicating={duplicate.isPending && duplicate.variables === r.id}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t("recommendations.deleteTitle")}
        message={t("recommendations.confirmDelete")}
        confirmLabel={t("delete")}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function RecommendationCard({
  recommendation: r,
  riskFactorNames,
  healthGoalNames,
  onDelete,
  onDuplicate,
  isDuplicating,
}: {
  recommendation: Recommendation;
  riskFactorNames: string[];
  healthGoalNames: string[];
  onDelete: () => void;
  onDuplicate: () => void;
  isDuplicating: boolean;
}) {
  const { t, i18n } = useTranslation("admin");
  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(
          new Date(`${value}T00:00:00Z`),
        )
      : t("recommendations.notSet");
  const frequency = frequencyText({
    number: r.frequencyNumber,
    period: r.frequencyPeriod,
    customSchedule: r.customSchedule,
  });

  return (
    <article
      aria-labelledby={`rec-${r.id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800">
          {t(`actionTypes.${r.actionType}`, { defaultValue: r.actionType })}
        </span>
        <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-indigo-800">
          {t("recommendations.grade", { grade: r.recommendationGrade })}
        </span>
        {r.isUrgent ? (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-red-800">
            {t("recommendations.urgent")}
          </span>
        ) : null}
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">
          {t(`genders.${r.gender}`)}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">
          {t("recommendations.ages", { min: r.minAge, max: r.maxAge })}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">{frequency}</span>
      </div>
      <h2
        id={`rec-${r.id}-title`}
        className="mt-3 text-lg font-semibold break-words text-slate-900"
      >
        {r.guidelineTitle}
      </h2>
      <p className="mt-1 text-sm break-words text-slate-800">{r.instruction}</p>
      {r.explanation ? (
        <p className="mt-1 text-sm break-words text-slate-600">{r.explanation}</p>
      ) : null}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {r.sourceUrl || r.source ? (
          <Detail label={t("recommendations.source")}>
            {r.sourceUrl ? (
              <a
                href={r.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-brand-700 underline hover:text-brand-800"
              >
                {r.source || r.sourceUrl}
              </a>
            ) : (
              r.source
            )}
          </Detail>
        ) : null}
        {r.evidenceSummary ? (
          <Detail label={t("recommendations.evidenceSummary")}>{r.evidenceSummary}</Detail>
        ) : null}
        <Detail label={t("recommendations.riskFactors")}>
          {riskFactorNames.length ? riskFactorNames.join(", ") : t("recommendations.none")}
        </Detail>
        <Detail label={t("recommendations.healthGoals")}>
          {healthGoalNames.length ? healthGoalNames.join(", ") : t("recommendations.none")}
        </Detail>
        <Detail label={t("recommendations.lastReview")}>{date(r.lastReviewDate)}</Detail>
        <Detail label={t("recommendations.nextReview")}>{date(r.nextReviewDate)}</Detail>
        {r.relatedGuidelines.length ? (
          <Detail label={t("recommendations.relatedGuidelines")} wide>
            <ul className="list-disc pl-5">
              {r.relatedGuidelines.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          </Detail>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Link
          to={adminPaths.editRecommendation(r.id)}
          className={buttonClassName("secondary", "sm")}
          aria-label={t("recommendations.editNamed", { title: r.guidelineTitle })}
        >
          <PencilIcon className="size-4" />
          {t("edit")}
        </Link>
        <Button
          size="sm"
          variant="secondary"
          onClick={onDuplicate}
          loading={isDuplicating}
          aria-label={t("recommendations.duplicateNamed", { title: r.guidelineTitle })}
        >
          <CopyIcon className="size-4" />
          {t("recommendations.duplicate")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          className="text-red-700 hover:bg-red-50"
          aria-label={t("recommendations.deleteNamed", { title: r.guidelineTitle })}
        >
          <TrashIcon className="size-4" />
          {t("delete")}
        </Button>
      </div>
    </article>
  );
}

function Detail({
  label,
  children,
  wide,
}: {
  label: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}
