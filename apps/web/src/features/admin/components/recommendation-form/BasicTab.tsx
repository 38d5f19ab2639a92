import {
  ACTION_TYPES,
  FREQUENCY_PERIODS,
  ORGANIZATIONS,
  PRIORITY_LIMITS,
  TEXT_LIMITS,
  URGENT_PRIORITY,
} from "@vitalog/domain";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../../../components/CheckboxField/CheckboxField.tsx";
import { fieldId, type RecommendationValues } from "../../recommendation-form.ts";
import { NumberInput } from "../form-fields.tsx";
import { FormSelect, FormTextArea, FormTextInput, useErrorText, useOption } from "./fields.tsx";

/** The guideline, its action, how often, urgency and priority. */
export function BasicTab() {
  const { t } = useTranslation("admin");
  const option = useOption();
  const errorText = useErrorText();
  const { setValue, getValues } = useFormContext<RecommendationValues>();
  const period = useWatch<RecommendationValues, "frequencyPeriod">({ name: "frequencyPeriod" });
  const isUrgent = useController<RecommendationValues, "isUrgent">({ name: "isUrgent" }).field;
  const frequency = useController<RecommendationValues, "frequencyNumber">({
    name: "frequencyNumber",
  }).field;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormTextInput
        name="guidelineTitle"
        label={t("form.guidelineTitle")}
        required
        maxLength={TEXT_LIMITS.title}
        containerClassName="md:col-span-2"
      />
      <FormSelect
        name="organization"
        label={t("form.organization")}
        required
        placeholder={t("choose")}
        options={ORGANIZATIONS.map(option("organizations"))}
      />
      <FormTextInput
        name="guidelineId"
        label={t("form.guidelineId")}
        hint={t("form.guidelineIdHint")}
        maxLength={100}
      />
      <FormSelect
        name="actionType"
        label={t("form.actionType")}
        required
        placeholder={t("choose")}
        options={ACTION_TYPES.map(option("actionTypes"))}
      />
      <div className="hidden md:block" />
      <FormTextArea
        name="actionDetails"
        label={t("form.actionDetails")}
        required
        hint={t("form.actionDetailsHint")}
        maxLength={TEXT_LIMITS.long}
        containerClassName="md:col-span-2"
      />
      <FormTextArea
        name="instruction"
        label={t("form.instruction")}
        required
        hint={t("form.instructionHint")}
        maxLength={TEXT_LIMITS.long}
        containerClassName="md:col-span-2"
      />
      <FormTextArea
        name="explanation"
        label={t("form.explanation")}
        hint={t("form.explanationHint")}
        maxLength={TEXT_LIMITS.long}
        containerClassName="md:col-span-2"
      />
      <NumberInput
        path="frequencyNumber"
        label={t("form.frequencyNumber")}
        required
        min={1}
        max={1000}
        value={period === "once" ? "1" : frequency.value}
        disabled={period === "once"}
        hint={period === "once" ? t("form.onceHint") : undefined}
        onChange={frequency.onChange}
        error={errorText("frequencyNumber")}
      />
      <FormSelect
        name="frequencyPeriod"
        label={t("form.frequencyPeriod")}
        onValue={(value) => {
          if (value === "once") setValue("frequencyNumber", "1");
        }}
        options={FREQUENCY_PERIODS.map(option("periods"))}
      />
      {period === "custom" ? (
        <FormTextInput
          name="customSchedule"
          label={t("form.customSchedule")}
          maxLength={TEXT_LIMITS.short}
          containerClassName="md:col-span-2"
        />
      ) : null}
      <div className="flex flex-col gap-1 md:col-span-2">
        <CheckboxField
          id={fieldId("isUrgent")}
          label={t("form.isUrgent")}
          description={t("form.isUrgentHint", { priority: URGENT_PRIORITY })}
          checked={isUrgent.value}
          onChange={(event) => {
            const checked = event.target.checked;
            isUrgent.onChange(checked);
            // Urgent suggests priority 5 unless the admin already chose another.
            const priority = getValues("priority");
            if (checked && (priority === "" || priority === "3")) {
              setValue("priority", String(URGENT_PRIORITY));
            }
          }}
        />
      </div>
      <FormSelect
        name="priority"
        label={t("form.priority")}
        required={isUrgent.value}
        hint={t("form.priorityHint")}
        placeholder={t("notSet")}
        options={Array.from({ length: PRIORITY_LIMITS.max - PRIORITY_LIMITS.min + 1 }, (_, i) => {
          const p = String(PRIORITY_LIMITS.min + i);
          return { value: p, label: t(`priorities.${p}`) };
        })}
      />
    </div>
  );
}
