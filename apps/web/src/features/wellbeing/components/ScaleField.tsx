import type { WellbeingDimension } from "@vitalog/domain";
import clsx from "clsx";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ScaleIcon } from "./ScaleIcon.tsx";

/** One dimension's 1–5 scale: five labelled choices, each with a face and a word. */
export function ScaleField({
  dimension,
  value,
  onChange,
  invalid,
}: {
  dimension: WellbeingDimension;
  value: number | null;
  onChange: (value: number) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation("wellbeing");
  const name = useId();
  return (
    <fieldset className="min-w-0" aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        {t(`dimensions.${dimension}`)}
      </legend>
      <div className="grid grid-cols-5 gap-1.5">
        {[1, 2, 3, 4, 5].map((step) => (
          <label
            key={step}
            className={clsx(
              "flex min-h-16 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl border px-1 py-2 text-center text-xs font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              value === step
                ? "border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600"
                : "border-slate-200 bg-white text-slate-700 hover:border-slate-300",
            )}
          >
            <input
              type="radio"
              name={name}
              value={step}
              checked={value === step}
              onChange={() => onChange(step)}
              className="sr-only"
            />
            <ScaleIcon dimension={dimension} step={step} />
            <span className="leading-tight">{t(`scale.${dimension}.${step - 1}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
