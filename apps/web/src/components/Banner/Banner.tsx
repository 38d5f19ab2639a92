import clsx from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { messageText } from "../../lib/messages.ts";
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon, WifiOffIcon } from "../Icon/icons.tsx";

export type BannerVariant = "error" | "info" | "success" | "warning" | "offline";

export interface BannerProps {
  variant?: BannerVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** When given, the banner shows a dismiss button. */
  onDismiss?: () => void;
  className?: string;
}

const styles: Record<BannerVariant, string> = {
  error: "border-red-200 bg-red-50 text-red-800",
  info: "border-sky-200 bg-sky-50 text-sky-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  offline: "border-slate-700 bg-slate-800 text-white",
};

const icons: Record<BannerVariant, typeof AlertIcon> = {
  error: AlertIcon,
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: AlertIcon,
  offline: WifiOffIcon,
};

/** Inline message strip. Errors use role="alert"; others are polite status messages. */
export function Banner({ variant = "info", title, children, onDismiss, className }: BannerProps) {
  const { t } = useTranslation("common");
  const Icon = icons[variant];
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={clsx(
        "flex items-start gap-3 rounded-xl border px-4 py-3 text-sm",
        styles[variant],
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? (
          <div className={clsx(title && "mt-0.5")}>
            {typeof children === "string" ? messageText(t, children) : children}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t("dismiss")}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg opacity-80 hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
