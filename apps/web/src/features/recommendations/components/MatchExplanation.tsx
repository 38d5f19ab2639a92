import type { MatchExplanation } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { explanationLines } from "../display.ts";

/** The match score's reasons, one per line: what matched with its points, what did not. */
export function MatchReasons({ explanation }: { explanation: MatchExplanation }) {
  const { t, i18n } = useTranslation("recommendations");
  const lines = explanationLines(explanation, t, i18n.language || "en");
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-1.5 text-sm">
        {lines.map((line) => (
          <li key={line.text} className="flex items-start gap-2">
            <span
              aria-hidden="true"
              className={clsx(
                "mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full text-[10px] font-bold",
                line.matched ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-600",
              )}
            >
              {line.matched ? "✓" : "–"}
            </span>
            <span className={line.matched ? "text-slate-800" : "text-slate-600"}>{line.text}</span>
          </li>
        ))}
      </ul>
      {explanation.applicableWeight < 100 ? (
        <p className="text-xs text-slate-600">{t("match.scaled")}</p>
      ) : null}
    </div>
  );
}

/** "Why this matches you", opened on request (a native disclosure: Enter or Space toggles it). */
export function MatchDisclosure({ explanation }: { explanation: MatchExplanation }) {
  const { t } = useTranslation("recommendations");
  return (
    <details className="group rounded-lg bg-slate-50 px-3 py-2">
      <summary className="cursor-pointer rounded text-sm font-medium text-brand-800 select-none hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {t("match.why")}
      </summary>
      <div className="mt-2">
        <MatchReasons explanation={explanation} />
      </div>
    </details>
  );
}

/** "92% match" with a bar that shows the same figure. */
export function MatchScore({ score }: { score: number }) {
  const { t } = useTranslation("recommendations");
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm font-semibold text-slate-900 tabular-nums">
        {t("card.match", { score })}
      </span>
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${score}%` }} />
      </span>
    </div>
  );
}
