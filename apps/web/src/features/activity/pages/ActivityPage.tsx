import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ActivityDay, type ActivitySummary, addDays, DAILY_STEP_GOAL } from "@vitalog/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { Chart, type ChartPoint } from "../../../components/Chart/Chart.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { type DayFormat, useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { dateOfDay, localToday } from "../../../lib/local-day.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { type ActivityPeriod, activityData, deleteActivityDay, saveActivityDay } from "../api.ts";
import { DayForm } from "../components/DayForm.tsx";
import { Segmented } from "../components/Segmented.tsx";
import { activityFormFrom, toActivityDayInput } from "../form.ts";

const PERIODS = [7, 30, 90] as const;

function useNumber() {
  const { i18n } = useTranslation();
  return useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
}

function Averages({ summary }: { summary: ActivitySummary }) {
  const { t } = useTranslation("activity");
  const number = useNumber();
  const tile = (label: string, value: number | null, extra?: string) => (
    <div className="rounded-xl bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
        {value === null ? t("summary.none") : number.format(value)}
      </p>
      {extra ? <p className="mt-0.5 text-sm text-slate-600">{extra}</p> : null}
    </div>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {tile(
        t("summary.steps"),
        summary.averages.steps,
        t("summary.recordedDays", { count: summary.recordedDays }),
      )}
      {tile(t("summary.activeMinutes"), summary.averages.activeMinutes)}
      {tile(t("summary.goalDays", { goal: number.format(DAILY_STEP_GOAL) }), summary.goalDays)}
    </div>
  );
}

function StepsChart({ summary, format }: { summary: ActivitySummary; format: DayFormat }) {
  const { t } = useTranslation("activity");
  const number = useNumber();
  const points = useMemo<ChartPoint[]>(
    () =>
      summary.daily.flatMap((d) =>
        d.steps === null
          ? []
          : [
              {
                id: d.date,
                x: dateOfDay(d.date).getTime(),
                y: d.steps,
                xLabel: format.long(d.date),
                yLabel: t("list.steps", { value: number.format(d.steps) }),
              },
            ],
      ),
    [summary, format, number, t],
  );
  return (
    <Chart
      points={points}
      height={220}
      integer
      xDomain={[dateOfDay(summary.from).getTime(), dateOfDay(summary.to).getTime()]}
      target={{
        y: DAILY_STEP_GOAL,
        label: t("chart.goal", { goal: number.format(DAILY_STEP_GOAL) }),
      }}
      emptyText={t("chart.empty")}
      singleText={t("chart.single")}
      summary={t("chart.summary", {
        count: points.length,
        average: summary.averages.steps === null ? "–" : number.format(summary.averages.steps),
      })}
      formatXTick={format.axisDay}
      formatYTick={(y) => number.format(y)}
      table={{ caption: t("chart.caption"), xHeader: t("chart.day"), yHeader: t("chart.steps") }}
    />
  );
}

function Weekly({ summary, format }: { summary: ActivitySummary; format: DayFormat }) {
  const { t } = useTranslation("activity");
  const number = useNumber();
  if (summary.weekly.length === 0)
    return <p className="text-sm text-slate-600">{t("weekly.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("weekly.week")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t("weekly.steps")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t("weekly.activeMinutes")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {[...summary.weekly].reverse().map((w) => (
            <tr key={w.weekStart}>
              <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                {format.short(w.weekStart)}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">
                {w.steps === null ? "–" : number.format(w.steps)}
              </td>
              <td className="py-2 text-right tabular-nums">
                {w.activeMinutes === null ? "–" : number.format(w.activeMinutes)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayList({
  days,
  format,
  onEdit,
  onDelete,
}: {
  days: readonly ActivityDay[];
  format: DayFormat;
  onEdit: (day: ActivityDay) => void;
  onDelete: (day: ActivityDay) => void;
}) {
  const { t } = useTranslation("activity");
  const number = useNumber();
  if (days.length === 0) return <p className="text-sm text-slate-600">{t("list.empty")}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {days.map((d) => (
        <li key={d.date} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
          <p className="min-w-0 flex-1 font-medium text-slate-900">
            <time dateTime={d.date}>{format.medium(d.date)}</time>
          </p>
          <p className="text-sm text-slate-800 tabular-nums">
            {[
              d.steps === null ? null : t("list.steps", { value: number.format(d.steps) }),
              d.activeMinutes === null
                ? null
                : t("list.minutes", { value: number.format(d.activeMinutes) }),
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("list.editDay", { date: format.long(d.date) })}
              onClick={() => onEdit(d)}
            >
              {t("list.edit")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("list.deleteDay", { date: format.long(d.date) })}
              onClick={() => onDelete(d)}
            >
              {t("list.delete")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The activity page: a day's form, the period's averages, the steps chart, weeks and days. */
export default function ActivityPage() {
  const { t } = useTranslation("activity");
  const format = useDayFormat();
  const { toast } = useToast();
  usePageTitle(t("title"));
  const isPreview = useIsPreview();
  const queries = activityData.useQueries();
  const today = localToday();
  const [period, setPeriod] = useState<ActivityPeriod>(30);
  const [editing, setEditing] = useState<ActivityDay | null>(null);
  const [deleting, setDeleting] = useState<ActivityDay | null>(null);
  const summary = useQuery({
    ...queries.summary(period, today),
    placeholderData: keepPreviousData,
  });
  const formValues = useMemo(
    () => (editing ? activityFormFrom(editing.date, editing) : activityFormFrom(today, null)),
    [editing, today],
  );

  const save = activityData.useMutation({
    mutationFn: saveActivityDay,
    invalidate: (q) => [q.all()],
  });
  const remove = activityData.useMutation({
    mutationFn: deleteActivityDay,
    invalidate: (q) => [q.all()],
  });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={<DemoTitle title={t("title")} badge={isPreview ? t("demo.badge") : null} />}
        description={isPreview ? t("demo.body") : t("subtitle")}
      />
      <Card
        title={editing ? t("form.editing", { date: format.long(editing.date) }) : t("form.heading")}
        actions={
          editing ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(null)}>
              {t("form.newDay")}
            </Button>
          ) : null
        }
      >
        <DayForm
          values={formValues}
          maxDate={addDays(today, 1)}
          onSubmit={async (values, confirmed) => {
            await save.mutateAsync({
              date: values.date,
              input: { ...toActivityDayInput(values), ...(confirmed ? { confirmed: true } : {}) },
            });
            toast({ message: t("form.saved"), variant: "success" });
            setEditing(null);
          }}
        />
      </Card>

      <Card
        title={t("summary.heading")}
        actions={
          <Segmented
            label={t("summary.period")}
            options={PERIODS}
            value={period}
            onChange={setPeriod}
            labelOf={(d) => t(`summary.days_${d}`)}
          />
        }
      >
        <Loadable
          query={summary}
          loading={<Skeleton className="h-64 w-full rounded-xl" />}
          error={t("errors.summary")}
        >
          {(data) => (
            <div className="flex flex-col gap-5">
              <Averages summary={data} />
              <section aria-labelledby="activity-steps-heading">
                <h3
                  id="activity-steps-heading"
                  className="mb-2 text-base font-semibold text-slate-900"
                >
                  {t("chart.heading")}
                </h3>
                <StepsChart summary={data} format={format} />
                <p className="mt-2 text-sm text-slate-600">{t("summary.goalSource")}</p>
              </section>
              <section aria-labelledby="activity-weekly-heading">
                <h3
                  id="activity-weekly-heading"
                  className="mb-1 text-base font-semibold text-slate-900"
                >
                  {t("weekly.heading")}
                </h3>
                <Weekly summary={data} format={format} />
              </section>
              <section aria-labelledby="activity-days-heading">
                <h3
                  id="activity-days-heading"
                  className="mb-1 text-base font-semibold text-slate-900"
                >
                  {t("list.heading")}
                </h3>
                <DayList
                  days={[...data.daily].reverse()}
                  format={format}
                  onEdit={(day) => {
                    setEditing(day);
                    window.scrollTo({ top: 0, behavior: "smooth" });
                  }}
                  onDelete={setDeleting}
                />
              </section>
            </div>
          )}
        </Loadable>
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        title={t("list.deleteDay", { date: deleting ? format.long(deleting.date) : "" })}
        message={t("list.deleteDay", { date: deleting ? format.long(deleting.date) : "" })}
        confirmLabel={t("list.delete")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.date);
            toast({ message: t("list.deleted"), variant: "success" });
            if (editing?.date === deleting.date) setEditing(null);
          } finally {
            setDeleting(null);
          }
        }}
      />
    </div>
  );
}
