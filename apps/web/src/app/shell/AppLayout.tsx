import clsx from "clsx";
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { buttonClassName } from "../../components/Button/Button.tsx";
import { LogOutIcon, MenuIcon } from "../../components/Icon/icons.tsx";
import { PreviewModeProvider } from "../../kit/data.ts";
import { AdBannerSlot, useBannerReservedBottom } from "../ads/AdBannerSlot.tsx";
import { setAuthTab } from "../auth-tab.ts";
import { isPublicContentPreview, navItems } from "../modules.ts";
import { useSession, useSignOut } from "../session.tsx";
import { Logo } from "./Logo.tsx";
import { OfflineBanner } from "./OfflineBanner.tsx";
import { type NavItem, SidebarNavList } from "./SidebarNavList.tsx";
import { SkipLink } from "./SkipLink.tsx";

const MobileMoreMenu = lazy(() => import("./MobileMoreMenu.tsx"));

export type LayoutMode = "user" | "preview";

const NAV: Record<LayoutMode, NavItem[]> = {
  user: navItems("member"),
  preview: navItems("preview"),
};

/** The end-user shell: sidebar from 768 px up, bottom navigation below. */
export function AppLayout({ mode, children }: { mode: LayoutMode; children?: ReactNode }) {
  const { t } = useTranslation("common");
  const items = NAV[mode];
  const reservedBottom = useBannerReservedBottom();

  return (
    <div className="min-h-dvh md:flex">
      <SkipLink />
      <aside className="hidden print:hidden md:sticky md:top-0 md:flex md:h-dvh md:w-64 md:shrink-0 md:flex-col md:border-r md:border-slate-200 md:bg-white">
        <div className="px-6 pt-5 pb-3">
          <Link to={mode === "preview" ? "/preview" : "/dashboard"} aria-label={t("home")}>
            <Logo />
          </Link>
        </div>
        <nav aria-label={t("nav.main")} className="min-h-0 flex-1 overflow-y-auto px-3">
          <SidebarNavList items={items} namespace="common" dense />
        </nav>
        <div className="border-t border-slate-200 px-4 py-3">
          {mode === "user" ? <SidebarAccount /> : <PreviewCta stacked />}
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex print:hidden items-center justify-between border-b border-slate-200 bg-white/95 px-4 pt-[calc(0.75rem+var(--safe-area-inset-top,env(safe-area-inset-top,0px)))] pb-3 backdrop-blur md:hidden">
          <Link to={mode === "preview" ? "/preview" : "/dashboard"} aria-label={t("home")}>
            <Logo />
          </Link>
          {mode === "user" ? <MobileSignOut /> : <PreviewCta />}
        </header>
        <OfflineBanner />
        {mode === "preview" ? <PreviewRibbon /> : null}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-28 focus:outline-none sm:px-6 md:px-8 md:pt-10 md:pb-12 print:max-w-none print:p-0"
          style={reservedBottom === null ? undefined : { paddingBottom: reservedBottom + 24 }}
        >
          <PreviewModeProvider preview={mode === "preview"}>
            {children ?? <Outlet />}
          </PreviewModeProvider>
        </main>
      </div>

      <AdBannerSlot />
      <BottomNav items={items} />
    </div>
  );
}

/** Entries the phone's bottom bar shows; past five, the rest go under "More". */
const BOTTOM_BAR_SLOTS = 4;

const bottomLinkClass = (isActive: boolean) =>
  clsx(
    "flex w-full flex-col items-center gap-1 py-2.5 text-xs font-medium",
    isActive ? "text-brand-800" : "text-slate-600 hover:text-slate-900",
  );

function BottomIcon({ icon: Icon, isActive }: { icon: NavItem["icon"]; isActive: boolean }) {
  return (
    <span
      className={clsx(
        "flex h-7 w-12 items-center justify-center rounded-full",
        isActive && "bg-brand-100",
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}

function BottomNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const [moreLoaded, setMoreLoaded] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const hasMore = items.length > BOTTOM_BAR_SLOTS + 1;
  const shown = hasMore ? items.slice(0, BOTTOM_BAR_SLOTS) : items;
  const rest = hasMore ? items.slice(BOTTOM_BAR_SLOTS) : [];
  const isInRest = rest.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  return (
    <nav
      aria-label={t("nav.main")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[var(--safe-area-inset-bottom,env(safe-area-inset-bottom,0px))] backdrop-blur in-data-keyboard-open:hidden md:hidden print:hidden"
    >
      <ul className="mx-auto flex max-w-md justify-around">
        {shown.map((item) => (
          <li key={item.to} className="flex-1">
            <NavLink to={item.to} className={({ isActive }) => bottomLinkClass(isActive)}>
              {({ isActive }) => (
                <>
                  <BottomIcon icon={item.icon} isActive={isActive} />
                  {t(item.labelKey)}
                </>
              )}
            </NavLink>
          </li>
        ))}
        {hasMore ? (
          <li className="flex-1">
            <button
              ref={moreButton}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={moreOpen}
              aria-current={isInRest ? "page" : undefined}
              onClick={() => {
                setMoreLoaded(true);
                setMoreOpen(true);
              }}
              className={bottomLinkClass(isInRest)}
            >
              <BottomIcon icon={MenuIcon} isActive={isInRest} />
              {t("nav.more")}
            </button>
          </li>
        ) : null}
      </ul>
      {moreLoaded ? (
        <Suspense fallback={null}>
          <MobileMoreMenu
            open={moreOpen}
            onOpenChange={setMoreOpen}
            items={rest}
            returnFocusTo={moreButton}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}

function SidebarAccount() {
  const { t } = useTranslation("common");
  const { profile } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <div className="flex flex-col gap-1">
      {profile ? (
        <p className="truncate px-1 text-sm text-slate-600" title={profile.email}>
          {profile.email}
        </p>
      ) : null}
      <button
        type="button"
        onClick={signOut}
        disabled={isSigningOut}
        className="flex items-center gap-3 rounded-xl px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
      >
        <LogOutIcon className="size-5" />
        {t("signOut")}
      </button>
    </div>
  );
}

function MobileSignOut() {
  const { t } = useTranslation("common");
  const { signOut, isSigningOut } = useSignOut();
  return (
    <button
      type="button"
      onClick={signOut}
      disabled={isSigningOut}
      className="inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
    >
      <LogOutIcon className="size-5" />
      {t("signOut")}
    </button>
  );
}

function PreviewCta({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation("common");
  return (
    <div className={clsx("flex gap-2", stacked && "flex-col")}>
      <Link
        to="/auth"
        onClick={() => setAuthTab("signup")}
        className={buttonClassName("primary", "sm", stacked)}
      >
        {t("preview.signUp")}
      </Link>
      {stacked ? (
        <Link
          to="/auth"
          onClick={() => setAuthTab("signin")}
          className={buttonClassName("ghost", "sm", true)}
        >
          {t("preview.signIn")}
        </Link>
      ) : null}
    </div>
  );
}

function PreviewRibbon() {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const publicContent = isPublicContentPreview(pathname);
  return (
    <section
      aria-label={t("preview.ribbonLabel")}
      className="border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:px-6 md:px-8"
    >
      <p className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span>
          <strong className="font-semibold">
            {t(publicContent ? "preview.ribbonPublic" : "preview.ribbon")}
          </strong>{" "}
          <span className="text-amber-800">
            {t(publicContent ? "preview.ribbonPublicText" : "preview.ribbonText")}
          </span>
        </span>
        <Link
          to="/auth"
          onClick={() => setAuthTab("signup")}
          className="font-semibold text-amber-900 underline underline-offset-2 hover:no-underline"
        >
          {t(publicContent ? "preview.ribbonPublicCta" : "preview.ribbonCta")}
        </Link>
      </p>
    </section>
  );
}
