import type { LabFlag } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";

const STYLES: Record<LabFlag | "none", string> = {
  low: "border-amber-300 bg-amber-50 text-amber-900",
  normal: "border-emerald-300 bg-emerald-50 text-emerald-900",
  high: "border-red-300 bg-red-50 text-red-800",
  none: "border-slate-300 bg-slate-50 text-slate-700",
};

const MARKS: Record<LabFlag | "none", string> = { low: "↓", normal: "✓", high: "↑", none: "·" };

/** A result's flag in words (with a colour and an arrow beside, never instead). */
export function FlagBadge({ flag }: { flag: LabFlag | null }) {
  const { t } = useTranslation("bloodwork");
  const key = flag ?? "none";
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        STYLES[key],
      )}
    >
      <span aria-hidden="true">{MARKS[key]}</span>
      {t(`flags.${key}`)}
    </span>
  );
}
