import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { SettingsIcon, UsersIcon } from "../../components/Icon/icons.tsx";
import { HelpIcon } from "../../features/admin/components/icons.tsx";
import type { AdminNavEntry } from "../../lib/web-module.ts";

/** Entries the spec lists but that are not built yet: shown disabled with a Soon badge. */
const COMING_SOON = [
  { key: "users", icon: UsersIcon },
  { key: "settings", icon: SettingsIcon },
  { key: "help", icon: HelpIcon },
] as const;

/** The admin area's navigation: the modules' entries, then the disabled ones. */
export function AdminNavList({
  items,
  onNavigate,
}: {
  items: AdminNavEntry[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              clsx(
                "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors",
                isActive
                  ? "bg-brand-50 text-brand-800"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )
            }
          >
            <item.icon className="size-5" />
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
      {COMING_SOON.map(({ key, icon: Icon }) => (
        <li key={key}>
          <button
            type="button"
            aria-disabled="true"
            className="flex w-full cursor-not-allowed items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-slate-500"
          >
            <Icon className="size-5" />
            <span className="flex-1">{t(`nav.${key}`)}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
              {t("nav.soon")}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
