import { zodResolver } from "@hookform/resolvers/zod";
import { VITAL_KINDS, VITALS_NOTE_MAX } from "@vitalog/domain";
import { type ReactNode, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import {
  ConfirmUnusual,
  type UnusualValues,
  unusualValuesOf,
} from "../../../kit/ConfirmUnusual.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { type TemperatureUnit, toDateTimeLocalValue } from "../display.ts";
import {
  displayLimits,
  type VitalReadingFormOutput,
  type VitalReadingFormValues,
  vitalReadingFormSchema,
} from "../form.ts";

const SERVER_FIELDS: Record<string, FieldPath<VitalReadingFormValues>> = {
  kind: "kind",
  value: "value",
  measuredAt: "measuredAt",
  note: "note",
};

export function VitalReadingForm({
  unit,
  defaultValues,
  kindFixed = false,
  onSubmit,
  cancelTo,
  extraActions,
}: {
  unit: TemperatureUnit;
  defaultValues: VitalReadingFormValues;
  /** When editing: a reading keeps its kind. */
  kindFixed?: boolean;
  onSubmit: (
    values: VitalReadingFormOutput,
    dirty: Partial<Record<keyof VitalReadingFormValues, boolean>>,
    confirmed: boolean,
  ) => Promise<void>;
  cancelTo: string;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation("vitals");
  const translate = useMessageText();
  const [schema] = useState(() => vitalReadingFormSchema(unit));
  const [serverError, setServerError] = useState<string | null>(null);
  const [unusual, setUnusual] = useState<{
    asked: UnusualValues;
    values: VitalReadingFormOutput;
  } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setFocus,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<VitalReadingFormValues, unknown, VitalReadingFormOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onTouched",
  });
  const kind = watch("kind");
  const unitLabel = t(kind === "temperature" ? `units.${unit}` : `units.${kind}`);
  const limits = displayLimits(kind, unit);

  async function save(values: VitalReadingFormOutput, confirmed: boolean) {
    setServerError(null);
    setUnusual(null);
    try {
      await onSubmit(values, dirtyFields, confirmed);
    } catch (error) {
      const asked = unusualValuesOf(error);
      if (asked) {
        setUnusual({ asked, values });
        return;
      }
      applyServerErrors(error, setError, SERVER_FIELDS);
      setServerError(isApiError(error) ? translate(error) : t("errors.generic"));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit((v) => save(v, false))} className="flex flex-col gap-5">
      {serverError ? (
        <Banner variant="error" title={t("form.errorTitle")} onDismiss={() => setServerError(null)}>
          {serverError}
        </Banner>
      ) : null}
      {kindFixed ? (
        <p className="text-sm text-slate-800">
          <span className="font-medium">{t("form.kind")}: </span>
          {t(`kinds.${kind}`)}
        </p>
      ) : (
        <Select
          label={t("form.kind")}
          options={VITAL_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          {...register("kind")}
        />
      )}
      <TextField
        label={t("form.value", { unit: unitLabel })}
        inputMode="decimal"
        autoComplete="off"
        hint={t("form.valueHint", { min: limits.min, max: limits.max, unit: unitLabel })}
        error={translate(errors.value?.message)}
        className="text-lg font-semibold tabular-nums"
        {...register("value")}
      />
      <TextField
        type="datetime-local"
        label={t("form.measuredAt")}
        max={toDateTimeLocalValue(new Date())}
        error={translate(errors.measuredAt?.message)}
        {...register("measuredAt")}
      />
      <TextAreaField
        label={t("form.note")}
        rows={2}
        maxLength={VITALS_NOTE_MAX}
        error={translate(errors.note?.message)}
        {...register("note")}
      />
      {unusual ? (
        <ConfirmUnusual
          messages={[unusual.asked.message]}
          confirming={confirming}
          onCorrect={() => {
            setUnusual(null);
            setFocus("value");
          }}
          onConfirm={async () => {
            setConfirming(true);
            await save(unusual.values, true);
            setConfirming(false);
          }}
        />
      ) : null}
      <div className="mt-2 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
        {extraActions ? <div className="sm:mr-auto">{extraActions}</div> : null}
        <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
          <Link to={cancelTo} className={buttonClassName("secondary", "md")}>
            {t("form.cancel")}
          </Link>
          <Button type="submit" loading={isSubmitting} className="sm:min-w-32">
            {t("form.save")}
          </Button>
        </div>
      </div>
    </form>
  );
}
