import { useQueries, useQuery } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../../app/session.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import {
  ChevronDownIcon,
  CloseIcon,
  HeartPulseIcon,
  ScaleIcon,
  SparklesIcon,
} from "../../../components/Icon/icons.tsx";
import { api } from "../../../lib/api.ts";
import { dashboardPath } from "../../../lib/web-module.ts";
import { useUpdateProfileMutation } from "../api.ts";

/**
 * What a member can record: one entry of any of these means they are past their first run.
 * Each answers `{ items }`, newest first, and takes `limit`.
 */
export const RECORDING_LISTS = [
  "/api/v1/wellbeing-checkins",
  "/api/v1/weight-entries",
  "/api/v1/fasts",
  "/api/v1/meditation-sessions",
  "/api/v1/pain-entries",
  "/api/v1/cycle/periods",
  "/api/v1/blood-pressure-readings",
  "/api/v1/vital-sign-readings",
  "/api/v1/activity-days",
] as const;

/**
 * Whether the person has recorded anything yet; undefined until every list has answered. The
 * keys sit under each module's own list keys (`["weight-entries", "list", …]`), so a module's
 * writes refresh them, and they are read afresh whenever the card mounts.
 */
function useHasRecorded(enabled: boolean): boolean | undefined {
  return useQueries({
    queries: RECORDING_LISTS.map((path) => ({
      queryKey: [path.split("/")[3], "list", "first-run", path],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get(path, { query: { limit: 1 }, signal }),
      enabled,
      staleTime: 0,
    })),
    combine: (results) => {
      if (results.some((r) => (r.data?.items.length ?? 0) > 0)) return true;
      // A list that failed to load says nothing: show no card rather than a wrong one.
      if (results.some((r) => r.isError)) return true;
      return results.every((r) => r.isSuccess) ? false : undefined;
    },
  });
}

/**
 * The dashboard's first-run state: a welcome card with three first things to do, each opening a
 * real module. It shows after profile completion until the member records something anywhere
 * or closes it (saved on the profile, so it stays closed on every device).
 */
export function WelcomeCard({ checkinAnchor }: { checkinAnchor: string }) {
  const { t } = useTranslation("profile");
  const { profile } = useSession();
  const candidate = Boolean(profile?.profileCompleted && !profile.welcomeDismissed);
  const hasRecorded = useHasRecorded(candidate);
  const recommendations = useQuery({
    queryKey: ["first-run", "recommendations"],
    queryFn: ({ signal }) => api.get("/api/v1/recommendations", { signal }),
    enabled: candidate && hasRecorded === false,
  });
  const dismiss = useUpdateProfileMutation();

  if (!candidate || hasRecorded !== false) return null;
  const top = recommendations.data?.items[0];
  const count = recommendations.data?.items.length ?? 0;

  return (
    <section
      aria-labelledby="welcome-card-heading"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="welcome-card-heading" className="text-lg font-semibold text-slate-900">
            {t("welcome.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("welcome.text")}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("welcome.dismiss")}
          loading={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(
              { welcomeDismissed: true },
              // The card goes with its button: the page's heading takes the focus.
              { onSuccess: () => document.querySelector<HTMLElement>("main h1")?.focus() },
            )
          }
          className="shrink-0"
        >
          <CloseIcon className="size-5" />
        </Button>
      </div>
      {dismiss.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t("welcome.dismissFailed")}
        </p>
      ) : null}
      <ol className="mt-4 grid gap-3 lg:grid-cols-3">
        <FirstAction
          icon={HeartPulseIcon}
          to={`#${checkinAnchor}`}
          title={t("welcome.checkin.title")}
          text={t("welcome.checkin.text")}
        />
        <FirstAction
          icon={ScaleIcon}
          to={dashboardPath("weight", "add")}
          title={t("welcome.weight.title")}
          text={t("welcome.weight.text")}
        />
        <FirstAction
          icon={SparklesIcon}
          to={top ? dashboardPath("recommendations", top.id) : dashboardPath("recommendations")}
          title={t("welcome.recommendations.title")}
          text={
            top
              ? t("welcome.recommendations.first", { title: top.guidelineTitle, count })
              : recommendations.isSuccess
                ? t("welcome.recommendations.none")
                : t("welcome.recommendations.text")
          }
        />
      </ol>
    </section>
  );
}

function FirstAction({
  icon: Icon,
  to,
  title,
  text,
}: {
  icon: ComponentType<{ className?: string }>;
  to: string;
  title: string;
  text: ReactNode;
}) {
  const className =
    "group flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
  const body = (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900 group-hover:text-brand-800">
          {title}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
      </span>
      <ChevronDownIcon className="mt-2 size-4 shrink-0 -rotate-90 text-slate-500" />
    </>
  );
  return (
    <li>
      {to.startsWith("#") ? (
        <a href={to} className={className}>
          {body}
        </a>
      ) : (
        <Link to={to} className={className}>
          {body}
        </Link>
      )}
    </li>
  );
}
