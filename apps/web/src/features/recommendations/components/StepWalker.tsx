import type { PersonalRecommendation } from "@vitalog/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";

type Step = PersonalRecommendation["detailedInstructions"][number];

/**
 * The instruction steps one at a time: "Step N of M", Back and Next, and Begin Recommendation
 * on the last step. The step's title takes focus when the step changes, so it is announced.
 */
export function StepWalker({
  steps,
  initialStep = 0,
  onBegin,
  beginning = false,
  begun = false,
}: {
  steps: readonly Step[];
  /** The index of the step shown first. */
  initialStep?: number;
  onBegin: () => void;
  beginning?: boolean;
  /** Once begun, the last step says so instead of offering Begin again. */
  begun?: boolean;
}) {
  const { t } = useTranslation("recommendations");
  const [index, setIndex] = useState(Math.min(Math.max(0, initialStep), steps.length - 1));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  });
  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };
  const step = steps[index];
  if (!step) return null;
  const isLast = index === steps.length - 1;
  const time = step.estimatedTime === "Custom" ? step.customTime : step.estimatedTime;
  const paragraphs = step.description.split(/\n\s*\n/).filter((p) => p.trim());

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-brand-800">
          {t("steps.progress", { current: index + 1, total: steps.length })}
        </p>
        <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
          {t(`steps.types.${step.type}`)}
        </span>
      </div>
      <div aria-hidden="true" className="flex gap-1">
        {steps.map((s, i) => (
          <span
            key={s.stepNumber}
            className={`h-1.5 flex-1 rounded-full ${i <= index ? "bg-brand-600" : "bg-slate-200"}`}
          />
        ))}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <h3
          ref={heading}
          tabIndex={-1}
          className="rounded text-base font-semibold break-words text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {step.title}
        </h3>
        {paragraphs.map((p) => (
          <p key={p} className="text-sm break-words whitespace-pre-line text-slate-700">
            {p}
          </p>
        ))}
        {step.image ? (
          <img
            src={step.image}
            alt={step.title}
            className="mt-1 max-h-64 w-full rounded-lg object-cover"
          />
        ) : null}
        {time ? <p className="text-sm text-slate-600">{t("steps.time", { time })}</p> : null}
        {step.notes ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span className="font-semibold">{t("steps.notes")}: </span>
            {step.notes}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
          {t("steps.back")}
        </Button>
        {isLast && begun ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
            <span aria-hidden="true">✓</span>
            {t("steps.begun")}
          </p>
        ) : isLast ? (
          <Button onClick={onBegin} loading={beginning}>
            {t("steps.begin")}
          </Button>
        ) : (
          <Button onClick={() => go(index + 1)}>{t("steps.next")}</Button>
        )}
      </div>
    </div>
  );
}
