import { frequencyText, type MatchExplanation } from "@vitalog/domain";
import type { TFunction } from "i18next";

/** The badge colours of a grade: A green, B blue, C amber, D red, I grey. */
export const GRADE_STYLES: Record<string, string> = {
  A: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  B: "bg-sky-100 text-sky-900 ring-sky-300",
  C: "bg-amber-100 text-amber-900 ring-amber-300",
  D: "bg-red-100 text-red-900 ring-red-300",
  I: "bg-slate-100 text-slate-800 ring-slate-300",
};

export function gradeStyle(grade: string): string {
  return GRADE_STYLES[grade] ?? (GRADE_STYLES.I as string);
}

/** Points as the explanation shows them: whole, or with one decimal ("33.3"). */
export function formatPoints(points: number, locale = "en"): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(points);
}

export interface ExplanationLine {
  text: string;
  matched: boolean;
}

/**
 * The explanation in words, one line per criterion that applied (what matched first), then
 * the bonuses:
 * "Your risk factors: Smoking · +25", "Not matched: your BMI (31) is outside its range",
 * "Urgent +15".
 */
export function explanationLines(
  explanation: MatchExplanation,
  t: TFunction,
  locale = "en",
): ExplanationLine[] {
  const word = (criterion: string, detail: string) => {
    if (criterion === "activity") return t(`recommendations:activityLevels.${detail}`, detail);
    if (criterion === "gender") return t(`recommendations:genders.${detail}`, detail);
    return detail;
  };
  const lines: ExplanationLine[] = explanation.criteria.map((c) => {
    const details = c.details.map((d) => word(c.criterion, d)).join(", ");
    if (c.matched) {
      return {
        matched: true,
        text: t(`recommendations:match.${c.criterion}`, {
          details,
          points: formatPoints(c.points, locale),
        }),
      };
    }
    return {
      matched: false,
      text: t("recommendations:match.notMatched", {
        what: t(`recommendations:match.missed.${c.criterion}`, { details }),
      }),
    };
  });
  // What matched first, then what did not (a stable sort keeps the weight order within each).
  lines.sort((a, b) => Number(b.matched) - Number(a.matched));
  for (const bonus of explanation.bonuses) {
    lines.push({
      matched: true,
      text: t(`recommendations:match.${bonus.reason}`, { points: bonus.points }),
    });
  }
  return lines;
}

/** Whether a frequency text is the one of a one-time recommendation. */
export function isOneTime(text: string): boolean {
  return text === frequencyText({ period: "once" });
}
