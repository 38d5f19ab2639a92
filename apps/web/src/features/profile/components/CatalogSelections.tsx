import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/Card/Card.tsx";
import { useHealthGoalsQuery, useRiskFactorsQuery } from "../api.ts";
import { CatalogCheckboxGroup } from "./ProfileFields.tsx";

interface CatalogSelectionFields extends FieldValues {
  selectedRiskFactors: string[];
  selectedHealthGoals: string[];
}

/** The risk-factor and health-goal pickers, one card each, bound to a profile form. */
export function CatalogSelections<T extends CatalogSelectionFields>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation("profile");
  const catalogs = [
    {
      name: "selectedRiskFactors",
      query: useRiskFactorsQuery(),
      legend: t("riskFactors"),
      description: t("riskFactorsText"),
      emptyText: t("noRiskFactors"),
    },
    {
      name: "selectedHealthGoals",
      query: useHealthGoalsQuery(),
      legend: t("healthGoals"),
      description: t("healthGoalsText"),
      emptyText: t("noHealthGoals"),
    },
  ] as const;

  return catalogs.map(({ name, query, legend, description, emptyText }) => (
    <Card key={name} padding="lg">
      <Controller
        control={control}
        name={name as Path<T>}
        render={({ field, fieldState }) => (
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
          />
        )}
      />
    </Card>
  ));
}
