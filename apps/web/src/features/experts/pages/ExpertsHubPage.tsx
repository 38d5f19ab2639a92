import { useQuery } from "@tanstack/react-query";
import { EXPERT_IDS, type ExpertId, supportCategory } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import {
  type ExpertSession,
  expertsData,
  type MyJourney,
  useDeleteSessionMutation,
} from "../api.ts";
import { AiNotice } from "../components/AiNotice.tsx";
import { JourneyCards } from "../components/JourneyCards.tsx";
import { expertsPaths } from "../paths.ts";

function Sessions() {
  const { t, i18n } = useTranslation("experts");
  const queries = expertsData.useQueries();
  const query = useQuery(queries.sessions());
  const remove = useDeleteSessionMutation();
  const [deleting, setDeleting] = useState<ExpertSession | null>(null);
  const nameOf = (s: ExpertSession) =>
    `${t(`expertTitle.${s.expert}`)}${s.category ? ` · ${supportCategory(s.category).name}` : ""}`;
  const dateOf = (s: ExpertSession) =>
    new Date(s.updatedAt).toLocaleString(i18n.language, {
      dateStyle: "medium",
      timeStyle: "short",
    });
  return (
    <>
      <Loadable
        query={query}
        loading={<Skeleton className="h-20 w-full" />}
        error={t("hub.sessionsError")}
        isEmpty={(items) => items.length === 0}
        empty={<p className="text-sm text-slate-700">{t("hub.noSessions")}</p>}
      >
        {(sessions) => (
          <ul className="divide-y divide-slate-200">
            {sessions.map((s) => (
              <li key={s.id} className="flex items-center gap-2">
                <Link
                  to={expertsPaths.session(s.expert, { id: s.id })}
                  className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-2 py-3 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <span className="font-medium">{nameOf(s)}</span>
                  <span className="text-sm text-slate-600">{dateOf(s)}</span>
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("hub.deleteSession", { name: nameOf(s), date: dateOf(s) })}
                  onClick={() => setDeleting(s)}
                >
                  {t("hub.delete")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Loadable>
      <ConfirmDialog
        open={deleting !== null}
        title={t("hub.deleteTitle")}
        message={t("hub.deleteMessage")}
        confirmLabel={t("hub.delete")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}

/** Where each expert's journeys can be browsed: the psychologist's page, the others' index. */
function browseLink(paths: typeof expertsPaths.preview, expert: ExpertId): string {
  return expert === "psychologist" ? paths.journeys() : paths.expert(expert);
}

/** The journeys the person enrolled in, with their progress and a way back in. */
function MyJourneys() {
  const { t, i18n } = useTranslation("experts");
  const queries = expertsData.useQueries();
  const query = useQuery(queries.myJourneys());
  const dateOf = (j: MyJourney) =>
    new Date(j.lastActivityAt).toLocaleDateString(i18n.language, { dateStyle: "medium" });
  return (
    <Loadable
      query={query}
      loading={<Skeleton className="h-20 w-full" />}
      error={t("hub.journeysError")}
      isEmpty={(items) => items.length === 0}
      empty={
        <div className="flex flex-col gap-2 text-sm text-slate-700">
          <p>{t("hub.noJourneys")}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {EXPERT_IDS.map((id) => (
              <li key={id}>
                <Link
                  className="font-semibold text-brand-700 underline"
                  to={browseLink(expertsPaths, id)}
                >
                  {t("hub.browseJourneys", { name: t(`expertTitle.${id}`) })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      }
    >
      {(journeys) => (
        <ul className="divide-y divide-slate-200">
          {journeys.map((j) => {
            const finished = j.nextStepId === null;
            const progress = t("hub.progress", { done: j.completedSteps, total: j.totalSteps });
            return (
              <li key={j.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-medium text-slate-900">{j.title}</span>
                  <span className="text-xs text-slate-600">
                    {t(`expertTitle.${j.expert}`)} · {progress} ·{" "}
                    {t("hub.lastActivity", { date: dateOf(j) })}
                  </span>
                  <div
                    role="progressbar"
                    aria-label={j.title}
                    aria-valuemin={0}
                    aria-valuemax={j.totalSteps}
                    aria-valuenow={j.completedSteps}
                    aria-valuetext={progress}
                    className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
                  >
                    <div
                      className="h-full rounded-full bg-brand-600"
                      style={{ width: `${Math.round((100 * j.completedSteps) / j.totalSteps)}%` }}
                    />
                  </div>
                </div>
                <Link
                  to={expertsPaths.journey(j.expert, j.id)}
                  aria-label={t(finished ? "hub.reviewJourney" : "hub.continueJourney", {
                    title: j.title,
                  })}
                  className={buttonClassName("primary", "sm")}
                >
                  {t(finished ? "hub.review" : "hub.continue")}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Loadable>
  );
}

/** The hub: the three experts with their role and limits, the person's sessions and journeys. */
export default function ExpertsHubPage() {
  const { t } = useTranslation("experts");
  const isPreview = useIsPreview();
  const paths = isPreview ? expertsPaths.preview : expertsPaths;
  const queries = expertsData.useQueries();
  const overview = useQuery(queries.overview());
  const byId = new Map(overview.data?.experts.map((e) => [e.id as ExpertId, e]));

  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} />
      <div className="flex flex-col gap-6">
        <AiNotice />
        <section aria-labelledby="experts-heading" className="flex flex-col gap-3">
          <h2 id="experts-heading" className="text-lg font-semibold text-slate-900">
            {t("hub.experts")}
          </h2>
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-3">
            {EXPERT_IDS.map((id) => {
              const info = byId.get(id);
              return (
                <li
                  key={id}
                  className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <h3 className="text-base font-semibold text-slate-900">
                    <Link
                      to={paths.expert(id)}
                      className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      {t(`expertTitle.${id}`)}
                    </Link>
                  </h3>
                  {info ? (
                    <>
                      <p className="text-sm text-slate-800">{info.role}</p>
                      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                        {t("hub.limits")}
                      </p>
                      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                        {info.limits.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  <Link
                    to={paths.expert(id)}
                    className="mt-auto text-sm font-semibold text-brand-700 underline"
                  >
                    {t("hub.open", { name: t(`expertTitle.${id}`) })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>

        {!isPreview ? (
          <Card title={t("hub.sessions")}>
            <Sessions />
          </Card>
        ) : null}

        <Card
          title={t("hub.safetyPlan")}
          actions={
            <Link
              className="text-sm font-semibold text-brand-700 underline"
              to={paths.safetyPlan()}
            >
              {t("hub.openSafetyPlan")}
            </Link>
          }
        >
          <p className="text-sm text-slate-700">{t("hub.safetyPlanText")}</p>
        </Card>

        {isPreview ? (
          <section aria-labelledby="hub-journeys-heading" className="flex flex-col gap-3">
            <h2 id="hub-journeys-heading" className="text-lg font-semibold text-slate-900">
              {t("journeysTitle")}
            </h2>
            <p className="text-sm text-slate-700">{t("journeysIntro")}</p>
            <h3 className="text-base font-semibold text-slate-900">
              {t("expertTitle.psychologist")}
            </h3>
            <JourneyCards expert="psychologist" limit={4} />
            <Link className="text-sm font-semibold text-brand-700 underline" to={paths.journeys()}>
              {t("allJourneys")}
            </Link>
            <h3 className="text-base font-semibold text-slate-900">{t("expertTitle.physician")}</h3>
            <JourneyCards expert="physician" />
            <h3 className="text-base font-semibold text-slate-900">
              {t("expertTitle.healthcoach")}
            </h3>
            <JourneyCards expert="healthcoach" />
          </section>
        ) : (
          <Card title={t("hub.journeys")}>
            <MyJourneys />
          </Card>
        )}
      </div>
    </>
  );
}
