import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "../../../app/shell/Logo.tsx";
import { OfflineBanner } from "../../../app/shell/OfflineBanner.tsx";
import { SkipLink } from "../../../app/shell/SkipLink.tsx";

export interface AuthShellProps {
  title: ReactNode;
  description?: ReactNode;
  /** A round icon above the title (status pages). */
  icon?: ReactNode;
  /** A small label after the logo ("Admin"). */
  badge?: ReactNode;
  /** Where the logo leads. */
  homeTo?: string;
  children?: ReactNode;
}

/** A centred card on a quiet background, for the pages around signing in. */
export function AuthShell({
  title,
  description,
  icon,
  badge,
  homeTo = "/",
  children,
}: AuthShellProps) {
  const { t } = useTranslation("auth");
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <OfflineBanner />
      <header className="px-5 pt-6 sm:px-8">
        <Link
          to={homeTo}
          // With a badge the link is named by what it shows ("Vitalog Admin").
          aria-label={badge ? undefined : t("common:home")}
          className="inline-flex items-center gap-3"
        >
          <Logo />
          {badge ? (
            <span className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">
              {badge}
            </span>
          ) : null}
        </Link>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 justify-center px-4 py-8 focus:outline-none sm:items-center sm:py-12"
      >
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            {icon ? <div className="mb-5 flex justify-center">{icon}</div> : null}
            <h1
              tabIndex={-1}
              data-route-focus
              className={
                icon
                  ? "text-center text-2xl font-semibold tracking-tight text-slate-900"
                  : "text-2xl font-semibold tracking-tight text-slate-900"
              }
            >
              {title}
            </h1>
            {description ? (
              <p
                className={
                  icon
                    ? "mt-2 text-center text-base text-slate-600"
                    : "mt-2 text-base text-slate-600"
                }
              >
                {description}
              </p>
            ) : null}
            <div className="mt-6">{children}</div>
          </div>
        </div>
      </main>
      <footer className="border-t border-slate-200 px-5 py-5 text-center text-xs text-slate-600">
        <p>{t("footer", { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}

/** The round tinted icon status pages show above their title. */
export function StatusIcon({
  tone,
  children,
}: {
  tone: "success" | "warning" | "error" | "brand";
  children: ReactNode;
}) {
  const tones = {
    success: "bg-emerald-50 text-emerald-700",
    warning: "bg-amber-50 text-amber-700",
    error: "bg-red-50 text-red-700",
    brand: "bg-brand-50 text-brand-700",
  } as const;
  return (
    <span className={`flex size-14 items-center justify-center rounded-full ${tones[tone]}`}>
      {children}
    </span>
  );
}
