import type { RecommendationListItem } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDayFormat } from "../../../kit/day-format.ts";
import { isOneTime } from "../display.ts";
import { GradeBadge, UrgentMark } from "./GradeBadge.tsx";
import { MatchDisclosure, MatchScore } from "./MatchExplanation.tsx";

/** "Completed on 3 March 2026 · next due 3 March 2027" (or "· One-time, done"). */
export function useCompletionText() {
  const { t } = useTranslation("recommendations");
  const format = useDayFormat();
  return (completedAt: string | null, nextDue: string | null, frequency: string) => {
    if (!completedAt) return null;
    const parts = [t("card.completed", { date: format.medium(dayOf(completedAt)) })];
    if (nextDue) parts.push(t("card.nextDue", { date: format.medium(nextDue) }));
    else if (isOneTime(frequency)) parts.push(t("card.oneTime"));
    return parts.join(" · ");
  };
}

/** The local calendar day of an instant (YYYY-MM-DD). */
function dayOf(instant: string): string {
  const d = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function RecommendationCard({
  item,
  detailPath,
}: {
  item: RecommendationListItem;
  detailPath: string;
}) {
  const { t } = useTranslation("recommendations");
  const completion = useCompletionText();
  const completed =
    item.status === "completed"
      ? completion(item.completedAt, item.nextDueDate, item.frequencyText)
      : null;
  return (
    <article
      aria-labelledby={`rec-${item.id}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <GradeBadge grade={item.recommendationGrade} />
        {item.isUrgent ? <UrgentMark /> : null}
        <span className="text-xs font-medium tracking-wide text-slate-600 uppercase">
          {t(`actionTypes.${item.actionType}`, { defaultValue: item.category })}
        </span>
        {item.status === "saved" ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {t("card.saved")}
          </span>
        ) : null}
        {item.progressStep > 0 && (item.status === "pending" || item.status === "saved") ? (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
            {t("card.inProgress")}
          </span>
        ) : null}
        {item.status === "hidden" ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {t("card.hidden")}
          </span>
        ) : null}
      </div>
      <div className="min-w-0">
        <h3 id={`rec-${item.id}`} className="text-base font-semibold break-words text-slate-900">
          {item.guidelineTitle}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {t(`organizations.${item.organization}`, { defaultValue: item.organization })} ·{" "}
          {item.frequencyText}
        </p>
      </div>
      <p className="line-clamp-3 text-sm break-words text-slate-700">{item.actionDetails}</p>
      {completed ? (
        <p className="flex items-start gap-1.5 text-sm font-medium text-emerald-800">
          <span aria-hidden="true">✓</span>
          {completed}
        </p>
      ) : null}
      <MatchScore score={item.matchScore} />
      <MatchDisclosure explanation={item.matchExplanation} />
      <div>
        <Link
          to={detailPath}
          aria-label={t("list.openLabel", { title: item.guidelineTitle })}
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("list.open")}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
