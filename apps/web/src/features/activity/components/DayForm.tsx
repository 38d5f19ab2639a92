import { zodResolver } from "@hookform/resolvers/zod";
import { ACTIVE_MINUTES_MAX, STEPS_MAX } from "@vitalog/domain";
import { useEffect, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import {
  ConfirmUnusual,
  type UnusualValues,
  unusualValuesOf,
} from "../../../kit/ConfirmUnusual.tsx";
import { SignInRequiredError } from "../../../kit/data.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { type ActivityFormOutput, type ActivityFormValues, activityFormSchema } from "../form.ts";

const SERVER_FIELDS: Record<string, FieldPath<ActivityFormValues>> = {
  date: "date",
  steps: "steps",
  activeMinutes: "activeMinutes",
};

export function DayForm({
  values,
  maxDate,
  onSubmit,
}: {
  values: ActivityFormValues;
  maxDate: string;
  /** Saves the day; `confirmed` once the person confirmed an unusual figure. Throw to show an error. */
  onSubmit: (values: ActivityFormOutput, confirmed: boolean) => Promise<void>;
}) {
  const { t } = useTranslation("activity");
  const translate = useMessageText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [unusual, setUnusual] = useState<{
    asked: UnusualValues;
    values: ActivityFormOutput;
  } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ActivityFormValues, unknown, ActivityFormOutput>({
    resolver: zodResolver(activityFormSchema),
    defaultValues: values,
    mode: "onTouched",
  });
  useEffect(() => reset(values), [values, reset]);

  async function save(output: ActivityFormOutput, confirmed: boolean) {
    setServerError(null);
    setUnusual(null);
    try {
      await onSubmit(output, confirmed);
    } catch (error) {
      // In the preview the sign-in prompt has opened: nothing to say here.
      if (error instanceof SignInRequiredError) return;
      const asked = unusualValuesOf(error);
      if (asked) {
        setUnusual({ asked, values: output });
        return;
      }
      applyServerErrors(error, setError, SERVER_FIELDS);
      setServerError(isApiError(error) ? translate(error) : t("errors.generic"));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((output) => save(output, false))}
      className="flex flex-col gap-4"
    >
      {serverError ? (
        <Banner variant="error" title={t("form.errorTitle")} onDismiss={() => setServerError(null)}>
          {serverError}
        </Banner>
      ) : null}
      <TextField
        type="date"
        label={t("form.date")}
        max={maxDate}
        error={translate(errors.date?.message)}
        {...register("date")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("form.steps")}
          inputMode="numeric"
          autoComplete="off"
          hint={t("form.stepsHint", { max: STEPS_MAX })}
          error={translate(errors.steps?.message)}
          className="tabular-nums"
          {...register("steps")}
        />
        <TextField
          label={t("form.activeMinutes")}
          inputMode="numeric"
          autoComplete="off"
          hint={t("form.activeMinutesHint", { max: ACTIVE_MINUTES_MAX })}
          error={translate(errors.activeMinutes?.message)}
          className="tabular-nums"
          {...register("activeMinutes")}
        />
      </div>
      {unusual ? (
        <ConfirmUnusual
          messages={
            Object.values(unusual.asked.fields).length > 0
              ? Object.values(unusual.asked.fields)
              : [unusual.asked.message]
          }
          confirming={confirming}
          onCorrect={() => {
            setUnusual(null);
            setFocus("steps");
          }}
          onConfirm={async () => {
            setConfirming(true);
            await save(unusual.values, true);
            setConfirming(false);
          }}
        />
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto sm:min-w-32">
          {t("form.save")}
        </Button>
      </div>
    </form>
  );
}
