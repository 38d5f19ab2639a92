import {
  FAST_MILESTONE_PERCENTS,
  FAST_PHASES,
  type Fast,
  fastPhaseAt,
  fastProgress,
  isFastOverdue,
} from "@vitalog/domain";
import clsx from "clsx";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import type { DayFormat } from "../../../kit/day-format.ts";
import { clock } from "../display.ts";
import { fastingPaths } from "../paths.ts";

/** The time now, once a second: the timer is worked out from the start the server holds. */
function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function FastTimer({
  fast,
  format,
  onEnd,
  onEditGated,
}: {
  fast: Fast;
  format: DayFormat;
  onEnd: () => void;
  onEditGated?: (() => void) | undefined;
}) {
  const { t } = useTranslation("fasting");
  const now = useNow();
  const progress = fastProgress(fast, now);
  const hours = progress.elapsedMs / 3_600_000;
  const phase = fastPhaseAt(hours);
  const nextPhase = FAST_PHASES.find((p) => p.fromHours > hours);
  // A fast far past its target was more likely left running: ask rather than congratulate.
  const overdue = isFastOverdue(fast, now);
  const [stillFasting, setStillFasting] = useState(false);
  const asking = overdue && !stillFasting;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <div className="relative mx-auto size-56 shrink-0">
        <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            className="stroke-slate-100"
          />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            className={
              asking
                ? "stroke-amber-500"
                : progress.targetReached
                  ? "stroke-emerald-500"
                  : "stroke-brand-600"
            }
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - progress.percent / 100)}
          />
          {FAST_MILESTONE_PERCENTS.slice(0, 3).map((m) => {
            const angle = (m / 100) * 2 * Math.PI;
            return (
              <circle
                key={m}
                cx={60 + RADIUS * Math.cos(angle)}
                cy={60 + RADIUS * Math.sin(angle)}
                r="3"
                className={progress.percent >= m ? "fill-white" : "fill-slate-400"}
              />
            );
          })}
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
          <span className="text-xs font-medium text-slate-600">{t("timer.elapsed")}</span>
          <span className="font-mono text-3xl font-semibold tabular-nums text-slate-900">
            {clock(progress.elapsedMs)}
          </span>
          <span className="text-sm text-slate-600">
            {t("timer.ofTarget", { hours: fast.targetHours })}
          </span>
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="sr-only" aria-live="polite">
          {t("timer.percent", { value: Math.floor(progress.percent / 25) * 25 })}
        </p>
        {asking ? (
          <div className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-950">
            <p className="font-semibold">{t("overdue.title")}</p>
            <p className="mt-1">
              {t("overdue.body", {
                started: format.dateTime(fast.startTime),
                days: Math.floor(hours / 24),
                hours: fast.targetHours,
              })}
            </p>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <Button size="sm" onClick={onEnd}>
                {t("overdue.end")}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setStillFasting(true)}>
                {t("overdue.still")}
              </Button>
            </div>
          </div>
        ) : progress.targetReached ? (
          <p className="rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900">
            {t("timer.targetReached")}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">{t("timer.startedLabel")}</dt>
            <dd className="font-medium text-slate-900">{format.dateTime(fast.startTime)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("timer.targetAtLabel")}</dt>
            <dd className="font-medium text-slate-900">{format.dateTime(progress.targetAt)}</dd>
          </div>
        </dl>
        <div>
          <h3 className="mb-1 text-sm font-semibold text-slate-900">{t("timer.milestones")}</h3>
          <ol className="flex flex-wrap gap-2">
            {FAST_MILESTONE_PERCENTS.map((m) => {
              const reached = progress.milestonesReached.includes(m);
              return (
                <li
                  key={m}
                  aria-label={t(reached ? "timer.milestoneReached" : "timer.milestoneAhead", {
                    percent: m,
                  })}
                  className={clsx(
                    "rounded-full border px-3 py-1 text-xs font-semibold",
                    reached
                      ? "border-emerald-600 bg-emerald-50 text-emerald-900"
                      : "border-dashed border-slate-300 text-slate-600",
                  )}
                >
                  {reached ? "✓ " : ""}
                  {t("timer.milestone", { percent: m })}
                </li>
              );
            })}
          </ol>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <h3 className="text-xs font-medium text-slate-600">{t("timer.phaseNow")}</h3>
          <p className="text-sm font-semibold text-slate-900">{t(`phases.${phase.id}.name`)}</p>
          <p className="text-sm text-slate-700">{t(`phases.${phase.id}.body`)}</p>
          {nextPhase ? (
            <p className="mt-1 text-xs text-slate-600">
              {t("timer.phaseNext", { name: t(`phases.${nextPhase.id}.name`) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={onEnd}>{t("timer.end")}</Button>
          {onEditGated ? (
            <Button variant="ghost" onClick={onEditGated}>
              {t("timer.editStart")}
            </Button>
          ) : (
            <Link to={fastingPaths.edit(fast.id)} className={buttonClassName("ghost", "md")}>
              {t("timer.editStart")}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
