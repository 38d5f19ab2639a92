import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CREDIT_COSTS } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { SparklesIcon } from "../../../components/Icon/icons.tsx";
import { SignInRequiredError, useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { type InsightReport, insightsData, writeNarrative } from "../api.ts";
import { linkFigures } from "../figures.ts";
import { healthInsightsPaths } from "../paths.ts";

type Failure = "notConfigured" | "notEnoughCredits" | "refused" | "other";

/** What a failed narrative request means for the reader. */
export function narrativeFailure(error: unknown): Failure {
  if (!isApiError(error)) return "other";
  if (error.status === 503) return "notConfigured";
  if (error.status === 402 || /credit/i.test(error.code)) return "notEnoughCredits";
  if (error.status === 422) return "refused";
  return "other";
}

/**
 * The AI summary: the button with its cost and the credits left, or the summary with each of its
 * figures linked to the chart or tile it restates, and the disclaimer.
 */
export function NarrativeSection({
  report,
  onFigure,
}: {
  report: InsightReport;
  /** Shows the chart or tile a figure links to and moves to it. */
  onFigure: (anchor: string) => void;
}) {
  const { t } = useTranslation("health-insights");
  const text = useMessageText();
  const days = useDayFormat();
  const isPreview = useIsPreview();
  const queryClient = useQueryClient();
  const queries = insightsData.useQueries();
  const credits = useQuery({ ...queries.credits(), enabled: !isPreview && !report.narrative });
  const write = insightsData.useMutation({
    mutationFn: () => writeNarrative(report.id),
    invalidate: (q) => [q.lists(), q.credits().queryKey],
    onSuccess: (updated) => {
      queryClient.setQueryData(queries.detail(report.id).queryKey, updated);
    },
  });
  const failure =
    write.error && !(write.error instanceof SignInRequiredError)
      ? narrativeFailure(write.error)
      : null;
  const disclaimer = text(report.disclaimer);

  if (report.narrative) {
    const parts = linkFigures(report.narrative, report.statistics);
    return (
      <div className="flex flex-col gap-3">
        <p className="text-base leading-relaxed whitespace-pre-line text-slate-900">
          {parts.map((part, i) =>
            "anchor" in part ? (
              <a
                // The parts never change order for one narrative.
                // biome-ignore lint/suspicious/noArrayIndexKey: a figure may repeat
                key={i}
                href={`#${part.anchor}`}
                onClick={(event) => {
                  event.preventDefault();
                  onFigure(part.anchor);
                }}
                className="font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                title={t("report.narrative.figureLink", { figure: part.figure })}
              >
                {part.text}
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: text between figures
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
        {report.narrativeAt ? (
          <p className="text-xs text-slate-600">
            {t("report.narrative.written", { date: days.dateTime(report.narrativeAt) })}
          </p>
        ) : null}
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{disclaimer}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {t("report.narrative.cost", { count: CREDIT_COSTS.insightNarrative })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => write.mutate()}
          loading={write.isPending}
          disabled={failure === "notConfigured"}
        >
          <SparklesIcon className="size-5" />
          {write.isPending
            ? t("report.narrative.writing")
            : t("report.narrative.write", { count: CREDIT_COSTS.insightNarrative })}
        </Button>
        {!isPreview && credits.data ? (
          <p className="text-sm text-slate-700">
            {credits.data.freeRemaining > 0
              ? t("report.narrative.creditsFree", {
                  balance: credits.data.balance,
                  free: credits.data.freeRemaining,
                })
              : t("report.narrative.credits", { balance: credits.data.balance })}{" "}
            <Link
              to={healthInsightsPaths.credits()}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {t("report.narrative.getCredits")}
            </Link>
          </p>
        ) : null}
      </div>
      {failure === "notConfigured" ? (
        <Banner variant="info">{t("report.narrative.notConfigured")}</Banner>
      ) : failure === "notEnoughCredits" ? (
        <Banner variant="warning">
          {write.error ? text(write.error) : null}{" "}
          <Link
            to={healthInsightsPaths.credits()}
            className="font-semibold underline underline-offset-2"
          >
            {t("report.narrative.getCredits")}
          </Link>
        </Banner>
      ) : failure === "refused" ? (
        <Banner variant="warning">{t("report.narrative.refused")}</Banner>
      ) : failure === "other" && write.error ? (
        <Banner variant="error" onDismiss={() => write.reset()}>
          {isApiError(write.error) ? text(write.error) : t("report.narrative.failed")}
        </Banner>
      ) : null}
      <p className="text-xs text-slate-600">{disclaimer}</p>
    </div>
  );
}
