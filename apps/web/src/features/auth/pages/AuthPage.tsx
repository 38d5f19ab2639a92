import { AUTH_SKELETON_MS, safeReturnPath, signInErrorMessage } from "@vitalog/domain";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { RedirectSignedIn } from "../../../app/auth-guard.tsx";
import { type AuthTab, readAuthTab, setAuthTab } from "../../../app/auth-tab.ts";
import { Logo } from "../../../app/shell/Logo.tsx";
import { OfflineBanner } from "../../../app/shell/OfflineBanner.tsx";
import { SkipLink } from "../../../app/shell/SkipLink.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import {
  CheckCircleIcon,
  HeartPulseIcon,
  LogoMark,
  ScaleIcon,
  ShieldIcon,
} from "../../../components/Icon/icons.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { SignInFormView, SignUpFormView } from "../components/AuthForms.tsx";
import { SocialButtons } from "../components/SocialButtons.tsx";
import { clearAuthNotice, peekAuthNotice } from "../notice.ts";

let skeletonDone = false;

/** True for the first 500 ms the auth screen is shown in this page load. */
function useFirstLoadSkeleton(): boolean {
  const [showing, setShowing] = useState(!skeletonDone);
  useEffect(() => {
    if (!showing) return;
    const timer = window.setTimeout(() => {
      skeletonDone = true;
      setShowing(false);
    }, AUTH_SKELETON_MS);
    return () => window.clearTimeout(timer);
  }, [showing]);
  return showing;
}

/**
 * The notice waiting for /auth (after deleting the account), shown on this visit only. The
 * member area's guard may have added a `redirect` back to the page the person left; with the
 * account gone it leads nowhere, so it is dropped.
 */
function useOneTimeNotice() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [notice] = useState(peekAuthNotice);
  useEffect(() => {
    if (notice) clearAuthNotice();
  }, [notice]);
  const staleRedirect = notice !== null && params.has("redirect");
  useEffect(() => {
    if (staleRedirect) void navigate("/auth", { replace: true });
  }, [staleRedirect, navigate]);
  return notice;
}

export default function AuthRoute() {
  return (
    <RedirectSignedIn>
      <AuthPage />
    </RedirectSignedIn>
  );
}

function AuthPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(readAuthTab);
  // A failed social sign-in comes back as /auth?error=<code>.
  const [error, setError] = useState<string | null>(() => {
    const code = params.get("error");
    return code ? signInErrorMessage(code) : null;
  });
  const loading = useFirstLoadSkeleton();
  const notice = useOneTimeNotice();
  const redirect = safeReturnPath(params.get("redirect"));
  const headline = tab === "signin" ? t("headlineSignIn") : t("headlineSignUp");
  usePageTitle(tab === "signin" ? t("signIn") : t("createAccount"));

  const handleTabChange = (value: string) => {
    const next: AuthTab = value === "signin" ? "signin" : "signup";
    setTab(next);
    setAuthTab(next);
    setError(null);
  };

  const callbackPath = redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : "/auth";

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <SkipLink />
      <BrandPanel />
      <div className="flex min-h-dvh flex-col">
        <OfflineBanner />
        <header className="px-5 pt-6 lg:hidden">
          <Link to="/" aria-label={t("common:home")} className="inline-block">
            <Logo />
          </Link>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 justify-center px-4 py-8 focus:outline-none sm:items-center sm:py-12"
        >
          <div className="w-full max-w-md">
            {notice === "accountDeleted" ? (
              <Banner variant="success" title={t("accountDeleted.title")} className="mb-6">
                {t("accountDeleted.text")}
              </Banner>
            ) : null}
            <div className="mb-6 px-1">
              <h1
                tabIndex={-1}
                data-route-focus
                className="text-3xl font-semibold tracking-tight text-slate-900"
              >
                {headline}
              </h1>
              <p className="mt-2 text-base text-slate-600">
                {tab === "signin" ? t("subtitleSignIn") : t("subtitleSignUp")}
              </p>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
              {loading ? (
                <AuthSkeleton />
              ) : (
                <Tabs.Root value={tab} onValueChange={handleTabChange}>
                  <Tabs.List
                    aria-label={t("tabsLabel")}
                    className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
                  >
                    <Tabs.Trigger
                      value="signup"
                      className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                    >
                      {t("createAccount")}
                    </Tabs.Trigger>
                    <Tabs.Trigger
                      value="signin"
                      className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                    >
                      {t("signIn")}
                    </Tabs.Trigger>
                  </Tabs.List>
                  {error ? (
                    <Banner variant="error" onDismiss={() => setError(null)} className="mb-4">
                      {error}
                    </Banner>
                  ) : null}
                  <Tabs.Content value="signup" className="rounded-lg">
                    <SignUpFormView onError={setError} />
                  </Tabs.Content>
                  <Tabs.Content value="signin" className="rounded-lg">
                    <SignInFormView onError={setError} />
                  </Tabs.Content>
                  <div className="mt-6">
                    <SocialButtons callbackPath={callbackPath} onError={setError} />
                  </div>
                </Tabs.Root>
              )}
            </div>
            <p className="mt-6 px-1 text-center text-sm text-slate-600">
              {t("legalPrefix")}{" "}
              <Link
                to="/terms-of-service"
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t("terms")}
              </Link>{" "}
              {t("legalAnd")}{" "}
              <Link
                to="/privacy-policy"
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t("privacy")}
              </Link>
              .
            </p>
            <p className="mt-3 text-center text-sm text-slate-600">
              {t("previewPrompt")}{" "}
              <Link
                to="/preview"
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {t("previewLink")}
              </Link>
            </p>
          </div>
        </main>
        <footer className="border-t border-slate-200 px-5 py-5 text-center text-xs text-slate-600">
          <p>{t("footer", { year: new Date().getFullYear() })}</p>
        </footer>
      </div>
    </div>
  );
}

function AuthSkeleton() {
  const { t } = useTranslation("common");
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {t("loading")}
      </span>
      <Skeleton className="mb-2 h-10 w-full rounded-xl" />
      <Skeleton className="h-4 w-16" />
      <Skeleton className="h-11 w-full rounded-xl" />
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-11 w-full rounded-xl" />
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-11 w-full rounded-xl" />
      <Skeleton className="mt-2 h-12 w-full rounded-xl" />
    </div>
  );
}

function BrandPanel() {
  const { t } = useTranslation("auth");
  const points = [
    { icon: ScaleIcon, text: t("brand.point1") },
    { icon: HeartPulseIcon, text: t("brand.point2") },
    { icon: ShieldIcon, text: t("brand.point3") },
  ];
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-96 rounded-full bg-white/5 blur-2xl"
      />
      <Link
        to="/"
        aria-label={t("common:home")}
        className="relative inline-flex items-center gap-2 rounded-lg text-white focus-visible:outline-white"
      >
        <LogoMark className="size-9 text-white/15" />
        <span className="text-xl font-bold tracking-tight">Vitalog</span>
      </Link>
      <div className="relative max-w-md">
        <p className="text-4xl leading-tight font-semibold tracking-tight">{t("brand.title")}</p>
        <p className="mt-4 text-lg text-brand-50/90">{t("brand.text")}</p>
        <ul className="mt-10 flex flex-col gap-4">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-base text-white">
              <span className="flex size-10 items-center justify-center rounded-xl bg-white/10">
                <Icon className="size-5" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative flex items-center gap-2 text-sm text-brand-50/90">
        <CheckCircleIcon className="size-4" />
        {t("brand.disclaimer")}
      </p>
    </aside>
  );
}
