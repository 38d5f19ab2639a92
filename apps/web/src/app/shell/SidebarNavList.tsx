import clsx from "clsx";
import { type ComponentType, type ReactNode, type SVGProps, useId } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { NAV_SECTIONS, type NavSection } from "../../lib/web-module.ts";

export interface NavItem {
  to: string;
  labelKey: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** With sections, the list is grouped under their headings (common:nav.sections). */
  section?: NavSection;
}

/** The items grouped by section in the sections' order; one group without a name if none. */
export function groupBySection(
  items: readonly NavItem[],
): { section: NavSection | null; items: NavItem[] }[] {
  if (!items.some((item) => item.section)) return [{ section: null, items: [...items] }];
  return NAV_SECTIONS.map((section) => ({
    section,
    items: items.filter((item) => (item.section ?? "track") === section),
  })).filter((group) => group.items.length > 0);
}

function Links({
  items,
  namespace,
  onNavigate,
  dense,
}: {
  items: NavItem[];
  namespace: string;
  onNavigate?: () => void;
  dense: boolean;
}) {
  const { t } = useTranslation(namespace);
  return items.map((item) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        onClick={onNavigate}
        className={({ isActive }) =>
          clsx(
            "flex items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors",
            dense ? "py-[3px]" : "py-2.5",
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
  ));
}

function Section({ section, children }: { section: NavSection; children: ReactNode }) {
  const { t } = useTranslation("common");
  const headingId = useId();
  return (
    <div>
      <h2
        id={headingId}
        className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {t(`nav.sections.${section}`)}
      </h2>
      <ul aria-labelledby={headingId} className="flex flex-col gap-px">
        {children}
      </ul>
    </div>
  );
}

/**
 * The sidebar's links, the current one highlighted; labels come from `namespace`. Items with a
 * section are grouped under its heading, each group a list named by it. `children` are further
 * list items after the links; `onNavigate` runs when a link is followed; `dense` packs the rows
 * (the desktop sidebar, where a pointer is precise) so every entry fits 800 px of height.
 */
export function SidebarNavList({
  items,
  namespace,
  onNavigate,
  dense = false,
  children,
}: {
  items: NavItem[];
  namespace: string;
  onNavigate?: () => void;
  dense?: boolean;
  children?: ReactNode;
}) {
  const groups = groupBySection(items);
  if (groups.length === 1 && groups[0]?.section === null) {
    return (
      <ul className="flex flex-col gap-1">
        <Links items={items} namespace={namespace} onNavigate={onNavigate} dense={dense} />
        {children}
      </ul>
    );
  }
  return (
    <div className="flex flex-col">
      {groups.map((group) =>
        group.section ? (
          <Section key={group.section} section={group.section}>
            <Links
              items={group.items}
              namespace={namespace}
              onNavigate={onNavigate}
              dense={dense}
            />
          </Section>
        ) : null,
      )}
      {children ? <ul className="flex flex-col gap-1">{children}</ul> : null}
    </div>
  );
}
