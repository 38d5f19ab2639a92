import clsx from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import type { StepValues } from "../recommendation-form.ts";
import { MonitorIcon, PhoneIcon } from "./icons.tsx";

/**
 * How a person will see the steps: one at a time with Back and Next, Begin Recommendation on
 * the last, in a desktop or a phone-sized frame.
 */
export function StepPreview({ steps }: { steps: StepValues[] }) {
  const { t } = useTranslation("admin");
  const [device, setDevice] = useState<"desktop" | "mobile">("desktop");
  const [current, setCurrent] = useState(0);
  const index = Math.min(current, steps.length - 1);
  const step = steps[index];
  if (!step) return null;
  const isLast = index === steps.length - 1;
  const time = step.estimatedTime === "Custom" ? step.customTime : step.estimatedTime;

  return (
    <section aria-labelledby="step-preview-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="step-preview-title" className="text-base font-semibold text-slate-900">
          {t("preview.title")}
        </h3>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t("preview.device")}</legend>
          {(["desktop", "mobile"] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
              className={clsx(
                "inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-medium",
                device === d
                  ? "border-brand-600 bg-brand-50 text-brand-800"
                  : "border-slate-300 text-slate-700 hover:bg-slate-100",
              )}
            >
              {d === "desktop" ? (
                <MonitorIcon className="size-4" />
              ) : (
                <PhoneIcon className="size-4" />
              )}
              {t(`preview.${d}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="rounded-2xl bg-slate-100 p-3 sm:p-5">
        <div
          data-device={device}
          className={clsx(
            "mx-auto flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm",
            device === "mobile" ? "max-w-[22rem]" : "max-w-2xl",
          )}
        >
          <p
            className="text-xs font-semibold tracking-wide text-brand-700 uppercase"
            aria-live="polite"
          >
            {t("preview.stepOf", { number: index + 1, total: steps.length })}
          </p>
          <h4 className="text-lg font-semibold break-words text-slate-900">
            {step.title || t("preview.untitled")}
          </h4>
          <div className="flex flex-wrap gap-2 text-xs">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
              {t(`stepTypes.${step.type}`, { defaultValue: step.type })}
            </span>
            {time ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
                {time}
              </span>
            ) : null}
          </div>
          {step.image ? (
            <img src={step.image} alt="" className="max-h-56 w-full rounded-xl object-cover" />
          ) : null}
          {step.description
            ? step.description.split(/\n{2,}/).map((paragraph, i) => (
                <p
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, re-split on each render
                  key={i}
                  className="text-sm break-words whitespace-pre-line text-slate-700"
                >
                  {paragraph}
                </p>
              ))
            : null}
          {step.notes ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm break-words text-amber-900">
              {step.notes}
            </p>
          ) : null}
          <div className="mt-2 flex justify-between gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={index === 0}
              onClick={() => setCurrent(index - 1)}
            >
              {t("preview.back")}
            </Button>
            {isLast ? (
              <Button size="sm" onClick={() => setCurrent(0)}>
                {t("preview.begin")}
              </Button>
            ) : (
              <Button size="sm" onClick={() => setCurrent(index + 1)}>
                {t("preview.next")}
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
