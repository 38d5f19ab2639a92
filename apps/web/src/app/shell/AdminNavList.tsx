import { useTranslation } from "react-i18next";
import { HelpIcon, SettingsIcon, UsersIcon } from "../../components/Icon/icons.tsx";
import type { AdminNavEntry } from "../../lib/web-module.ts";
import { SidebarNavList } from "./SidebarNavList.tsx";

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
    <SidebarNavList items={items} namespace="admin" onNavigate={onNavigate}>
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
    </SidebarNavList>
  );
}
