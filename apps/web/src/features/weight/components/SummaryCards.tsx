import { bmiCategory, calculateBmi, obesityClass, type WeightEntry } from "@vitalog/domain";
import clsx from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { settingsPaths } from "../../settings/paths.ts";
import {
  type ChangeTone,
  changeDirection,
  changeTone,
  goalDistance,
  type SummaryDays,
  type WeightProfile,
  type WeightSummaryData,
} from "../display.ts";
import type { WeightFormat } from "../useWeightFormat.ts";
import { ArrowDownIcon, ArrowUpIcon, FlagIcon, RulerIcon, SteadyIcon } from "./icons.tsx";

function Tile({
  label,
  children,
  className,
  headingLevel = 3,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-label={label}
      className={clsx(
        "flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5",
        className,
      )}
    >
      <Heading className="text-sm font-medium text-slate-600">{label}</Heading>
      {children}
    </section>
  );
}

const toneStyles: Record<ChangeTone, { badge: string; text: string }> = {
  good: { badge: "bg-emerald-100 text-emerald-800", text: "text-emerald-800" },
  bad: { badge: "bg-amber-100 text-amber-800", text: "text-amber-800" },
  neutral: { badge: "bg-slate-100 text-slate-700", text: "text-slate-700" },
};

/** The change from the earliest weigh-in inside the last `days` days of the latest. */
function ChangeTile({
  days,
  latest,
  baseline,
  hasEarlier,
  profile,
  format,
}: {
  days: SummaryDays;
  latest: WeightEntry;
  baseline: WeightEntry | null;
  hasEarlier: boolean;
  profile: WeightProfile;
  format: WeightFormat;
}) {
  const { t } = useTranslation("weight");
  const label = t(days === 7 ? "summary.change7" : "summary.change30");
  if (!baseline) {
    return (
      <Tile label={label}>
        <p className="mt-2 text-base font-medium text-slate-500">
          {hasEarlier ? t("summary.noEarlierInWindow", { days }) : t("summary.notEnoughData")}
        </p>
      </Tile>
    );
  }
  const delta = latest.weightKg - baseline.weightKg;
  const direction = changeDirection(delta, format.unit);
  const tone = changeTone(direction, profile.weightGoal);
  const Icon = direction === "up" ? ArrowUpIcon : direction === "down" ? ArrowDownIcon : SteadyIcon;
  const since = format.shortDate(baseline.measuredAt);
  return (
    <Tile label={label}>
      <p className="mt-2 flex items-center gap-2">
        <span
          className={clsx(
            "inline-flex size-7 shrink-0 items-center justify-center rounded-full",
            toneStyles[tone].badge,
          )}
        >
          <Icon className="size-4" />
        </span>
        <span className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
          {direction === "steady" ? format.weight(0) : format.weight(Math.abs(delta))}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t(`summary.${direction}Since`, { date: since })}
      </p>
      {tone !== "neutral" ? (
        <p className={clsx("mt-0.5 text-sm font-medium", toneStyles[tone].text)}>
          {t(tone === "good" ? "summary.towardsGoal" : "summary.awayFromGoal")}
        </p>
      ) : null}
    </Tile>
  );
}

const BMI_SCALE_MIN = 15;
const BMI_SCALE_MAX = 40;
const BMI_BANDS = [
  { to: 18.5, className: "bg-sky-400" },
  { to: 25, className: "bg-emerald-500" },
  { to: 30, className: "bg-amber-400" },
  { to: BMI_SCALE_MAX, className: "bg-rose-500" },
];

const categoryBadge = {
  underweight: "bg-sky-100 text-sky-900",
  healthy: "bg-emerald-100 text-emerald-900",
  overweight: "bg-amber-100 text-amber-900",
  obesity: "bg-rose-100 text-rose-900",
} as const;

function BmiScale({ bmi }: { bmi: number }) {
  const span = BMI_SCALE_MAX - BMI_SCALE_MIN;
  const position = Math.min(Math.max((bmi - BMI_SCALE_MIN) / span, 0), 1) * 100;
  let from = BMI_SCALE_MIN;
  return (
    <div aria-hidden="true" className="mt-4">
      <div className="relative">
        <div className="flex h-2.5 overflow-hidden rounded-full">
          {BMI_BANDS.map((band) => {
            const width = ((band.to - from) / span) * 100;
            from = band.to;
            return <div key={band.to} className={band.className} style={{ width: `${width}%` }} />;
          })}
        </div>
        <div
          className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-slate-900 shadow"
          style={{ left: `${position}%` }}
        />
      </div>
      <div className="relative mt-1.5 h-4 text-[11px] text-slate-500 tabular-nums">
        {[18.5, 25, 30].map((mark) => (
          <span
            key={mark}
            className="absolute -translate-x-1/2"
            style={{ left: `${((mark - BMI_SCALE_MIN) / span) * 100}%` }}
          >
            {mark}
          </span>
        ))}
      </div>
    </div>
  );
}

export function BmiCard({
  latest,
  isLoading = false,
  profile,
  format,
  className,
}: {
  latest: WeightEntry | null;
  isLoading?: boolean;
  profile: WeightProfile;
  format: WeightFormat;
  className?: string;
}) {
  const { t } = useTranslation("weight");
  const label = t("summary.bmi");
  if (!profile.heightCm) {
    return (
      <Tile label={label} className={className} headingLevel={2}>
        <div className="mt-3 flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <RulerIcon className="size-5" />
          </span>
          <div>
            <p className="text-sm text-slate-700">{t("summary.bmiNeedsHeight")}</p>
            <Link
              to={settingsPaths.profile()}
              className="mt-1 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t("summary.addHeight")}
            </Link>
          </div>
        </div>
        <p className="mt-4 text-sm text-slate-600">{t("summary.bmiAbout")}</p>
      </Tile>
    );
  }
  if (isLoading) {
    return (
      <Tile label={label} className={className} headingLevel={2}>
        <Skeleton className="mt-3 h-8 w-32" />
        <Skeleton className="mt-5 h-2.5 w-full" />
        <Skeleton className="mt-5 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-3/4" />
      </Tile>
    );
  }
  if (!latest) {
    return (
      <Tile label={label} className={className} headingLevel={2}>
        <p className="mt-2 text-sm text-slate-600">{t("summary.bmiNeedsWeight")}</p>
      </Tile>
    );
  }
  const bmi = calculateBmi(latest.weightKg, profile.heightCm);
  const category = bmiCategory(bmi);
  const obesity = obesityClass(bmi);
  const heightM2 = (profile.heightCm / 100) ** 2;
  const [healthyMinKg, healthyMaxKg] = [18.5 * heightM2, 24.9 * heightM2];
  return (
    <Tile label={label} className={className} headingLevel={2}>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
          {format.bmi(bmi)}
        </p>
        <p
          className={clsx(
            "rounded-full px-2.5 py-1 text-sm font-semibold",
            categoryBadge[category],
          )}
        >
          {t(`summary.bmiCategory.${category}`)}
          {obesity ? (
            <span className="font-medium">
              {" · "}
              {t("summary.bmiObesityClass", { value: ["I", "II", "III"][obesity - 1] })}
            </span>
          ) : null}
        </p>
      </div>
      <BmiScale bmi={bmi} />
      <p className="mt-3 text-sm text-slate-700">{t(`summary.bmiExplain.${category}`)}</p>
      <p className="mt-2 text-sm text-slate-700">
        {t("summary.healthyRange", {
          min: format.weight(healthyMinKg),
          max: format.weight(healthyMaxKg),
        })}
      </p>
      <p className="mt-1 text-xs text-slate-500">{t("summary.bmiSource")}</p>
    </Tile>
  );
}

function GoalTile({
  latest,
  profile,
  format,
}: {
  latest: WeightEntry;
  profile: WeightProfile;
  format: WeightFormat;
}) {
  const { t } = useTranslation("weight");
  const label = t("summary.goal");
  if (profile.goalWeightKg === null) {
    return (
      <Tile label={label}>
        <p className="mt-2 text-sm text-slate-600">{t("summary.noGoal")}</p>
        <Link
          to={settingsPaths.profile()}
          className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <FlagIcon className="size-4" />
          {t("summary.setGoal")}
        </Link>
      </Tile>
    );
  }
  const distance = goalDistance(latest.weightKg, profile.goalWeightKg, format.unit);
  return (
    <Tile label={label}>
      <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
        {format.weight(profile.goalWeightKg)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {distance.status === "reached"
          ? t("summary.goalReached")
          : t(distance.status === "toLose" ? "summary.goalToLose" : "summary.goalToGain", {
              value: format.weight(distance.kg),
            })}
      </p>
    </Tile>
  );
}

export function SummaryTiles({
  summary,
  profile,
  format,
}: {
  summary: WeightSummaryData & { latest: WeightEntry };
  profile: WeightProfile;
  format: WeightFormat;
}) {
  const { t } = useTranslation("weight");
  const { latest, baselines, hasEarlier } = summary;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Tile label={t("summary.latest")}>
        <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
          {format.weight(latest.weightKg)}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t("summary.measuredOn", { date: format.shortDate(latest.measuredAt) })}
        </p>
      </Tile>
      <ChangeTile
        days={7}
        latest={latest}
        baseline={baselines[7]}
        hasEarlier={hasEarlier}
        profile={profile}
        format={format}
      />
      <ChangeTile
        days={30}
        latest={latest}
        baseline={baselines[30]}
        hasEarlier={hasEarlier}
        profile={profile}
        format={format}
      />
      <GoalTile latest={latest} profile={profile} format={format} />
    </div>
  );
}

/** Placeholder tiles with the line heights of the real ones, so nothing moves when they load. */
export function SummaryTilesSkeleton() {
  const line = (height: string, width: string, className = "") => (
    <div className={clsx("flex items-center", height, className)}>
      <Skeleton className={clsx("h-3.5", width)} />
    </div>
  );
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          {line("h-5", "w-24")}
          <div className="mt-2 flex h-8 items-center sm:h-9">
            <Skeleton className="h-6 w-28 sm:h-7" />
          </div>
          {line("h-5", "w-28", "mt-1")}
          {line("h-5", "w-20", "mt-0.5")}
        </div>
      ))}
    </div>
  );
}
