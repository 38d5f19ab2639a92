import clsx from "clsx";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

export interface NavItem {
  to: string;
  labelKey: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/**
 * The sidebar's links, the current one highlighted; labels come from `namespace`. `children`
 * are further list items after the links; `onNavigate` runs when a link is followed.
 */
export function SidebarNavList({
  items,
  namespace,
  onNavigate,
  children,
}: {
  items: NavItem[];
  namespace: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(namespace);
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
      {children}
    </ul>
  );
}
