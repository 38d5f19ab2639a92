import { CreateInsightReportBody, InsightMessage } from "@vitalog/domain";
import clsx from "clsx";
import { useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { SignInRequiredError } from "../../../kit/data.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import type { CreateReportInput } from "../api.ts";
import { PERIOD_CHOICES, type PeriodChoice, presetRange } from "../periods.ts";

export interface PeriodFormValues {
  period: PeriodChoice;
  from: string;
  to: string;
}

/**
 * The period of a new report: a preset ending today, or From and To checked by the domain's
 * own rules (dates, order, at most two years) and not after today.
 */
export function PeriodForm({
  today,
  tz,
  onCreate,
}: {
  today: string;
  tz: string;
  /** Creates the report; rejects with the server's error (field messages go on the fields). */
  onCreate: (input: CreateReportInput) => Promise<unknown>;
}) {
  const { t } = useTranslation("health-insights");
  const text = useMessageText();
  const [failure, setFailure] = useState<string | null>(null);

  // A preset needs no checking; a custom period is checked by the API's own body schema.
  const resolver: Resolver<PeriodFormValues> = async (values) => {
    if (values.period !== "custom") return { values, errors: {} };
    const checked = CreateInsightReportBody.safeParse({ from: values.from, to: values.to, tz });
    const errors: FieldErrors<PeriodFormValues> = {};
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = issue.path[0] === "from" ? "from" : "to";
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    if (!errors.to && values.to > today) {
      errors.to = { type: "max", message: InsightMessage.toInFuture };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PeriodFormValues>({
    resolver,
    defaultValues: { period: "90", from: presetRange("30", today).from, to: today },
  });
  const period = watch("period");

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const range =
      values.period === "custom"
        ? { from: values.from, to: values.to }
        : presetRange(values.period, today);
    try {
      await onCreate({ ...range, tz });
    } catch (error) {
      // In the preview the sign-in prompt has opened: nothing failed.
      if (error instanceof SignInRequiredError) return;
      if (!applyServerErrors(error, setError, ["from", "to"])) {
        setFailure(isApiError(error) ? text(error) : t("create.failed"));
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("create.period")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {PERIOD_CHOICES.map((choice) => (
            <label
              key={choice}
              className={clsx(
                "flex cursor-pointer items-center gap-2 rounded-xl border bg-white px-3 py-2 text-sm font-medium text-slate-900 transition-colors",
                "hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                "border-slate-300",
              )}
            >
              <input
                type="radio"
                value={choice}
                className="size-4 accent-brand-700 focus-visible:outline-none"
                {...register("period")}
              />
              {t(`create.periods.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {period === "custom" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            type="date"
            label={t("create.from")}
            max={today}
            error={text(errors.from?.message)}
            {...register("from")}
          />
          <TextField
            type="date"
            label={t("create.to")}
            max={today}
            error={text(errors.to?.message)}
            {...register("to")}
          />
        </div>
      ) : null}
      {failure ? (
        <Banner variant="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      ) : null}
      <div>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t("create.creating") : t("create.submit")}
        </Button>
      </div>
    </form>
  );
}
