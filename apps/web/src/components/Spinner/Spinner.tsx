import clsx from "clsx";
import { useTranslation } from "react-i18next";

export interface SpinnerProps {
  size?: "sm" | "md" | "lg";
  /** Accessible label; omit when the spinner sits inside something that is already labelled. */
  label?: string;
  decorative?: boolean;
  className?: string;
}

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export function Spinner({ size = "md", label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation("common");
  return (
    <span
      role={decorative ? undefined : "status"}
      aria-hidden={decorative || undefined}
      className={clsx("inline-flex items-center justify-center", className)}
    >
      <svg
        className={clsx("animate-spin", sizes[size])}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {decorative ? null : <span className="sr-only">{label ?? t("loading")}</span>}
    </span>
  );
}

/** Centred spinner for a page or section that is waiting for data. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div data-page-spinner className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner size="lg" {...(label ? { label } : {})} />
    </div>
  );
}
