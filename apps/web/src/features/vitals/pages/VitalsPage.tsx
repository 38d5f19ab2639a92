import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  type BloodPressureReading,
  HYPERTENSION_DIASTOLIC,
  HYPERTENSION_SYSTOLIC,
  VITAL_KINDS,
  type VitalKind,
  type VitalReading,
} from "@vitalog/domain";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../../app/session.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { PencilIcon, PlusIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { dateOfDay, localToday } from "../../../lib/local-day.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { bloodPressureData, recentView, vitalReadingData } from "../api.ts";
import { CategoryBadge } from "../components/CategoryBadge.tsx";
import { CrisisWarning } from "../components/CrisisWarning.tsx";
import { ReadingChart } from "../components/ReadingChart.tsx";
import { SuggestionCard } from "../components/SuggestionCard.tsx";
import {
  averageOf,
  bloodPressureAverage,
  DAILY_MEAN_ABOVE,
  dailyMeans,
  type TemperatureUnit,
  temperatureUnitFor,
  toDisplayValue,
} from "../display.ts";
import { vitalsPaths } from "../paths.ts";
import { useVitalsFormat, type VitalsFormat } from "../useVitalsFormat.ts";

const editClassName =
  "inline-flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

/** A link to a page, or in the preview a button opening the sign-in prompt. */
function Action({
  to,
  gate,
  className,
  label,
  children,
}: {
  to: string;
  gate: (() => void) | undefined;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return gate ? (
    <button type="button" onClick={gate} className={className} aria-label={label}>
      {children}
    </button>
  ) : (
    <Link to={to} className={className} aria-label={label}>
      {children}
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-5">{children}</div>
    </section>
  );
}

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{label}</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}

function BloodPressureSummary({
  recent,
  format,
}: {
  recent: readonly BloodPressureReading[];
  format: VitalsFormat;
}) {
  const { t } = useTranslation("vitals");
  const now = new Date();
  const latest = recent[0];
  const averages = [
    { key: "average7", days: 7 },
    { key: "average30", days: 30 },
  ].map(({ key, days }) => ({ key, average: bloodPressureAverage(recent, days, now) }));
  const points = (which: "systolic" | "diastolic") =>
    recent.map((r) => ({
      id: r.id,
      x: Date.parse(r.measuredAt),
      y: r[which],
      xLabel: format.dateTime(r.measuredAt),
      yLabel: `${r[which]} ${t("bp.mmHg")}`,
    }));
  const chart = (which: "systolic" | "diastolic", threshold: number) => {
    const label = t(which === "systolic" ? "bp.systolicChart" : "bp.diastolicChart");
    return (
      <ReadingChart
        heading={label}
        points={points(which)}
        integer
        target={{ y: threshold, label: t("bp.stage1Line", { value: threshold }) }}
        summary={t("bp.chartSummary", { label, count: recent.length })}
        caption={t("bp.chartCaption", { label })}
        xHeader={t("bp.when")}
        yHeader={t("bp.mmHg")}
        emptyText={t("bp.chartEmpty")}
        singleText={t("bp.chartSingle")}
        formatXTick={format.axisDate}
      />
    );
  };
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Tile label={t("bp.latest")}>
          {latest ? (
            <>
              <p className="text-2xl font-semibold text-slate-900 tabular-nums">
                {format.bp(latest.systolic, latest.diastolic)}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <CategoryBadge category={latest.category} />
                {latest.pulse !== null ? (
                  <span className="text-sm text-slate-700">
                    {t("bp.pulse", { value: latest.pulse })}
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-slate-600">{format.dateTime(latest.measuredAt)}</p>
            </>
          ) : (
            <p className="text-sm text-slate-600">{t("bp.noAverage")}</p>
          )}
        </Tile>
        {averages.map(({ key, average }) => (
          <Tile key={key} label={t(`bp.${key}`)}>
            {average ? (
              <>
                <p className="text-2xl font-semibold text-slate-900 tabular-nums">
                  {format.bp(average.systolic, average.diastolic)}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <CategoryBadge category={average.category} />
                  <span className="text-sm text-slate-700">
                    {t("bp.readings", { count: average.readings })}
                  </span>
                </div>
              </>
            ) : (
              <p className="text-sm text-slate-600">{t("bp.noAverage")}</p>
            )}
          </Tile>
        ))}
      </div>
      <p className="text-sm text-slate-600">{t("categorySource")}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {chart("systolic", HYPERTENSION_SYSTOLIC)}
        {chart("diastolic", HYPERTENSION_DIASTOLIC)}
      </div>
    </>
  );
}

function BloodPressureList({
  format,
  gate,
}: {
  format: VitalsFormat;
  gate: (() => void) | undefined;
}) {
  const { t } = useTranslation("vitals");
  const queries = bloodPressureData.useQueries();
  const list = useInfiniteQuery(queries.pages());
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items), [list.data]);
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">{t("bp.list")}</h3>
      <Loadable
        query={{ data: items, isError: list.isError, refetch: () => list.refetch() }}
        loading={<Skeleton className="mt-2 h-24 w-full" />}
        error={t("errors.load")}
      >
        {(readings) =>
          readings.length === 0 ? (
            <div className="mt-2 text-sm text-slate-700">
              <p className="font-medium">{t("bp.empty.title")}</p>
              <p>{t("bp.empty.body")}</p>
            </div>
          ) : (
            <>
              <ul className="mt-1 divide-y divide-slate-100">
                {readings.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-slate-900 tabular-nums">
                        {format.bp(r.systolic, r.diastolic)}
                      </p>
                      <p className="text-sm text-slate-600">
                        <time dateTime={r.measuredAt}>{format.dateTime(r.measuredAt)}</time>
                        {r.pulse !== null ? ` · ${t("bp.pulse", { value: r.pulse })}` : ""}
                      </p>
                    </div>
                    <CategoryBadge category={r.category} />
                    <Action
                      to={vitalsPaths.editBloodPressure(r.id)}
                      gate={gate}
                      className={editClassName}
                      label={t("actions.editReading", { date: format.dateTime(r.measuredAt) })}
                    >
                      <PencilIcon className="size-4" />
                      <span className="hidden sm:inline">{t("actions.edit")}</span>
                    </Action>
                  </li>
                ))}
              </ul>
              {list.hasNextPage ? (
                <Button
                  variant="secondary"
                  fullWidth
                  loading={list.isFetchingNextPage}
                  onClick={() => list.fetchNextPage()}
                >
                  {t("actions.loadMore")}
                </Button>
              ) : null}
            </>
          )
        }
      </Loadable>
    </div>
  );
}

function OtherVitals({
  recent,
  format,
  unit,
  gate,
}: {
  recent: readonly VitalReading[];
  format: VitalsFormat;
  unit: TemperatureUnit;
  gate: (() => void) | undefined;
}) {
  const { t } = useTranslation("vitals");
  const queries = vitalReadingData.useQueries();
  const list = useInfiniteQuery(queries.pages());
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items), [list.data]);
  const latestOf = (kind: VitalKind) => recent.find((r) => r.kind === kind);
  const kindsWithReadings = VITAL_KINDS.filter((kind) => latestOf(kind));
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        {VITAL_KINDS.map((kind) => {
          const latest = latestOf(kind);
          const average = averageOf(recent, kind);
          return (
            <Tile key={kind} label={t(`kinds.${kind}`)}>
              {latest ? (
                <>
                  <p className="text-2xl font-semibold text-slate-900 tabular-nums">
                    {format.reading(kind, latest.value)}
                  </p>
                  {average !== null ? (
                    <p className="mt-1 text-sm text-slate-700">
                      {t("readings.average", { value: format.reading(kind, average) })}
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="text-sm text-slate-600">{t("readings.none")}</p>
              )}
            </Tile>
          );
        })}
      </div>
      {kindsWithReadings.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-3">
          {kindsWithReadings.map((kind) => {
            const label = t(`kinds.${kind}`);
            const ofKind = recent.filter((r) => r.kind === kind);
            const isDaily = ofKind.length > DAILY_MEAN_ABOVE;
            const points = isDaily
              ? dailyMeans(ofKind, (iso) => localToday(new Date(iso))).map((d) => ({
                  id: d.day,
                  x: dateOfDay(d.day).getTime(),
                  y: toDisplayValue(kind, d.mean, unit),
                  xLabel: format.longDate(dateOfDay(d.day).toISOString()),
                  yLabel: t("readings.dailyMean", {
                    value: format.reading(kind, d.mean),
                    count: d.readings,
                  }),
                }))
              : ofKind.map((r) => ({
                  id: r.id,
                  x: Date.parse(r.measuredAt),
                  y: toDisplayValue(kind, r.value, unit),
                  xLabel: format.dateTime(r.measuredAt),
                  yLabel: format.reading(kind, r.value),
                }));
            return (
              <ReadingChart
                key={kind}
                heading={isDaily ? t("readings.dailyHeading", { label }) : label}
                points={points}
                summary={
                  isDaily
                    ? t("readings.dailySummary", {
                        label,
                        count: ofKind.length,
                        days: points.length,
                      })
                    : t("bp.chartSummary", { label, count: points.length })
                }
                caption={isDaily ? t("readings.dailyHeading", { label }) : label}
                xHeader={t("bp.when")}
                yHeader={format.unitOf(kind)}
                emptyText={t("bp.chartEmpty")}
                singleText={t("bp.chartSingle")}
                formatXTick={format.axisDate}
              />
            );
          })}
        </div>
      ) : null}
      <div>
        <h3 className="text-base font-semibold text-slate-900">{t("readings.list")}</h3>
        <Loadable
          query={{ data: items, isError: list.isError, refetch: () => list.refetch() }}
          loading={<Skeleton className="mt-2 h-24 w-full" />}
          error={t("errors.load")}
        >
          {(readings) =>
            readings.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">{t("readings.empty")}</p>
            ) : (
              <>
                <ul className="mt-1 divide-y divide-slate-100">
                  {readings.map((r) => (
                    <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold text-slate-900 tabular-nums">
                          {format.reading(r.kind, r.value)}
                          <span className="ml-2 font-normal text-slate-700">
                            {t(`kinds.${r.kind}`)}
                          </span>
                        </p>
                        <p className="text-sm text-slate-600">
                          <time dateTime={r.measuredAt}>{format.dateTime(r.measuredAt)}</time>
                        </p>
                      </div>
                      <Action
                        to={vitalsPaths.editReading(r.id)}
                        gate={gate}
                        className={editClassName}
                        label={t("actions.editReading", { date: format.dateTime(r.measuredAt) })}
                      >
                        <PencilIcon className="size-4" />
                        <span className="hidden sm:inline">{t("actions.edit")}</span>
                      </Action>
                    </li>
                  ))}
                </ul>
                {list.hasNextPage ? (
                  <Button
                    variant="secondary"
                    fullWidth
                    loading={list.isFetchingNextPage}
                    onClick={() => list.fetchNextPage()}
                  >
                    {t("actions.loadMore")}
                  </Button>
                ) : null}
              </>
            )
          }
        </Loadable>
      </div>
    </>
  );
}

/** The vitals page: the member's own readings, or the preview's demo person's. */
export default function VitalsPage() {
  const { t } = useTranslation("vitals");
  usePageTitle(t("title"));
  const { profile } = useSession();
  const isPreview = useIsPreview();
  const unit = temperatureUnitFor(
    isPreview ? "metric" : (profile?.measurementPreference ?? "metric"),
  );
  const format = useVitalsFormat(unit);
  const bpQueries = bloodPressureData.useQueries();
  const readingQueries = vitalReadingData.useQueries();
  const bp = useQuery(bpQueries.view(recentView<BloodPressureReading>()));
  const readings = useQuery(readingQueries.view(recentView<VitalReading>()));
  const gate = bloodPressureData.useWriteGate();
  const latest = bp.data?.[0];

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        title={<DemoTitle title={t("title")} badge={isPreview ? t("demo.badge") : null} />}
        description={isPreview ? t("demo.body") : t("subtitle")}
        actions={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Action
              to={vitalsPaths.addBloodPressure()}
              gate={gate}
              className={buttonClassName("primary", "md")}
            >
              <PlusIcon className="size-5" />
              {t("actions.addBloodPressure")}
            </Action>
            <Action
              to={vitalsPaths.addReading()}
              gate={gate}
              className={buttonClassName("secondary", "md")}
            >
              <PlusIcon className="size-5" />
              {t("actions.addReading")}
            </Action>
          </div>
        }
      />
      {latest?.warning ? <CrisisWarning warning={latest.warning} /> : null}
      {isPreview ? null : <SuggestionCard />}
      <Section id="vitals-bp-heading" title={t("bp.heading")}>
        <Loadable
          query={bp}
          loading={<Skeleton className="h-40 w-full rounded-xl" />}
          error={t("errors.load")}
        >
          {(recent) => <BloodPressureSummary recent={recent} format={format} />}
        </Loadable>
        <BloodPressureList format={format} gate={gate} />
      </Section>
      <Section id="vitals-readings-heading" title={t("readings.heading")}>
        <Loadable
          query={readings}
          loading={<Skeleton className="h-40 w-full rounded-xl" />}
          error={t("errors.load")}
        >
          {(recent) => <OtherVitals recent={recent} format={format} unit={unit} gate={gate} />}
        </Loadable>
      </Section>
    </div>
  );
}
