import { useQuery } from "@tanstack/react-query";
import {
  type CatalogItem,
  groupByRiskFactorCategory,
  type RiskFactorCategory,
} from "@vitalog/domain";
import { useCallback } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/Card/Card.tsx";
import { ChevronDownIcon } from "../../../components/Icon/icons.tsx";
import { profileData } from "../api.ts";
import { CatalogCheckboxGroup } from "./ProfileFields.tsx";

interface CatalogSelectionFields extends FieldValues {
  selectedRiskFactors: string[];
  selectedHealthGoals: string[];
}

/** A risk-factor category's plain-words name (null: "Other"), as profile completion shows it. */
export function useRiskFactorCategoryName() {
  const { t } = useTranslation("profile");
  return useCallback(
    (category: RiskFactorCategory | null | undefined) =>
      t(`riskFactorGroups.${category ?? "other"}`),
    [t],
  );
}

/** Groups risk factors by their category from the server, each under a plain-words name. */
export function useRiskFactorGroups() {
  const categoryName = useRiskFactorCategoryName();
  return useCallback(
    (items: CatalogItem[]) =>
      groupByRiskFactorCategory(items).map(({ category, items: inGroup }) => ({
        key: category,
        label: categoryName(category),
        items: inGroup,
      })),
    [categoryName],
  );
}

/**
 * The risk-factor and health-goal pickers bound to a profile form: one card of tiles each, or
 * (`compact`) one disclosure each, closed, saying how many are selected.
 */
export function CatalogSelections<T extends CatalogSelectionFields>({
  control,
  compact = false,
}: {
  control: Control<T>;
  compact?: boolean;
}) {
  const { t } = useTranslation("profile");
  const groupRiskFactors = useRiskFactorGroups();
  const profileQueries = profileData.useQueries();
  const catalogs = [
    {
      name: "selectedRiskFactors",
      query: useQuery(profileQueries.riskFactors()),
      legend: t("riskFactors"),
      description: t("riskFactorsText"),
      emptyText: t("noRiskFactors"),
      groupItems: groupRiskFactors,
    },
    {
      name: "selectedHealthGoals",
      query: useQuery(profileQueries.healthGoals()),
      legend: t("healthGoals"),
      description: t("healthGoalsText"),
      emptyText: t("noHealthGoals"),
      groupItems: undefined,
    },
  ] as const;

  return catalogs.map(({ name, query, legend, description, emptyText, groupItems }) => (
    <Controller
      key={name}
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => {
        const group = (
          <CatalogCheckboxGroup
            legend={legend}
            description={description}
            items={query.data?.items}
            isLoading={query.isPending}
            isError={query.isError}
            onRetry={() => void query.refetch()}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            emptyText={emptyText}
            compact={compact}
            groupItems={groupItems}
          />
        );
        if (!compact) return <Card padding="lg">{group}</Card>;
        const count = (field.value as string[]).length;
        return (
          <details className="group rounded-xl border border-slate-200 bg-white open:border-slate-300">
            <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3.5 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{legend}</span>
                <span className="block text-sm text-slate-600">
                  {count ? t("selectedCount", { count }) : t("noneSelected")}
                </span>
              </span>
              <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <div className="border-t border-slate-100 px-4 pt-3 pb-2">{group}</div>
          </details>
        );
      }}
    />
  ));
}
