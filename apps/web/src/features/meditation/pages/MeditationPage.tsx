import type { MeditationSessionInput } from "@vitalog/domain";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { Chart } from "../../../components/Chart/Chart.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { PlusIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { dateOfDay, useModuleMutation, useModuleQuery } from "../../../kit/module-data.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import {
  logSession,
  MEDITATION_KEY,
  MEDITATION_SETTINGS_KEY,
  saveSettings,
  sessionsApi,
  sessionsPreview,
  settingsQuery,
  statsQuery,
} from "../api.ts";
import { MeditationTimer } from "../components/MeditationTimer.tsx";
import { meditationPaths } from "../paths.ts";

const PROMPT = "meditation:demo.promptFeature";

function MeditationPage({ isPreview }: { isPreview: boolean }) {
  const { t } = useTranslation("meditation");
  const format = useDayFormat();
  const { toast } = useToast();
  usePageTitle(t("title"));
  const series = isPreview ? sessionsPreview : sessionsApi;
  const gate = series.useWriteGate();
  const stats = useModuleQuery(isPreview, statsQuery());
  const settings = useModuleQuery(isPreview, settingsQuery);
  const list = series.useInfinite();
  const sessions = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const log = useModuleMutation(isPreview, {
    mutationFn: logSession,
    invalidate: [MEDITATION_KEY],
    promptFeatureKey: PROMPT,
  });
  const changeSettings = useModuleMutation(isPreview, {
    mutationFn: saveSettings,
    invalidate: [MEDITATION_SETTINGS_KEY],
    promptFeatureKey: PROMPT,
  });
  const { mutate } = log;
  const onFinish = useCallback(
    (session: MeditationSessionInput) =>
      mutate(session, {
        onSuccess: () => toast({ message: t("timer.logged"), variant: "success" }),
      }),
    [mutate, toast, t],
  );
  const showStreak = settings.data?.showStreak ?? true;
  const minutes = (value: number | null) =>
    value === null ? t("stats.none") : t("stats.minutes", { value });

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
            {t("title")}
            {isPreview ? (
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold tracking-normal text-amber-900">
                {t("demo.badge")}
              </span>
            ) : null}
          </span>
        }
        description={isPreview ? t("demo.body") : t("subtitle")}
        actions={
          gate ? (
            <Button onClick={gate}>
              <PlusIcon className="size-5" />
              {t("list.add")}
            </Button>
          ) : (
            <Link to={meditationPaths.add()} className={buttonClassName("primary", "md")}>
              <PlusIcon className="size-5" />
              {t("list.add")}
            </Link>
          )
        }
      />
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2">
        <Card className="min-w-0" title={t("timer.heading")} description={t("timer.screenAwake")}>
          {settings.data === undefined ? (
            <Skeleton className="h-72 w-full" />
          ) : (
            <MeditationTimer
              defaultBellMinutes={settings.data.intervalBellMinutes}
              onFinish={onFinish}
              onGated={gate}
            />
          )}
        </Card>
        <Card className="min-w-0" title={t("stats.heading")}>
          <Loadable
            query={stats}
            loading={<Skeleton className="h-72 w-full" />}
            error={t("stats.error")}
          >
            {(data) => (
              <div className="flex flex-col gap-4">
                <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {[
                    [t("stats.totalMinutes"), String(data.totalMinutes)],
                    [t("stats.thisWeek"), String(data.sessionsThisWeek)],
                    [t("stats.average"), minutes(data.averageMinutes)],
                    ...(showStreak
                      ? [
                          [
                            t("stats.streak"),
                            t("stats.streakDays", { count: data.currentStreakDays }),
                          ],
                        ]
                      : []),
                  ].map(([label, value]) => (
                    <div key={label} className="rounded-xl bg-slate-50 p-3">
                      <dt className="text-xs text-slate-600">{label}</dt>
                      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
                {showStreak ? (
                  <p className="text-xs text-slate-600">
                    {t("stats.longestStreak", { count: data.longestStreakDays })}
                  </p>
                ) : null}
                <div>
                  <h3 className="mb-1 text-sm font-semibold text-slate-900">{t("stats.weekly")}</h3>
                  <Chart
                    height={180}
                    points={data.minutesPerWeek.map((w) => ({
                      id: w.weekStart,
                      x: dateOfDay(w.weekStart).getTime(),
                      y: w.minutes,
                      xLabel: format.medium(w.weekStart),
                      yLabel: t("stats.minutes", { value: w.minutes }),
                    }))}
                    yUnit="min"
                    summary={t("stats.weeklySummary", { minutes: data.minutesThisWeek })}
                    formatXTick={format.axisDay}
                    formatYTick={(y) => String(y)}
                    table={{
                      caption: t("stats.weekly"),
                      xHeader: t("stats.week"),
                      yHeader: t("stats.totalMinutes"),
                    }}
                  />
                </div>
                <CheckboxField
                  label={t("stats.showStreak")}
                  description={t("stats.showStreakHint")}
                  checked={showStreak}
                  onChange={(e) => changeSettings.mutate({ showStreak: e.target.checked })}
                />
              </div>
            )}
          </Loadable>
        </Card>
      </div>
      <Card title={t("list.heading")}>
        <Loadable
          query={{
            data: list.data ? sessions : undefined,
            isError: list.isError,
            refetch: list.refetch,
          }}
          loading={<Skeleton className="h-40 w-full" />}
          error={t("list.error")}
        >
          {(items) =>
            items.length === 0 ? (
              <p className="py-4 text-sm text-slate-600">{t("list.empty")}</p>
            ) : (
              <div>
                <ul className="divide-y divide-slate-100">
                  {items.map((s) => {
                    const date = format.dateTime(s.startedAt);
                    return (
                      <li key={s.id} className="flex items-center gap-3 py-3">
                        <div className="min-w-0 flex-1">
                          <p className="font-semibold text-slate-900">
                            {t("list.minutes", { value: Math.round(s.durationSeconds / 6) / 10 })}
                          </p>
                          <p className="text-sm text-slate-600">
                            {date}
                            {s.note ? ` · ${s.note}` : ""}
                          </p>
                        </div>
                        {gate ? (
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={gate}
                            aria-label={t("list.editSession", { date })}
                          >
                            {t("list.edit")}
                          </Button>
                        ) : (
                          <Link
                            to={meditationPaths.edit(s.id)}
                            className={buttonClassName("ghost", "sm")}
                            aria-label={t("list.editSession", { date })}
                          >
                            {t("list.edit")}
                          </Link>
                        )}
                      </li>
                    );
                  })}
                </ul>
                {list.hasNextPage ? (
                  <Button
                    variant="secondary"
                    className="mt-3"
                    loading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {t("list.loadMore")}
                  </Button>
                ) : null}
              </div>
            )
          }
        </Loadable>
      </Card>
    </div>
  );
}

export default function MemberMeditationPage() {
  return <MeditationPage isPreview={false} />;
}

export function PreviewMeditationPage() {
  return <MeditationPage isPreview />;
}
