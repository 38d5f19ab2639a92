import { useQuery } from "@tanstack/react-query";
import type { SharedRecord } from "@vitalog/domain";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { isApiError } from "../../../lib/api.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { sharedRecordQuery } from "../api.ts";

type Modules = SharedRecord["modules"];

function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language || "en";
  return {
    day: (value: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date(value.length === 10 ? `${value}T00:00:00Z` : value),
      ),
    instant: (value: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(value),
      ),
    number: (value: number) =>
      new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value),
  };
}

/** A read-only table: a caption for screen readers, column headers, one row per item. */
function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {head.map((cell) => (
              <th key={cell} scope="col" className="py-2 pr-4 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in a fixed order
            <tr key={i} className="border-b border-slate-100">
              {row.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of one row
                <td key={j} className="py-2 pr-4 text-slate-900">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Empty() {
  const { t } = useTranslation("sharing");
  return <p className="text-sm text-slate-600">{t("shared.empty")}</p>;
}

function WeightPart({ data }: { data: NonNullable<Modules["weight"]> }) {
  const { t } = useTranslation("sharing");
  const f = useFormats();
  if (!data.summary) return <Empty />;
  const s = data.summary;
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        {t("weight.summary", {
          count: s.count,
          first: f.number(s.firstKg),
          last: f.number(s.lastKg),
          change: `${s.changeKg > 0 ? "+" : ""}${f.number(s.changeKg)}`,
          min: f.number(s.minKg),
          max: f.number(s.maxKg),
        })}
      </p>
      <Table
        caption={t("modules.weight")}
        head={[t("weight.date"), t("weight.kg")]}
        rows={data.entries.map((e) => [f.instant(e.measuredAt), f.number(e.weightKg)])}
      />
    </>
  );
}

function WellbeingPart({ data }: { data: NonNullable<Modules["wellbeing"]> }) {
  const { t } = useTranslation("sharing");
  const f = useFormats();
  if (!data.averages) return <Empty />;
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">{t("wellbeing.averages", data.averages)}</p>
      <Table
        caption={t("modules.wellbeing")}
        head={["date", "mood", "energy", "sleepQuality", "stress"].map((k) => t(`wellbeing.${k}`))}
        rows={data.checkins.map((c) => [f.day(c.date), c.mood, c.energy, c.sleepQuality, c.stress])}
      />
    </>
  );
}

function BloodworkPart({ data }: { data: NonNullable<Modules["bloodwork"]> }) {
  const { t } = useTranslation("sharing");
  const f = useFormats();
  if (data.results.length === 0) return <Empty />;
  const range = (r: (typeof data.results)[number]) => {
    if (r.rangeLow !== null && r.rangeHigh !== null)
      return `${f.number(r.rangeLow)}–${f.number(r.rangeHigh)} ${r.unit}`;
    if (r.rangeHigh !== null)
      return `${r.rangeHighExclusive ? "<" : "≤"} ${f.number(r.rangeHigh)} ${r.unit}`;
    if (r.rangeLow !== null) return `≥ ${f.number(r.rangeLow)} ${r.unit}`;
    return "—";
  };
  return (
    <Table
      caption={t("modules.bloodwork")}
      head={["date", "marker", "value", "range", "flag"].map((k) => t(`bloodwork.${k}`))}
      rows={data.results.map((r) => [
        f.day(r.takenAt),
        r.name,
        `${f.number(r.value)} ${r.unit}`,
        range(r),
        r.flag ? t(`bloodwork.flags.${r.flag}`) : "—",
      ])}
    />
  );
}

function MedicationsPart({ data }: { data: NonNullable<Modules["medications"]> }) {
  const { t } = useTranslation("sharing");
  const f = useFormats();
  if (data.medications.length === 0) return <Empty />;
  return (
    <Table
      caption={t("modules.medications")}
      head={["name", "dose", "taken", "adherence"].map((k) => t(`medications.${k}`))}
      rows={data.medications.map((m) => [
        m.name,
        `${f.number(m.dosage)} ${m.dosageUnit}${m.times.length > 0 ? ` · ${m.times.join(", ")}` : ` · ${t("medications.asNeeded")}`}`,
        `${m.taken} / ${m.scheduled}`,
        m.adherencePercent === null ? "—" : `${m.adherencePercent}%`,
      ])}
    />
  );
}

function PainPart({ data }: { data: NonNullable<Modules["pain"]> }) {
  const { t } = useTranslation("sharing");
  const f = useFormats();
  if (data.regions.length === 0) return <Empty />;
  return (
    <Table
      caption={t("modules.pain")}
      head={["region", "count", "average", "highest"].map((k) => t(`pain.${k}`))}
      rows={data.regions.map((r) => [r.region, r.count, f.number(r.average), r.highest])}
    />
  );
}

function CyclePart({ data }: { data: NonNullable<Modules["cycle"]> }) {
  const { t } = useTranslation("sharing");
  const f = useFormats();
  if (data.periods.length === 0) return <Empty />;
  return (
    <>
      {data.averageCycleDays !== null && data.averagePeriodDays !== null ? (
        <p className="mb-3 text-sm text-slate-700">
          {t("cycle.averages", { cycle: data.averageCycleDays, period: data.averagePeriodDays })}
        </p>
      ) : null}
      <Table
        caption={t("modules.cycle")}
        head={["start", "end", "periodDays", "cycleDays"].map((k) => t(`cycle.${k}`))}
        rows={data.periods.map((p) => [
          f.day(p.startDate),
          p.endDate ? f.day(p.endDate) : "—",
          p.periodDays ?? "—",
          p.cycleDays ?? "—",
        ])}
      />
    </>
  );
}

/** Shown units of the vital signs (stored as UCUM: /min, %, Cel). */
const VITAL_UNIT_LABEL = { heartRate: "bpm", spo2: "%", temperature: "°C" } as const;

function VitalsPart({ data }: { data: NonNullable<Modules["vitals"]> }) {
  const { t } = useTranslation("sharing");
  const f = useFormats();
  if (data.bloodPressure.length === 0 && data.readings.length === 0) return <Empty />;
  return (
    <>
      {data.bloodPressure.length > 0 ? (
        <Table
          caption={t("vitals.bloodPressure")}
          head={["date", "reading", "pulse", "category"].map((k) => t(`vitals.${k}`))}
          rows={data.bloodPressure.map((r) => [
            f.instant(r.measuredAt),
            `${r.systolic}/${r.diastolic} mmHg`,
            r.pulse ?? "—",
            t(`vitals:category.${r.category}`),
          ])}
        />
      ) : null}
      {data.readings.length > 0 ? (
        <Table
          caption={t("vitals.otherReadings")}
          head={["date", "measure", "value"].map((k) => t(`vitals.${k}`))}
          rows={data.readings.map((r) => [
            f.instant(r.measuredAt),
            t(`vitals:kinds.${r.kind}`),
            `${f.number(r.value)} ${VITAL_UNIT_LABEL[r.kind]}`,
          ])}
        />
      ) : null}
    </>
  );
}

function ActivityPart({ data }: { data: NonNullable<Modules["activity"]> }) {
  const { t } = useTranslation("sharing");
  const f = useFormats();
  if (data.days.length === 0) return <Empty />;
  return (
    <Table
      caption={t("modules.activity")}
      head={["date", "steps", "activeMinutes"].map((k) => t(`activity.${k}`))}
      rows={data.days.map((d) => [
        f.day(d.date),
        d.steps === null ? "—" : f.number(d.steps),
        d.activeMinutes ?? "—",
      ])}
    />
  );
}

const PARTS: { [K in keyof Modules]-?: (props: { data: NonNullable<Modules[K]> }) => ReactNode } = {
  weight: WeightPart,
  wellbeing: WellbeingPart,
  bloodwork: BloodworkPart,
  medications: MedicationsPart,
  pain: PainPart,
  cycle: CyclePart,
  vitals: VitalsPart,
  activity: ActivityPart,
};

function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/** `/shared/{token}`: a share link's modules for its period, read-only, for anyone holding it. */
export default function SharedRecordPage() {
  const { t } = useTranslation("sharing");
  const f = useFormats();
  const { token = "" } = useParams();
  const query = useQuery(sharedRecordQuery(token));
  usePageTitle(t("shared.title"));
  useNoIndex();
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">
          {notFound ? t("shared.notFoundTitle") : t("shared.title")}
        </h1>
        {query.data ? (
          <>
            <p className="mt-1 text-slate-700">
              {t("shared.period", { from: f.day(query.data.from), to: f.day(query.data.to) })}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t("shared.expires", { date: f.instant(query.data.expiresAt) })}
            </p>
          </>
        ) : null}
      </header>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t("shared.loading")}
        </p>
      ) : notFound ? (
        <p className="text-slate-700">{t("shared.notFound")}</p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-slate-700">{t("shared.failed")}</p>
          <Button onClick={() => query.refetch()}>{t("shared.retry")}</Button>
        </div>
      ) : (
        (Object.keys(PARTS) as (keyof Modules)[])
          .filter((name) => query.data.modules[name] !== undefined)
          .map((name) => {
            const Part = PARTS[name] as (props: { data: unknown }) => ReactNode;
            return (
              <Card key={name} title={t(`modules.${name}`)}>
                <Part data={query.data.modules[name]} />
              </Card>
            );
          })
      )}
      <footer className="border-t border-slate-200 pt-4 text-sm text-slate-600">
        {t("shared.readOnly")}
      </footer>
    </main>
  );
}
