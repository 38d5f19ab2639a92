import { zodResolver } from "@hookform/resolvers/zod";
import { DOSAGE_UNITS, type Medication, type MedicationInput } from "@vitalog/domain";
import { useEffect, useId, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { SignInRequiredError } from "../../../kit/data.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { WEEKDAYS, weekdayName } from "../display.ts";
import {
  MEDICATION_SERVER_FIELDS,
  type MedicationFormValues,
  medicationFormSchema,
  medicationFormValues,
} from "../form.ts";

/** A medication's name, dosage, schedule, dates and stock, for a new one or a change. */
export function MedicationForm({
  medication,
  today,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  medication: Medication | null;
  today: string;
  saving: boolean;
  /** A failure from outside the form (a delete), shown above its buttons. */
  error: string | null;
  /** Saves; a failure it throws goes on the fields it names, or above the buttons. */
  onSubmit: (input: MedicationInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation("medications");
  const messageText = useMessageText();
  const id = useId();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setFocus,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<MedicationFormValues, unknown, MedicationInput>({
    resolver: zodResolver(medicationFormSchema),
    defaultValues: medicationFormValues(medication, today),
  });
  const times = useFieldArray({ control, name: "schedule.times" });
  const daysOfWeek = watch("schedule.daysOfWeek");
  // The form opens on a button press: the keyboard goes on to its first field.
  useEffect(() => setFocus("name"), [setFocus]);

  const message = (error: { message?: string | undefined } | undefined) =>
    error?.message ? messageText(error.message) : undefined;
  const timesErrors = errors.schedule?.times;
  const timesError = message(
    timesErrors?.message
      ? timesErrors
      : (timesErrors?.root ?? timesErrors?.find?.((time) => time?.value)?.value),
  );
  const daysError = message(errors.schedule?.daysOfWeek);

  const submit = handleSubmit(async (input) => {
    setSubmitError(null);
    try {
      await onSubmit(input);
    } catch (caught) {
      if (caught instanceof SignInRequiredError) return;
      if (applyServerErrors(caught, setError, MEDICATION_SERVER_FIELDS)) return;
      setSubmitError(messageText(caught as Error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t("form.name")}
        autoComplete="off"
        error={message(errors.name)}
        {...register("name")}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t("form.dosage")}
          inputMode="decimal"
          error={message(errors.dosage)}
          {...register("dosage")}
        />
        <Select
          label={t("form.dosageUnit")}
          error={message(errors.dosageUnit)}
          options={DOSAGE_UNITS.map((unit) => ({ value: unit, label: unit }))}
          {...register("dosageUnit")}
        />
      </div>
      <TextField
        label={t("form.instructions")}
        error={message(errors.instructions)}
        {...register("instructions")}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={timesError ? `${id}-times` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("form.times")}</legend>
        {times.fields.map((time, i) => (
          <div key={time.id} className="flex items-end gap-2">
            <TextField
              label={t("form.time", { number: i + 1 })}
              hideLabel
              type="time"
              containerClassName="max-w-40"
              {...register(`schedule.times.${i}.value`)}
            />
            {times.fields.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t("form.removeTime", { number: i + 1 })}
                onClick={() => times.remove(i)}
              >
                {t("form.remove")}
              </Button>
            ) : null}
          </div>
        ))}
        {timesError ? (
          <p id={`${id}-times`} className="text-sm font-medium text-red-700">
            {timesError}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={times.fields.length >= 12}
            onClick={() => times.append({ value: "12:00" }, { shouldFocus: false })}
          >
            {t("form.addTime")}
          </Button>
        </div>
      </fieldset>
      <fieldset
        aria-describedby={
          daysError ? `${id}-days` : daysOfWeek.length === 0 ? `${id}-days-hint` : undefined
        }
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("form.days")}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <CheckboxField
              key={day}
              label={weekdayName(day, i18n.language)}
              aria-label={weekdayName(day, i18n.language, "long")}
              checked={daysOfWeek.includes(day)}
              onChange={(e) =>
                setValue(
                  "schedule.daysOfWeek",
                  e.target.checked
                    ? [...daysOfWeek, day].sort()
                    : daysOfWeek.filter((d) => d !== day),
                  { shouldDirty: true, shouldValidate: isSubmitted },
                )
              }
            />
          ))}
        </div>
        {daysError ? (
          <p id={`${id}-days`} className="mt-1 text-sm font-medium text-red-700">
            {daysError}
          </p>
        ) : daysOfWeek.length === 0 ? (
          <p id={`${id}-days-hint`} className="mt-1 text-sm text-slate-600">
            {t("form.daysNoneHint")}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("form.startDate")}
          type="date"
          error={message(errors.startDate)}
          {...register("startDate")}
        />
        <TextField
          label={t("form.endDate")}
          type="date"
          error={message(errors.endDate)}
          {...register("endDate")}
        />
        <TextField
          label={t("form.stockCount")}
          hint={t("form.stockHint")}
          inputMode="numeric"
          error={message(errors.stockCount)}
          {...register("stockCount")}
        />
        <TextField
          label={t("form.reminder")}
          inputMode="numeric"
          error={message(errors.schedule?.reminderMinutesBefore)}
          {...register("schedule.reminderMinutesBefore")}
        />
      </div>
      {(submitError ?? error) ? <Banner variant="error">{submitError ?? error}</Banner> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {t("form.save")}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
