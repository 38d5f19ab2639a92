import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useOutletContext } from "react-router";

export interface SettingsOutletContext {
  /** True inside the member shell; false when a visitor opens a public settings page. */
  embedded: boolean;
}

/** For the settings pages: whether they are shown inside the member shell. */
export function useSettingsContext(): SettingsOutletContext {
  return useOutletContext<SettingsOutletContext | undefined>() ?? { embedded: false };
}

const LEGAL_PATHS = ["/settings/legal", "/settings/privacy-policy", "/settings/terms-of-service"];

/** The settings section inside the member shell: Profile, AI credits, Import, Sharing, Subscription and Legal, then the page. */
export default function SettingsLayout() {
  const { t } = useTranslation("settings");
  const { pathname } = useLocation();
  const items = [
    { to: "/settings/profile", label: t("nav.profile"), active: pathname === "/settings/profile" },
    { to: "/settings/credits", label: t("nav.credits"), active: pathname === "/settings/credits" },
    { to: "/settings/import", label: t("nav.import"), active: pathname === "/settings/import" },
    { to: "/settings/sharing", label: t("nav.sharing"), active: pathname === "/settings/sharing" },
    {
      to: "/settings/subscription",
      label: t("nav.subscription"),
      active: pathname.startsWith("/settings/subscription"),
    },
    { to: "/settings/legal", label: t("nav.legal"), active: LEGAL_PATHS.includes(pathname) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t("nav.label")} className="border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-x-4">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={pathname === item.to ? "page" : item.active ? "true" : undefined}
                className={clsx(
                  "inline-flex border-b-2 px-1 pt-1 pb-3 text-sm font-semibold transition-colors",
                  item.active
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <Outlet context={{ embedded: true } satisfies SettingsOutletContext} />
      </div>
    </div>
  );
}
