import { useQuery } from "@tanstack/react-query";
import type { PersonalRecommendation } from "@vitalog/domain";
import type { ReactNode } from "react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { SignInRequiredError, useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import {
  completeRecommendation,
  hideRecommendation,
  recommendationsData,
  recordProgress,
  saveRecommendation,
  unhideRecommendation,
  unsaveRecommendation,
} from "../api.ts";
import { ActionsPanel } from "../components/ActionsPanel.tsx";
import { GradeBadge, UrgentMark } from "../components/GradeBadge.tsx";
import { ClipboardCheckIcon } from "../components/icons.tsx";
import { MatchReasons, MatchScore } from "../components/MatchExplanation.tsx";
import { StepWalker } from "../components/StepWalker.tsx";
import { recommendationsPaths } from "../paths.ts";

const ACTIONS_ID = "recommendation-actions";

function Text({ children }: { children: string }) {
  return <p className="text-sm break-words whitespace-pre-line text-slate-700">{children}</p>;
}

/** A titled part of a card, shown only when it has something to say. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function useRecommendationActions(id: string) {
  const { t } = useTranslation("recommendations");
  const { toast } = useToast();
  const messageText = useMessageText();
  const write = <V, R>(mutationFn: (v: V) => Promise<R>) => ({
    mutationFn,
    invalidate: (q: typeof recommendationsData.member) => [q.all()],
  });
  const complete = recommendationsData.useMutation(write(completeRecommendation));
  const save = recommendationsData.useMutation(write(saveRecommendation));
  const unsave = recommendationsData.useMutation(write(unsaveRecommendation));
  const hide = recommendationsData.useMutation(write(hideRecommendation));
  const unhide = recommendationsData.useMutation(write(unhideRecommendation));
  const progress = recommendationsData.useMutation(write(recordProgress));
  const handlers = (message: string, done?: () => void) => ({
    onSuccess: () => {
      done?.();
      toast({ message: t(message), variant: "success" });
    },
    onError: (error: Error) => {
      done?.();
      if (!(error instanceof SignInRequiredError)) {
        toast({ message: messageText(error), variant: "error" });
      }
    },
  });
  return {
    actions: {
      complete: (notes: string, repeatAfterMonths: number | null, done: () => void) =>
        complete.mutate({ id, notes, repeatAfterMonths }, handlers("actions.completed", done)),
      save: () => save.mutate(id, handlers("actions.saved")),
      unsave: () => unsave.mutate(id, handlers("actions.unsaved")),
      hide: (reason: string, done: () => void) =>
        hide.mutate({ id, reason }, handlers("actions.hidden", done)),
      unhide: () => unhide.mutate(id, handlers("actions.shown")),
      busy: [complete, save, unsave, hide, unhide].some((m) => m.isPending),
    },
    progress,
  };
}

function RecommendationDetail({ recommendation: r }: { recommendation: PersonalRecommendation }) {
  const isPreview = useIsPreview();
  const { t } = useTranslation("recommendations");
  const format = useDayFormat();
  const messageText = useMessageText();
  const { toast } = useToast();
  const { actions, progress } = useRecommendationActions(r.id);
  const actionsHeading = useRef<HTMLHeadingElement>(null);
  const completeButton = useRef<HTMLButtonElement>(null);
  const begun = r.state.progressStep > 0 && !r.state.isCompleted;
  const steps = r.detailedInstructions;
  const organization = t(`organizations.${r.organization}`, { defaultValue: r.organization });
  const category = t(`actionTypes.${r.actionType}`, { defaultValue: r.category });
  const targets = [...r.riskFactorNames, ...r.healthGoalNames];
  const { benefits, harms, netBenefit } = r.benefitsAndHarms;
  const hasEvidence =
    r.evidenceLevel || r.evidenceSummary || r.researchMethods || r.studyStatistics;

  /**
   * Begin Recommendation: records that the person has begun it (in progress, on this page and in
   * the list), then takes them to Mark as complete, the next thing to do.
   */
  const begin = () => {
    progress.mutate(
      { id: r.id, step: steps.length },
      {
        onSuccess: () => {
          toast({ message: t("actions.begun"), variant: "success" });
          const panel = document.getElementById(ACTIONS_ID);
          panel?.scrollIntoView?.({ behavior: "smooth", block: "start" });
          (completeButton.current ?? actionsHeading.current)?.focus({ preventScroll: true });
        },
        onError: (error) => {
          if (!(error instanceof SignInRequiredError)) {
            toast({ message: messageText(error), variant: "error" });
          }
        },
      },
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-4 sm:gap-5">
      <Card>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <GradeBadge grade={r.recommendationGrade} />
            {r.isUrgent ? <UrgentMark /> : null}
            <MatchScore score={r.matchScore} />
          </div>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            <Fact label={t("detail.organization")}>{organization}</Fact>
            <Fact label={t("detail.grade")}>{r.recommendationGrade}</Fact>
            <Fact label={t("detail.category")}>{category}</Fact>
            <Fact label={t("detail.frequency")}>{r.frequencyText}</Fact>
            <Fact label={t("detail.targets")}>
              {[
                t("detail.ages", { min: r.minAge, max: r.maxAge }),
                ...(r.gender === "all" ? [] : [t(`genders.${r.gender}`)]),
                ...targets,
              ].join(" · ")}
            </Fact>
          </dl>
        </div>
      </Card>

      <Card title={t("match.heading")} description={t("match.total", { score: r.matchScore })}>
        <MatchReasons explanation={r.matchExplanation} />
      </Card>

      <Card title={t("detail.whatToDo")}>
        <div className="flex flex-col gap-4">
          <Part title={t("detail.actionDetails")}>
            <Text>{r.actionDetails}</Text>
          </Part>
          {steps.length > 0 ? (
            <Part title={t("detail.steps")}>
              <StepWalker
                steps={steps}
                initialStep={Math.max(0, r.state.progressStep - 1)}
                onBegin={begin}
                beginning={progress.isPending}
                begun={begun}
              />
            </Part>
          ) : (
            <Part title={t("detail.instruction")}>
              <Text>{r.instruction}</Text>
            </Part>
          )}
          {r.explanation ? (
            <Part title={t("detail.explanation")}>
              <Text>{r.explanation}</Text>
            </Part>
          ) : null}
        </div>
      </Card>

      <section
        id={ACTIONS_ID}
        aria-labelledby={`${ACTIONS_ID}-heading`}
        className="scroll-mt-6 rounded-xl border border-brand-200 bg-brand-50/40 p-5 shadow-sm"
      >
        <h2
          id={`${ACTIONS_ID}-heading`}
          ref={actionsHeading}
          tabIndex={-1}
          className="mb-4 rounded text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("actions.heading")}
        </h2>
        <ActionsPanel
          recommendation={r}
          actions={actions}
          isPreview={isPreview}
          completeRef={completeButton}
        />
      </section>

      {benefits || harms || netBenefit ? (
        <Card title={t("detail.benefitsAndHarms")}>
          <div className="flex flex-col gap-4">
            {benefits ? (
              <Part title={t("detail.benefits")}>
                <Text>{benefits}</Text>
              </Part>
            ) : null}
            {harms ? (
              <Part title={t("detail.harms")}>
                <Text>{harms}</Text>
              </Part>
            ) : null}
            {netBenefit ? (
              <Part title={t("detail.netBenefit")}>
                <Text>{netBenefit}</Text>
              </Part>
            ) : null}
          </div>
        </Card>
      ) : null}

      {r.clinicalImpact || r.practicePoints ? (
        <Card title={t("detail.clinicalImpact")}>
          <div className="flex flex-col gap-4">
            {r.clinicalImpact ? <Text>{r.clinicalImpact}</Text> : null}
            {r.practicePoints ? (
              <Part title={t("detail.practicePoints")}>
                <Text>{r.practicePoints}</Text>
              </Part>
            ) : null}
          </div>
        </Card>
      ) : null}

      <Card title={t("detail.evidence")}>
        {hasEvidence || r.studyTypes.length > 0 ? (
          <div className="flex flex-col gap-4">
            {r.evidenceLevel ? (
              <Part title={t("detail.evidenceLevel")}>
                <Text>
                  {t(`evidenceLevels.${r.evidenceLevel}`, { defaultValue: r.evidenceLevel })}
                </Text>
              </Part>
            ) : null}
            {r.evidenceSummary ? (
              <Part title={t("detail.evidenceSummary")}>
                <Text>{r.evidenceSummary}</Text>
              </Part>
            ) : null}
            {r.researchMethods ? (
              <Part title={t("detail.researchMethods")}>
                <Text>{r.researchMethods}</Text>
              </Part>
            ) : null}
            {r.studyStatistics ? (
              <Part title={t("detail.studyStatistics")}>
                <Text>{r.studyStatistics}</Text>
              </Part>
            ) : null}
            {r.studyTypes.length > 0 ? (
              <Part title={t("detail.studyTypes")}>
                <ul className="flex flex-wrap gap-2">
                  {r.studyTypes.map((type) => (
                    <li
                      key={type}
                      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800"
                    >
                      {t(`studyTypes.${type}`, { defaultValue: type })}
                    </li>
                  ))}
                </ul>
              </Part>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t("detail.noEvidence")}</p>
        )}
      </Card>

      <Card title={t("detail.sources")}>
        <div className="flex flex-col gap-4">
          {r.source || r.sourceUrl ? (
            <Part title={t("detail.source")}>
              {r.source ? <Text>{r.source}</Text> : null}
              {r.sourceUrl ? (
                <a
                  href={r.sourceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="w-fit rounded text-sm font-semibold break-all text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {t("detail.sourceLink")}
                  <span className="sr-only"> {t("detail.newTab")}</span>
                  <span aria-hidden="true"> ↗</span>
                </a>
              ) : null}
            </Part>
          ) : null}
          {r.references.length > 0 ? (
            <Part title={t("detail.references")}>
              <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
                {r.references.map((ref) => (
                  <li key={ref.citation} className="break-words">
                    {ref.url ? (
                      <a
                        href={ref.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="rounded text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                      >
                        {ref.citation}
                        <span className="sr-only"> {t("detail.newTab")}</span>
                      </a>
                    ) : (
                      ref.citation
                    )}
                    {ref.evidenceLevel ? (
                      <span className="text-slate-600">
                        {" "}
                        ·{" "}
                        {t(`evidenceLevels.${ref.evidenceLevel}`, {
                          defaultValue: ref.evidenceLevel,
                        })}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            </Part>
          ) : null}
          {r.relatedGuidelines.length > 0 ? (
            <Part title={t("detail.relatedGuidelines")}>
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
                {r.relatedGuidelines.map((g) => (
                  <li key={g} className="break-words">
                    {g}
                  </li>
                ))}
              </ul>
            </Part>
          ) : null}
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {r.publicationDate ? (
              <Fact label={t("detail.published")}>{format.medium(r.publicationDate)}</Fact>
            ) : null}
            {r.lastReviewDate ? (
              <Fact label={t("detail.lastReviewed")}>{format.medium(r.lastReviewDate)}</Fact>
            ) : null}
            {r.nextReviewDate ? (
              <Fact label={t("detail.nextReview")}>{format.medium(r.nextReviewDate)}</Fact>
            ) : null}
          </dl>
        </div>
      </Card>
    </div>
  );
}

export default function RecommendationDetailPage() {
  const { t } = useTranslation("recommendations");
  const isPreview = useIsPreview();
  const { recommendationId = "" } = useParams();
  const recommendations = recommendationsData.useQueries();
  const query = useQuery(recommendations.detail(recommendationId));
  const listPath = isPreview ? recommendationsPaths.preview.list() : recommendationsPaths.list();
  const notFound = query.data === null || (isApiError(query.error) && query.error.status === 404);
  const title = query.data ? query.data.guidelineTitle : notFound ? t("detail.notFound") : null;
  usePageTitle(title ?? t("title"));

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageHeader
        title={<DemoTitle title={title ?? t("title")} badge={isPreview ? t("demo.badge") : null} />}
        description={
          query.data
            ? `${t(`organizations.${query.data.organization}`, { defaultValue: query.data.organization })} · ${t(`actionTypes.${query.data.actionType}`, { defaultValue: query.data.category })}`
            : undefined
        }
        backTo={listPath}
        backLabel={t("detail.back")}
      />
      {query.data ? (
        <RecommendationDetail recommendation={query.data} />
      ) : notFound ? (
        <EmptyState
          icon={<ClipboardCheckIcon />}
          title={t("detail.notFound")}
          description={t("detail.notFoundBody")}
          action={
            <Link to={listPath} className={buttonClassName("secondary")}>
              {t("detail.backToList")}
            </Link>
          }
        />
      ) : query.isError ? (
        <Banner variant="error">
          <div className="flex flex-col items-start gap-2">
            <p>{t("detail.error")}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t("common:retry")}
            </Button>
          </div>
        </Banner>
      ) : (
        <DetailSkeleton />
      )}
    </div>
  );
}
