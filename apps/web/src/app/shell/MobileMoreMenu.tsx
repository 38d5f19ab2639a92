import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { NavSheet } from "./NavSheet.tsx";
import { type NavItem, SidebarNavList } from "./SidebarNavList.tsx";

/** The phone's "More" sheet: the navigation entries the bottom bar has no room for. */
export default function MobileMoreMenu({
  open,
  onOpenChange,
  items,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation("common");
  return (
    <NavSheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      side="bottom"
      title={t("nav.more")}
      closeLabel={t("nav.closeMore")}
    >
      {(onNavigate) => <SidebarNavList items={items} namespace="common" onNavigate={onNavigate} />}
    </NavSheet>
  );
}
