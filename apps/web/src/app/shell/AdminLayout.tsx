import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { LogOutIcon, MenuIcon } from "../../components/Icon/icons.tsx";
import { adminPaths } from "../../features/admin/paths.ts";
import type { AdminOutletContext } from "../../lib/web-module.ts";
import { adminCounts, adminNavItems } from "../modules.ts";
import { useSession, useSignOut } from "../session.tsx";
import { AdminNavList } from "./AdminNavList.tsx";
import { Logo } from "./Logo.tsx";
import { OfflineBanner } from "./OfflineBanner.tsx";
import { SkipLink } from "./SkipLink.tsx";

const NAV = adminNavItems();
const OUTLET_CONTEXT: AdminOutletContext = { adminCounts: adminCounts() };
const AdminMobileMenu = lazy(() => import("./AdminMobileMenu.tsx"));

/** The admin shell: header with Sign Out; sidebar from 768 px up, a slide-out menu below. */
export function AdminLayout() {
  const { t } = useTranslation("admin");
  const { profile } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex items-center justify-between gap-3 px-4 py-3 md:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <button
              ref={menuButton}
              type="button"
              aria-label={t("menu.open")}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuLoaded(true);
                setMenuOpen(true);
              }}
              className="-ml-2 inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden"
            >
              <MenuIcon className="size-6" />
            </button>
            <Link to={adminPaths.dashboard()} className="flex items-center gap-3">
              <Logo />
              <span className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">
                {t("badge")}
              </span>
            </Link>
          </div>
          <div className="flex items-center gap-3">
            {profile ? (
              <span className="hidden max-w-56 truncate text-sm text-slate-600 sm:block">
                {profile.email}
              </span>
            ) : null}
            <button
              type="button"
              onClick={signOut}
              disabled={isSigningOut}
              className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              <LogOutIcon className="size-4" />
              {/* Below 380 px the logo and badge take the room: the words stay for screen readers. */}
              <span className="max-[379px]:sr-only">{t("signOut")}</span>
            </button>
          </div>
        </div>
      </header>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <AdminMobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            items={NAV}
            returnFocusTo={menuButton}
          />
        </Suspense>
      ) : null}
      <OfflineBanner />
      <div className="flex flex-1">
        <nav
          aria-label={t("navLabel")}
          className="hidden w-60 shrink-0 border-r border-slate-200 bg-white p-3 md:block"
        >
          <AdminNavList items={NAV} />
        </nav>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-10"
        >
          <Outlet context={OUTLET_CONTEXT} />
        </main>
      </div>
    </div>
  );
}
