import { zodResolver } from "@hookform/resolvers/zod";
import { FoodSettings, type FoodTargets, type TargetSource } from "@vitalog/domain";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { DayFormat } from "../../../kit/day-format.ts";
import { roundKcal } from "../display.ts";

/** The formula target beside the adaptive estimate, with what it rests on, and the choice. */
export function TargetCard({
  targets,
  format,
  onChoose,
  disabled,
}: {
  targets: FoodTargets;
  format: DayFormat;
  onChoose: (source: TargetSource) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation("food");
  // The choice saves as soon as it is made: the form is the one radio group, over the settings' schema.
  const { register, handleSubmit } = useForm<FoodSettings>({
    resolver: zodResolver(FoodSettings),
    values: { targetSource: targets.targetSource },
  });
  const choose = handleSubmit((settings) => onChoose(settings.targetSource));
  const { adaptive } = targets;
  const options: { value: TargetSource; label: string }[] = [
    { value: "formula", label: t("target.useFormula") },
    { value: "adaptive", label: t("target.useAdaptive") },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-3">
          <h3 className="text-sm font-semibold text-slate-900">{t("target.formula")}</h3>
          <p className="mt-1 text-sm text-slate-700">
            {targets.formulaKcal === null
              ? t("summary.noTarget")
              : t("target.formulaBody", { kcal: roundKcal(targets.formulaKcal) })}
          </p>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <h3 className="text-sm font-semibold text-slate-900">{t("target.adaptive")}</h3>
          {adaptive ? (
            <>
              <p className="mt-1 text-sm text-slate-700">
                {t("target.adaptiveBody", {
                  expenditure: roundKcal(adaptive.expenditureKcal),
                  kcal: roundKcal(adaptive.targetKcal),
                })}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                {t("target.adaptiveBasis", {
                  days: adaptive.daysLogged,
                  weighIns: adaptive.weighInCount,
                  from: format.short(adaptive.from),
                  to: format.short(adaptive.to),
                })}
              </p>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-700">{t("target.adaptiveNone")}</p>
          )}
        </div>
      </div>
      <form noValidate onSubmit={choose}>
        <fieldset disabled={disabled || targets.formulaKcal === null}>
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            {t("target.choose")}
          </legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {options.map((o) => (
              <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  value={o.value}
                  {...register("targetSource", { onChange: () => void choose() })}
                  className="size-4 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
                />
                {o.label}
              </label>
            ))}
          </div>
          {targets.targetSource === "adaptive" && !adaptive ? (
            <p className="mt-2 text-sm text-slate-600">{t("target.fallback")}</p>
          ) : null}
        </fieldset>
      </form>
    </div>
  );
}
