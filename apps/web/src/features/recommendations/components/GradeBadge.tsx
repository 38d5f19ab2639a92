import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { gradeStyle } from "../display.ts";

/** The grade as a coloured pill that says "Grade A" (colour is never the only cue). */
export function GradeBadge({ grade }: { grade: string }) {
  const { t } = useTranslation("recommendations");
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        gradeStyle(grade),
      )}
    >
      {t("card.grade", { grade })}
    </span>
  );
}

export function UrgentMark() {
  const { t } = useTranslation("recommendations");
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
      <span aria-hidden="true">!</span>
      {t("card.urgent")}
    </span>
  );
}
