import {
  ACTIVITY_LEVELS,
  AGE_LIMITS,
  type CatalogItem,
  RECOMMENDATION_GENDERS,
} from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { FormCheckboxGrid, FormNumberInput, FormSelect, useOption } from "./fields.tsx";

/** Who the recommendation is for: gender, ages, risk factors, goals, BMI, activity. */
export function TargetingTab({
  riskFactors,
  healthGoals,
}: {
  riskFactors: CatalogItem[];
  healthGoals: CatalogItem[];
}) {
  const { t } = useTranslation("admin");
  const option = useOption();
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <FormSelect
        name="gender"
        label={t("form.gender")}
        required
        options={RECOMMENDATION_GENDERS.map(option("genders"))}
      />
      <FormNumberInput
        name="minAge"
        label={t("form.minAge")}
        required
        min={AGE_LIMITS.min}
        max={AGE_LIMITS.max}
        hint={t("form.ageHint")}
      />
      <FormNumberInput
        name="maxAge"
        label={t("form.maxAge")}
        required
        min={AGE_LIMITS.min}
        max={AGE_LIMITS.max}
        hint={t("form.ageHint")}
      />
      <div className="md:col-span-3">
        <FormCheckboxGrid
          name="selectedRiskFactors"
          legend={t("form.riskFactors")}
          hint={t("form.catalogHint")}
          options={riskFactors.map((r) => ({ value: r.id, label: r.name }))}
          empty={<p className="text-sm text-slate-600">{t("form.noRiskFactors")}</p>}
        />
      </div>
      <div className="md:col-span-3">
        <FormCheckboxGrid
          name="selectedHealthGoals"
          legend={t("form.healthGoals")}
          options={healthGoals.map((g) => ({ value: g.id, label: g.name }))}
          empty={<p className="text-sm text-slate-600">{t("form.noHealthGoals")}</p>}
        />
      </div>
      <FormNumberInput
        name="bmiMin"
        label={t("form.bmiMin")}
        min={10}
        max={80}
        step={0.1}
        hint={t("form.optional")}
      />
      <FormNumberInput
        name="bmiMax"
        label={t("form.bmiMax")}
        min={10}
        max={80}
        step={0.1}
        hint={t("form.optional")}
      />
      <div className="md:col-span-3">
        <FormCheckboxGrid
          name="activityLevels"
          legend={t("form.activityLevels")}
          hint={t("form.activityHint")}
          options={ACTIVITY_LEVELS.map(option("activityLevels"))}
        />
      </div>
    </div>
  );
}
