import { clsx } from "clsx";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode, type RefObject, useRef } from "react";
import { CloseIcon } from "../../components/Icon/icons.tsx";

/**
 * A navigation panel over the page on phones: the member area's "More" sheet rising from the
 * bottom, the admin menu sliding in from the left. Focus stays inside; Escape, the X or a click
 * outside closes it and returns focus to the button that opened it; following a link closes it
 * and leaves focus to the new page.
 */
export function NavSheet({
  open,
  onOpenChange,
  returnFocusTo,
  side,
  title,
  titleHidden = false,
  closeLabel,
  header,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet, focused again when it closes without navigating. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  side: "bottom" | "left";
  /** The sheet's name, also the name of the navigation inside. */
  title: string;
  /** Shown beside the close button instead of the title (which stays for screen readers). */
  header?: ReactNode;
  titleHidden?: boolean;
  closeLabel: string;
  /** The navigation list; call `onNavigate` when a link is followed. */
  children: (onNavigate: () => void) => ReactNode;
}) {
  const navigated = useRef(false);
  const onNavigate = () => {
    navigated.current = true;
    onOpenChange(false);
  };
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
          className={clsx(
            "fixed z-50 overflow-y-auto bg-white p-4 shadow-xl focus:outline-none",
            side === "bottom"
              ? "inset-x-0 bottom-0 max-h-[80dvh] rounded-t-2xl pb-[calc(1rem+env(safe-area-inset-bottom))]"
              : "inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col",
          )}
        >
          <div
            className={clsx(
              "flex items-center justify-between gap-2",
              side === "bottom" ? "mb-2" : "mb-4",
            )}
          >
            {header}
            <DialogPrimitive.Title
              className={titleHidden ? "sr-only" : "px-1 text-base font-semibold text-slate-900"}
            >
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={title}>{children(onNavigate)}</nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
