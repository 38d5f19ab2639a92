import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { predictedPeriodDays } from "@vitalog/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { unusualValuesOf } from "../../../kit/ConfirmUnusual.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { SignInRequiredError, useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { monthOf } from "../../../kit/MonthCalendar.tsx";
import { localToday } from "../../../lib/local-day.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { useEnableReminders } from "../../notifications/permission/index.tsx";
import {
  changePeriod,
  cycleData,
  DEFAULT_CYCLE_SETTINGS,
  deleteDay,
  deletePeriod,
  logPeriod,
  saveDay,
  saveSettings,
} from "../api.ts";
import { CycleCalendar } from "../components/CycleCalendar.tsx";
import { CycleSettingsForm } from "../components/CycleSettingsForm.tsx";
import { CycleStatsView } from "../components/CycleStatsView.tsx";
import { DayPanel } from "../components/DayPanel.tsx";
import { PeriodForm, PeriodsList } from "../components/PeriodsList.tsx";
import { PredictionSummary } from "../components/PredictionSummary.tsx";
import { calendarMarks } from "../display.ts";

/** The cycle page, a member's or (in the preview) the demo person's. */
export default function CyclePage() {
  const isPreview = useIsPreview();
  const { t } = useTranslation("cycle");
  const format = useDayFormat();
  const { toast } = useToast();
  const reminders = useEnableReminders();
  const messageText = useMessageText();
  const today = localToday();
  const [month, setMonth] = useState(monthOf(today));
  const [selected, setSelected] = useState(today);
  const cycle = cycleData.useQueries();
  const periods = useQuery(cycle.periods());
  const predictions = useQuery(cycle.predictions());
  const stats = useQuery(cycle.stats());
  const settings = useQuery(cycle.settings());
  const days = useQuery({ ...cycle.days(month), placeholderData: keepPreviousData });
  const selectedDays = useQuery(cycle.days(monthOf(selected)));
  const discreet = settings.data?.discreetMode ?? false;
  usePageTitle(discreet ? t("discreetTitle") : t("title"));

  const addPeriod = cycleData.useMutation({ mutationFn: logPeriod, invalidate: (q) => [q.all()] });
  const updatePeriod = cycleData.useMutation({
    mutationFn: changePeriod,
    invalidate: (q) => [q.all()],
  });
  const removePeriod = cycleData.useMutation({
    mutationFn: deletePeriod,
    invalidate: (q) => [q.all()],
  });
  const putDay = cycleData.useMutation({ mutationFn: saveDay, invalidate: (q) => [q.all()] });
  const clearDay = cycleData.useMutation({ mutationFn: deleteDay, invalidate: (q) => [q.all()] });
  const putSettings = cycleData.useMutation({
    mutationFn: saveSettings,
    invalidate: (q) => [q.all()],
  });
  const errorOf = (error: Error | null) =>
    error && !(error instanceof SignInRequiredError) && !unusualValuesOf(error)
      ? messageText(error)
      : null;
  // The server's question about a start close to another period's (422), or null.
  const askedOf = (error: Error | null) => unusualValuesOf(error)?.message ?? null;

  const predictedDays = predictedPeriodDays(stats.data?.averagePeriodLength ?? null);
  const marks = useMemo(
    () => calendarMarks(periods.data ?? [], predictions.data, today, predictedDays),
    [periods.data, predictions.data, today, predictedDays],
  );
  const dayLog = selectedDays.data?.find((d) => d.date === selected) ?? null;

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        title={
          <DemoTitle
            title={discreet ? t("discreetTitle") : t("title")}
            badge={isPreview ? t("demo.badge") : null}
          />
        }
        description={isPreview ? t("demo.body") : discreet ? t("discreetSubtitle") : t("subtitle")}
      />
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2 [&>*]:min-w-0">
        <Card title={discreet ? t("summary.discreetHeading") : t("summary.heading")}>
          <Loadable
            query={predictions}
            loading={<Skeleton className="h-40 w-full" />}
            error={t("stats.error")}
          >
            {(data) => (
              <PredictionSummary
                predictions={data}
                today={today}
                discreet={discreet}
                format={format}
              />
            )}
          </Loadable>
        </Card>
        <Card title={t("calendar.heading")}>
          <Loadable
            query={days}
            loading={<Skeleton className="h-80 w-full" />}
            error={t("calendar.error")}
          >
            {(data) => (
              <CycleCalendar
                month={month}
                today={today}
                selected={selected}
                marks={marks}
                days={data}
                format={format}
                onMonthChange={setMonth}
                onSelect={setSelected}
              />
            )}
          </Loadable>
        </Card>
      </div>
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2 [&>*]:min-w-0">
        <Card title={t("day.heading", { date: format.long(selected) })}>
          {selected > today ? (
            <p className="text-sm text-slate-600">{t("day.future")}</p>
          ) : selectedDays.data === undefined ? (
            <Skeleton className="h-60 w-full" />
          ) : (
            <DayPanel
              key={`${selected}-${dayLog?.updatedAt ?? "new"}`}
              existing={dayLog}
              saving={putDay.isPending}
              onSave={(input) =>
                putDay.mutateAsync(
                  { date: selected, input },
                  { onSuccess: () => toast({ message: t("day.saved"), variant: "success" }) },
                )
              }
              onClear={() =>
                clearDay.mutate(selected, {
                  onSuccess: () => toast({ message: t("day.cleared"), variant: "success" }),
                })
              }
            />
          )}
        </Card>
        <Card title={t("periods.heading")}>
          <div className="flex flex-col gap-4">
            <div className="rounded-xl bg-slate-50 p-3">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">{t("periods.log")}</h3>
              <PeriodForm
                key={periods.data?.length ?? 0}
                initial={{ startDate: selected <= today ? selected : today, endDate: null }}
                today={today}
                submitLabel={t("periods.save")}
                saving={addPeriod.isPending}
                asked={askedOf(addPeriod.error)}
                confirmStart={{
                  format,
                  otherStarts: (periods.data ?? []).map((p) => p.startDate),
                }}
                onSubmit={(input, confirmed) =>
                  addPeriod.mutateAsync(confirmed ? { ...input, confirmed } : input, {
                    onSuccess: () => toast({ message: t("periods.logged"), variant: "success" }),
                  })
                }
              />
            </div>
            <Loadable
              query={periods}
              loading={<Skeleton className="h-32 w-full" />}
              error={t("periods.error")}
            >
              {(data) => (
                <PeriodsList
                  periods={data}
                  today={today}
                  format={format}
                  saving={updatePeriod.isPending || removePeriod.isPending}
                  error={errorOf(updatePeriod.error ?? removePeriod.error)}
                  asked={askedOf(updatePeriod.error)}
                  onChange={(id, patch, done) =>
                    updatePeriod.mutateAsync(
                      { id, patch },
                      {
                        onSuccess: () => {
                          done();
                          toast({ message: t("periods.updated"), variant: "success" });
                        },
                      },
                    )
                  }
                  onDelete={(id, done) =>
                    removePeriod.mutate(id, {
                      onSettled: done,
                      onSuccess: () => toast({ message: t("periods.deleted"), variant: "success" }),
                    })
                  }
                />
              )}
            </Loadable>
          </div>
        </Card>
      </div>
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2 [&>*]:min-w-0">
        <Card title={t("stats.heading")}>
          <Loadable
            query={stats}
            loading={<Skeleton className="h-40 w-full" />}
            error={t("stats.error")}
          >
            {(data) => <CycleStatsView stats={data} format={format} />}
          </Loadable>
        </Card>
        <Card title={t("settings.heading")}>
          <CycleSettingsForm
            key={JSON.stringify(settings.data ?? DEFAULT_CYCLE_SETTINGS)}
            settings={settings.data ?? DEFAULT_CYCLE_SETTINGS}
            saving={putSettings.isPending}
            onSave={(patch) =>
              putSettings.mutateAsync(patch, {
                onSuccess: () => {
                  toast({ message: t("settings.saved"), variant: "success" });
                  if (patch.periodReminders || patch.fertilityReminders || patch.symptomReminders) {
                    reminders.offer();
                  }
                },
              })
            }
          />
        </Card>
      </div>
      {reminders.explainer}
    </div>
  );
}
