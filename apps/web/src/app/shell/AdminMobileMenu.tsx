import { Dialog as DialogPrimitive } from "radix-ui";
import { type RefObject, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../components/Icon/icons.tsx";
import type { AdminNavEntry } from "../../lib/web-module.ts";
import { AdminNavList } from "./AdminNavList.tsx";
import { Logo } from "./Logo.tsx";

/**
 * The admin navigation on phones: a panel sliding in from the left, focus kept inside,
 * Escape or the X closes it and returns focus to the menu button; following a link closes it
 * and leaves focus to the new page.
 */
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
  const navigated = useRef(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!navigated.current) returnFocusTo.current?.focus();
            navigated.current = false;
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl focus:outline-none"
        >
          <div className="mb-4 flex items-center justify-between gap-2">
            <Logo />
            <DialogPrimitive.Close
              aria-label={t("menu.close")}
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">{t("navLabel")}</DialogPrimitive.Title>
          <nav aria-label={t("navLabel")}>
            <AdminNavList
              items={items}
              onNavigate={() => {
                navigated.current = true;
                onOpenChange(false);
              }}
            />
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
