import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  type MeditationSessionInput,
  type MeditationSettings,
  type MeditationStats,
  meditationMinutes,
} from "@vitalog/domain";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { PlusIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import {
  logSession,
  meditationData,
  meditationTimeZone,
  saveSettings,
  sessionsData,
} from "../api.ts";
import { MeditationTimer } from "../components/MeditationTimer.tsx";
import { WeeklyMinutesChart } from "../components/WeeklyMinutesChart.tsx";
import { bellChoices } from "../display.ts";
import { meditationPaths } from "../paths.ts";

/** The meditation page: the member's own sessions, or the preview's demo person's. */
export default function MeditationPage() {
  const { t } = useTranslation("meditation");
  const format = useDayFormat();
  const { toast } = useToast();
  usePageTitle(t("title"));
  const isPreview = useIsPreview();
  const gate = meditationData.useWriteGate();
  const meditationQueries = meditationData.useQueries();
  const stats = useQuery(meditationQueries.stats(meditationTimeZone()));
  const settings = useQuery(meditationQueries.settings());
  const list = useInfiniteQuery(sessionsData.useQueries().pages());
  const sessions = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const log = meditationData.useMutation({ mutationFn: logSession, invalidate: (q) => [q.all()] });
  const { mutateAsync } = log;
  const onFinish = useCallback(
    (session: MeditationSessionInput) =>
      mutateAsync(session).then(() =>
        toast({ message: t("timer.loggedToast"), variant: "success" }),
      ),
    [mutateAsync, toast, t],
  );
  const saveSettingsChange = meditationData.useMutation({
    mutationFn: saveSettings,
    invalidate: (q) => [q.settings().queryKey],
  });
  // A member's change shows at once; it gives way to the server's answer once saved or refused.
  const [pending, setPending] = useState<Partial<MeditationSettings>>({});
  const changeSettings = (patch: Partial<MeditationSettings>) => {
    if (!isPreview) setPending((p) => ({ ...p, ...patch }));
    saveSettingsChange.mutate(patch, { onSettled: () => setPending({}) });
  };
  const shownSettings = settings.data ? { ...settings.data, ...pending } : undefined;
  const showStreak = shownSettings?.showStreak ?? true;

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        title={<DemoTitle title={t("title")} badge={isPreview ? t("demo.badge") : null} />}
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
          {shownSettings === undefined ? (
            <Skeleton className="h-72 w-full" />
          ) : (
            <MeditationTimer
              defaultBellMinutes={shownSettings.intervalBellMinutes}
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
            {(data) => <StatsFigures stats={data} showStreak={showStreak} />}
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
                            {t("list.minutes", { value: meditationMinutes(s.durationSeconds) })}
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
      <Card title={t("settings.heading")} description={t("settings.description")}>
        {shownSettings === undefined ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
            <CheckboxField
              label={t("settings.showStreak")}
              description={t("settings.showStreakHint")}
              checked={showStreak}
              onChange={(e) => changeSettings({ showStreak: e.target.checked })}
            />
            <Select
              label={t("settings.bell")}
              hint={t("settings.bellHint")}
              value={
                shownSettings.intervalBellMinutes === null
                  ? ""
                  : String(shownSettings.intervalBellMinutes)
              }
              onChange={(e) =>
                changeSettings({
                  intervalBellMinutes: e.target.value ? Number(e.target.value) : null,
                })
              }
              options={[
                { value: "", label: t("timer.noBell") },
                ...bellChoices(shownSettings.intervalBellMinutes).map((m) => ({
                  value: String(m),
                  label: t("timer.bellEvery", { count: m }),
                })),
              ]}
            />
          </div>
        )}
        {saveSettingsChange.isError && !isPreview ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t("settings.error")}
          </p>
        ) : null}
      </Card>
    </div>
  );
}

/** The stat tiles (the streak unless hidden) and minutes per week with its table. */
function StatsFigures({ stats, showStreak }: { stats: MeditationStats; showStreak: boolean }) {
  const { t } = useTranslation("meditation");
  const tiles: [string, string, string?][] = [
    [t("stats.totalMinutes"), String(stats.totalMinutes)],
    [t("stats.thisWeek"), String(stats.sessionsThisWeek)],
    [
      t("stats.average"),
      stats.totalSessions === 0
        ? t("stats.none")
        : t("stats.minutes", { value: stats.averageMinutes }),
    ],
  ];
  if (showStreak) {
    tiles.push([
      t("stats.streak"),
      t("stats.streakDays", { count: stats.currentStreak }),
      t("stats.longestStreak", { count: stats.longestStreak }),
    ]);
  }
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        {tiles.map(([label, value, note]) => (
          <div key={label} className="flex flex-col rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
            {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-slate-900">{t("stats.weekly")}</h3>
        <WeeklyMinutesChart
          weeks={stats.minutesPerWeek}
          summary={t("stats.weeklySummary", {
            minutes: stats.minutesThisWeek,
            total: meditationMinutes(
              stats.minutesPerWeek.reduce((sum, w) => sum + w.minutes * 60, 0),
            ),
          })}
        />
      </div>
    </div>
  );
}
