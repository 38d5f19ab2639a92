import { useQuery } from "@tanstack/react-query";
import { supportCategory } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { isApiError } from "../../../lib/api.ts";
import { bloodworkPaths } from "../../bloodwork/paths.ts";
import { recommendationsPaths } from "../../recommendations/paths.ts";
import { expertsData, type JourneyDetail, useEnrolMutation, useSaveStepMutation } from "../api.ts";
import { StepExercise } from "../components/StepExercise.tsx";
import { expertsPaths } from "../paths.ts";

function Journey({ journey }: { journey: JourneyDetail }) {
  const { t, i18n } = useTranslation("experts");
  const isPreview = useIsPreview();
  const paths = isPreview ? expertsPaths.preview : expertsPaths;
  const [params, setParams] = useSearchParams();
  const enrol = useEnrolMutation(journey.id);
  const save = useSaveStepMutation(journey.id);
  const [savedStepId, setSavedStepId] = useState<string | null>(null);
  const progress = journey.progress;
  const stepId = params.get("step") ?? progress?.currentStepId ?? journey.steps[0]?.id;
  const index = Math.max(
    0,
    journey.steps.findIndex((s) => s.id === stepId),
  );
  const step = journey.steps[index];
  const category = journey.category ? supportCategory(journey.category) : null;
  const saved = progress?.steps.find((s) => s.stepId === step?.id);
  const done = new Set(progress?.steps.filter((s) => s.completed).map((s) => s.stepId));

  function goTo(id: string) {
    setSavedStepId(null);
    setParams({ step: id });
  }

  const personalDataLink = {
    "due-recommendations": isPreview
      ? recommendationsPaths.preview.list()
      : recommendationsPaths.list(),
    "bloodwork-results": isPreview ? bloodworkPaths.preview.list() : bloodworkPaths.list(),
  } as const;

  return (
    <>
      <PageHeader
        title={journey.title}
        description={journey.summary}
        backTo={journey.expert === "psychologist" ? paths.journeys() : paths.expert(journey.expert)}
        backLabel={t("journey.back")}
      />
      <div className="flex flex-col gap-6">
        {category ? (
          <p
            className="self-start rounded-full px-3 py-1 text-sm font-semibold"
            style={{ backgroundColor: category.bgColor, color: category.color }}
          >
            {category.name}
          </p>
        ) : null}
        {!isPreview && progress && !progress.enrolled ? (
          <div>
            <Button onClick={() => enrol.mutate()} loading={enrol.isPending}>
              {t("journey.enrol")}
            </Button>
          </div>
        ) : null}
        {progress?.enrolledAt ? (
          <p className="text-sm text-slate-700">
            {t("journey.enrolled", {
              date: new Date(progress.enrolledAt).toLocaleDateString(i18n.language),
            })}{" "}
            · {t("hub.progress", { done: progress.completedSteps, total: progress.totalSteps })}
          </p>
        ) : null}

        <nav aria-label={t("journey.stepsNav")}>
          <ol className="flex flex-wrap gap-2">
            {journey.steps.map((s, i) => (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => goTo(s.id)}
                  aria-current={s.id === step?.id ? "step" : undefined}
                  className={
                    s.id === step?.id
                      ? "rounded-full bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                      : "rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  }
                >
                  {i + 1}. {s.title}
                  {done.has(s.id) ? <span className="sr-only"> ({t("journey.done")})</span> : null}
                  {done.has(s.id) ? <span aria-hidden="true"> ✓</span> : null}
                </button>
              </li>
            ))}
          </ol>
        </nav>

        {step ? (
          <Card
            title={t("journey.step", {
              number: index + 1,
              total: journey.steps.length,
              title: step.title,
            })}
          >
            <div className="flex flex-col gap-5">
              <section className="flex flex-col gap-3">
                <h3 className="text-base font-semibold text-slate-900">{t("journey.reading")}</h3>
                {step.reading.split(/\n\s*\n/).map((paragraph) => (
                  <p key={paragraph.slice(0, 40)} className="leading-relaxed text-slate-800">
                    {paragraph}
                  </p>
                ))}
                {step.personalData ? (
                  <p className="text-sm text-slate-700">
                    <Link className="underline" to={personalDataLink[step.personalData]}>
                      {t(`journey.personalData.${step.personalData}`)}
                    </Link>
                  </p>
                ) : null}
              </section>
              <section className="flex flex-col gap-3">
                <h3 className="text-base font-semibold text-slate-900">{t("journey.exercise")}</h3>
                <StepExercise
                  key={`${step.id}-${saved?.updatedAt ?? ""}`}
                  step={step}
                  saved={saved?.answer}
                  savedReflection={saved?.reflection ?? null}
                  isSaving={save.isPending}
                  error={isApiError(save.error) ? save.error : null}
                  onSave={(answer, reflection) => {
                    // Stay on the saved step: the next one is a click away.
                    setParams({ step: step.id }, { replace: true });
                    save.mutate(
                      {
                        stepId: step.id,
                        body: {
                          answer,
                          completed: true,
                          ...(reflection.trim() ? { reflection } : {}),
                        },
                      },
                      { onSuccess: () => setSavedStepId(step.id) },
                    );
                  }}
                />
                {savedStepId === step.id ? (
                  <Banner variant="success">{t("journey.saved")}</Banner>
                ) : null}
              </section>
              <div className="flex flex-wrap gap-2">
                {index > 0 ? (
                  <Button variant="secondary" onClick={() => goTo(journey.steps[index - 1]!.id)}>
                    {t("journey.previous")}
                  </Button>
                ) : null}
                {index < journey.steps.length - 1 ? (
                  <Button variant="secondary" onClick={() => goTo(journey.steps[index + 1]!.id)}>
                    {t("journey.next")}
                  </Button>
                ) : null}
                <Link
                  className={buttonClassName("ghost")}
                  to={paths.session(journey.expert, { journeyId: journey.id })}
                >
                  {t("journey.talk")}
                </Link>
              </div>
            </div>
          </Card>
        ) : null}

        <section aria-labelledby="sources-heading">
          <h2 id="sources-heading" className="text-base font-semibold text-slate-900">
            {t("journey.sources")}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {journey.sources.map((source) => (
              <li key={source.title}>
                {source.url ? (
                  <a className="underline" href={source.url} target="_blank" rel="noreferrer">
                    {source.title}
                  </a>
                ) : (
                  source.title
                )}
                , {source.publisher}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

export default function JourneyPage() {
  const { t } = useTranslation("experts");
  const { journeyId = "" } = useParams();
  const queries = expertsData.useQueries();
  const query = useQuery({ ...queries.journey(journeyId), retry: false });
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <>
        <PageHeader title={t("journeysTitle")} backTo={expertsPaths.hub()} backLabel={t("title")} />
        <p>{t("journey.notFound")}</p>
      </>
    );
  }
  return (
    <Loadable
      query={query}
      loading={<Skeleton className="h-96 w-full" />}
      error={t("journeysError")}
    >
      {(journey) => <Journey journey={journey} />}
    </Loadable>
  );
}
