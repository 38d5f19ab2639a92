import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet } from "react-router";
import { LogOutIcon } from "../../components/Icon/icons.tsx";
import { adminPaths } from "../../features/admin/paths.ts";
import type { AdminOutletContext } from "../../lib/web-module.ts";
import { adminCounts, adminNavItems } from "../modules.ts";
import { useSession, useSignOut } from "../session.tsx";
import { Logo } from "./Logo.tsx";
import { OfflineBanner } from "./OfflineBanner.tsx";
import { type NavItem, SidebarNavList } from "./SidebarNavList.tsx";
import { SkipLink } from "./SkipLink.tsx";

const NAV: NavItem[] = adminNavItems();
const OUTLET_CONTEXT: AdminOutletContext = { adminCounts: adminCounts() };

export function AdminLayout() {
  const { t } = useTranslation("admin");
  const { profile } = useSession();
  const { signOut, isSigningOut } = useSignOut();

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex items-center justify-between gap-4 px-4 py-3 md:px-6">
          <Link
            to={adminPaths.dashboard()}
            className="flex items-center gap-3"
            aria-label={t("home")}
          >
            <Logo />
            <span className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">
              {t("badge")}
            </span>
          </Link>
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
              className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              <LogOutIcon className="size-4" />
              {t("common:signOut")}
            </button>
          </div>
        </div>
        <nav aria-label={t("navLabel")} className="border-t border-slate-100 md:hidden">
          <ul className="flex gap-1 overflow-x-auto px-3 py-2">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    clsx(
                      "block rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap",
                      isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
                    )
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <OfflineBanner />
      <div className="flex flex-1">
        <nav
          aria-label={t("navLabel")}
          className="hidden w-60 shrink-0 border-r border-slate-200 bg-white p-3 md:block"
        >
          <SidebarNavList items={NAV} namespace="admin" />
        </nav>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-10"
        >
          <Outlet context={OUTLET_CONTEXT} />
        </main>
      </div>
    </div>
  );
}
