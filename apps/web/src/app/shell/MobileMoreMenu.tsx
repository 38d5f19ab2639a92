import { Dialog as DialogPrimitive } from "radix-ui";
import { type RefObject, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../components/Icon/icons.tsx";
import { type NavItem, SidebarNavList } from "./SidebarNavList.tsx";

/**
 * The phone's "More" sheet: the navigation entries the bottom bar has no room for, in a panel
 * rising from the bottom. Focus stays inside; Escape, the X or a click outside closes it.
 */
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
          className="fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] overflow-y-auto rounded-t-2xl bg-white p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-xl focus:outline-none"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <DialogPrimitive.Title className="px-1 text-base font-semibold text-slate-900">
              {t("nav.more")}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t("nav.closeMore")}
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t("nav.more")}>
            <SidebarNavList
              items={items}
              namespace="common"
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
