import { zodResolver } from "@hookform/resolvers/zod";
import { BP_ARMS, BP_POSITIONS, VITALS_NOTE_MAX } from "@vitalog/domain";
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
import { toDateTimeLocalValue } from "../display.ts";
import {
  type BloodPressureFormOutput,
  type BloodPressureFormValues,
  bloodPressureFormSchema,
} from "../form.ts";

const SERVER_FIELDS: Record<string, FieldPath<BloodPressureFormValues>> = {
  systolic: "systolic",
  diastolic: "diastolic",
  pulse: "pulse",
  arm: "arm",
  position: "position",
  measuredAt: "measuredAt",
  note: "note",
};

export function BloodPressureForm({
  defaultValues,
  onSubmit,
  cancelTo,
  extraActions,
}: {
  defaultValues: BloodPressureFormValues;
  /** Saves the reading; `confirmed` once the person confirmed unusual numbers. Throw to show an error. */
  onSubmit: (
    values: BloodPressureFormOutput,
    dirty: Partial<Record<keyof BloodPressureFormValues, boolean>>,
    confirmed: boolean,
  ) => Promise<void>;
  cancelTo: string;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation("vitals");
  const translate = useMessageText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [unusual, setUnusual] = useState<{
    asked: UnusualValues;
    values: BloodPressureFormOutput;
  } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<BloodPressureFormValues, unknown, BloodPressureFormOutput>({
    resolver: zodResolver(bloodPressureFormSchema),
    defaultValues,
    mode: "onTouched",
  });

  async function save(values: BloodPressureFormOutput, confirmed: boolean) {
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("form.systolic")}
          inputMode="numeric"
          autoComplete="off"
          hint={t("form.mmHgHint")}
          error={translate(errors.systolic?.message)}
          className="text-lg font-semibold tabular-nums"
          {...register("systolic")}
        />
        <TextField
          label={t("form.diastolic")}
          inputMode="numeric"
          autoComplete="off"
          hint={t("form.mmHgHint")}
          error={translate(errors.diastolic?.message)}
          className="text-lg font-semibold tabular-nums"
          {...register("diastolic")}
        />
      </div>
      <TextField
        label={t("form.pulse")}
        inputMode="numeric"
        autoComplete="off"
        hint={t("form.pulseHint")}
        error={translate(errors.pulse?.message)}
        className="tabular-nums"
        {...register("pulse")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t("form.arm")}
          options={[
            { value: "", label: t("form.notSaid") },
            ...BP_ARMS.map((arm) => ({ value: arm, label: t(`form.arms.${arm}`) })),
          ]}
          {...register("arm")}
        />
        <Select
          label={t("form.position")}
          options={[
            { value: "", label: t("form.notSaid") },
            ...BP_POSITIONS.map((p) => ({ value: p, label: t(`form.positions.${p}`) })),
          ]}
          {...register("position")}
        />
      </div>
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
            setFocus("systolic");
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
