import { MODAL_ANIMATION_MS } from "@vitalog/domain";
import clsx from "clsx";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../Icon/icons.tsx";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Max width of the panel. */
  size?: "sm" | "md" | "lg";
  /** Hide the title visually (it is still announced). */
  hideTitle?: boolean;
  className?: string;
}

const widths = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-lg" } as const;
const animation = { animationDuration: `${MODAL_ANIMATION_MS}ms` };

/** Modal dialog: focus trapped, closes on Escape, outside click or the X; 200 ms in and out. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = "md",
  hideTitle = false,
  className,
}: DialogProps) {
  const { t } = useTranslation("common");
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          style={animation}
          className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <DialogPrimitive.Content
          style={animation}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={clsx(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-7",
            "data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in",
            widths[size],
            className,
          )}
        >
          <div className={clsx("pr-8", hideTitle && "sr-only")}>
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1.5 text-sm text-slate-600">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <div className={clsx(!hideTitle && "mt-5")}>{children}</div>
          <DialogPrimitive.Close
            aria-label={t("close")}
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
