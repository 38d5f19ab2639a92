import type { FeatureRequestStatus } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";

const STYLES: Record<FeatureRequestStatus, string> = {
  under_review: "bg-slate-100 text-slate-800 ring-slate-300",
  planned: "bg-sky-50 text-sky-800 ring-sky-200",
  in_progress: "bg-amber-50 text-amber-900 ring-amber-200",
  done: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  declined: "bg-rose-50 text-rose-800 ring-rose-200",
};

/** Where a request stands, as admins set it. */
export function StatusBadge({ status }: { status: FeatureRequestStatus }) {
  const { t } = useTranslation("feature-requests");
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        STYLES[status],
      )}
    >
      <span className="sr-only">{t("statusLabel")} </span>
      {t(`statuses.${status}`)}
    </span>
  );
}
