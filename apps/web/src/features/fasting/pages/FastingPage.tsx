import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { Chart } from "../../../components/Chart/Chart.tsx";
import { SettingsIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import {
  endFast,
  fastingData,
  fastingTimeZone,
  fastsData,
  saveFastingSettings,
  startFast,
} from "../api.ts";
import { EndFastDialog } from "../components/EndFastDialog.tsx";
import { FastHistory } from "../components/FastHistory.tsx";
import { FastStatsTiles } from "../components/FastStatsTiles.tsx";
import { FastTimer } from "../components/FastTimer.tsx";
import { StartFast } from "../components/StartFast.tsx";
import { clock } from "../display.ts";
import { fastingPaths } from "../paths.ts";

/** The fasting page: the member's own fasts, or the preview's demo person's. */
export default function FastingPage() {
  const { t } = useTranslation("fasting");
  const format = useDayFormat();
  const { toast } = useToast();
  usePageTitle(t("title"));
  const isPreview = useIsPreview();
  const fastingQueries = fastingData.useQueries();
  const fastsQueries = fastsData.useQueries();
  const settings = useQuery(fastingQueries.settings());
  const current = useQuery(fastingQueries.current());
  const stats = useQuery(fastingQueries.stats(fastingTimeZone()));
  const list = useInfiniteQuery(fastsQueries.pages());
  const gate = fastingData.useWriteGate();
  const fasts = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const [confirmEnd, setConfirmEnd] = useState(false);

  const start = fastingData.useMutation({ mutationFn: startFast, invalidate: (q) => [q.all()] });
  const end = fastingData.useMutation({ mutationFn: endFast, invalidate: (q) => [q.all()] });
  const acknowledge = fastingData.useMutation({
    mutationFn: saveFastingSettings,
    invalidate: (q) => [q.settings().queryKey],
  });

  const fast = current.data?.fast ?? null;
  const needsNote = settings.data !== undefined && settings.data.safetyNoteAcknowledgedAt === null;
  const recent = fasts
    .filter((f) => f.endTime !== null)
    .slice(0, 14)
    .reverse();

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        title={<DemoTitle title={t("title")} badge={isPreview ? t("demo.badge") : null} />}
        description={isPreview ? t("demo.body") : t("subtitle")}
        actions={
          gate ? (
            <Button variant="secondary" onClick={gate}>
              <SettingsIcon className="size-5" />
              {t("settings.link")}
            </Button>
          ) : (
            <Link to={fastingPaths.settings()} className={buttonClassName("secondary", "md")}>
              <SettingsIcon className="size-5" />
              {t("settings.link")}
            </Link>
          )
        }
      />
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-3">
        <Card className="lg:col-span-2" title={fast ? t("timer.heading") : t("start.heading")}>
          {current.data === undefined || settings.data === undefined ? (
            current.isError || settings.isError ? (
              <Banner variant="error" title={t("stats.error")}>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  onClick={() => void current.refetch()}
                >
                  {t("actions.retry")}
                </Button>
              </Banner>
            ) : (
              <Skeleton className="h-56 w-full" />
            )
          ) : fast ? (
            <FastTimer
              fast={fast}
              format={format}
              onEnd={() => setConfirmEnd(true)}
              onEditGated={gate}
            />
          ) : needsNote ? (
            <div className="flex flex-col gap-3 rounded-xl bg-sky-50 p-4 text-slate-800">
              <h3 className="text-base font-semibold text-slate-900">{t("safety.title")}</h3>
              <p className="text-sm">{t("safety.body")}</p>
              <div>
                <Button
                  loading={acknowledge.isPending}
                  onClick={() => acknowledge.mutate({ safetyNoteAcknowledged: true })}
                >
                  {t("safety.acknowledge")}
                </Button>
              </div>
            </div>
          ) : (
            <StartFast
              defaultHours={settings.data.defaultDurationHours}
              starting={start.isPending}
              onStart={async (input) => {
                await start.mutateAsync(input);
                toast({ message: t("start.started"), variant: "success" });
              }}
            />
          )}
        </Card>
        <Card title={t("stats.heading")}>
          <Loadable
            query={stats}
            loading={<Skeleton className="h-40 w-full" />}
            error={t("stats.error")}
          >
            {(data) => (
              <FastStatsTiles stats={data} showStreaks={settings.data?.showStreaks ?? true} />
            )}
          </Loadable>
        </Card>
      </div>
      {recent.length > 1 ? (
        <Card title={t("chart.heading")}>
          <Chart
            height={200}
            points={recent.map((f) => {
              const hours = (Date.parse(f.endTime as string) - Date.parse(f.startTime)) / 3_600_000;
              return {
                id: f.id,
                x: Date.parse(f.endTime as string),
                y: Math.round(hours * 10) / 10,
                xLabel: format.dateTime(f.endTime as string),
                yLabel: clock(hours * 3_600_000).replace(/:\d\d$/, ""),
              };
            })}
            target={
              settings.data
                ? {
                    y: settings.data.defaultDurationHours,
                    label: t("chart.target", { hours: settings.data.defaultDurationHours }),
                  }
                : null
            }
            yUnit="h"
            summary={t("chart.summary", {
              count: recent.length,
              average:
                Math.round(
                  recent.reduce(
                    (sum, f) => sum + Date.parse(f.endTime as string) - Date.parse(f.startTime),
                    0,
                  ) /
                    recent.length /
                    360_000,
                ) / 10,
            })}
            formatXTick={format.axisDay}
            formatYTick={(y) => String(y)}
            table={{
              caption: t("chart.caption"),
              xHeader: t("chart.date"),
              yHeader: t("chart.hours"),
            }}
          />
        </Card>
      ) : null}
      <Card title={t("history.heading")}>
        <Loadable
          query={{
            data: list.data ? fasts : undefined,
            isError: list.isError,
            refetch: list.refetch,
          }}
          loading={<Skeleton className="h-40 w-full" />}
          error={t("history.error")}
        >
          {(data) => (
            <FastHistory
              fasts={data}
              format={format}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              onEditGated={gate}
            />
          )}
        </Loadable>
      </Card>
      {fast ? (
        <EndFastDialog
          fast={fast}
          open={confirmEnd}
          onOpenChange={setConfirmEnd}
          ending={end.isPending}
          onEnd={async (input) => {
            await end.mutateAsync({ id: fast.id, input });
            setConfirmEnd(false);
            toast({ message: t("timer.ended"), variant: "success" });
          }}
        />
      ) : null}
    </div>
  );
}
