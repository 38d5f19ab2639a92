import { zodResolver } from "@hookform/resolvers/zod";
import { FAST_PRESET_HOURS, type FastInput } from "@vitalog/domain";
import clsx from "clsx";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { SignInRequiredError } from "../../../kit/data.ts";
import { toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { type StartFastValues, startFastSchema } from "../form.ts";

const isPreset = (hours: number) => (FAST_PRESET_HOURS as readonly number[]).includes(hours);

/** The target (a preset or 1–168 hours), an optional earlier start, and Start. */
export function StartFast({
  defaultHours,
  starting,
  onStart,
}: {
  defaultHours: number;
  starting: boolean;
  /** Starts the fast; a refusal is thrown back to the form. */
  onStart: (input: FastInput) => Promise<unknown>;
}) {
  const { t } = useTranslation("fasting");
  const messageText = useMessageText();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<StartFastValues, unknown, FastInput>({
    resolver: zodResolver(startFastSchema),
    defaultValues: {
      target: isPreset(defaultHours) ? String(defaultHours) : "custom",
      customHours: String(defaultHours),
      startedAt: "",
    },
  });
  const choice = watch("target");
  const submit = handleSubmit(async (input) => {
    try {
      await onStart(input);
    } catch (error) {
      if (error instanceof SignInRequiredError) return;
      if (
        !applyServerErrors(error, setError, { targetHours: "customHours", startTime: "startedAt" })
      ) {
        setError("root.server", { message: messageText(error as Error) });
      }
    }
  });
  const problem = errors.root?.server?.message ?? null;

  const chip = (selected: boolean) =>
    clsx(
      "flex h-11 min-w-14 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
      selected
        ? "border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600"
        : "border-slate-200 bg-white text-slate-800",
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("start.target")}</legend>
        <div className="flex flex-wrap gap-2">
          {FAST_PRESET_HOURS.map((hours) => (
            <label key={hours} className={chip(choice === String(hours))}>
              <input
                type="radio"
                value={String(hours)}
                className="sr-only"
                {...register("target")}
              />
              {t("start.presetHours", { hours })}
            </label>
          ))}
          <label className={chip(choice === "custom")}>
            <input type="radio" value="custom" className="sr-only" {...register("target")} />
            {t("start.custom")}
          </label>
        </div>
      </fieldset>
      {choice === "custom" ? (
        <TextField
          label={t("start.customHours")}
          error={messageText(errors.customHours?.message)}
          type="number"
          inputMode="numeric"
          min={1}
          max={168}
          step={1}
          {...register("customHours")}
          containerClassName="max-w-48"
        />
      ) : null}
      <details className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
        <summary className="cursor-pointer py-1 text-sm font-medium text-slate-800">
          {t("start.startedEarlier")}
        </summary>
        <TextField
          label={t("start.startedAt")}
          hint={t("start.startedAtHint")}
          type="datetime-local"
          max={toDateTimeLocalValue(new Date())}
          error={messageText(errors.startedAt?.message)}
          {...register("startedAt")}
          containerClassName="mt-2 max-w-64"
        />
      </details>
      {problem ? <Banner variant="error">{problem}</Banner> : null}
      <div>
        <Button type="submit" size="lg" loading={starting}>
          {t("start.start")}
        </Button>
      </div>
    </form>
  );
}
