import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { AdminNavEntry } from "../../lib/web-module.ts";
import { AdminNavList } from "./AdminNavList.tsx";
import { Logo } from "./Logo.tsx";
import { NavSheet } from "./NavSheet.tsx";

/** The admin navigation on phones: a panel sliding in from the left. */
export default function AdminMobileMenu({
  open,
  onOpenChange,
  items,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: AdminNavEntry[];
  /** The menu button, focused again when the menu closes without navigating. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation("admin");
  return (
    <NavSheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      side="left"
      title={t("navLabel")}
      titleHidden
      header={<Logo />}
      closeLabel={t("menu.close")}
    >
      {(onNavigate) => <AdminNavList items={items} onNavigate={onNavigate} />}
    </NavSheet>
  );
}
