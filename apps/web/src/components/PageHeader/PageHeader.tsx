import clsx from "clsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon } from "../Icon/icons.tsx";

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Path of the back link; shows a back arrow when set. */
  backTo?: string;
  /** Accessible text of the back link (defaults to nothing visible, so give one). */
  backLabel?: string;
  /** Buttons or links at the right (below the title on phones). */
  actions?: ReactNode;
  className?: string;
}

/** The page's <h1> (the route-change focus target) with optional back link and actions. */
export function PageHeader({
  title,
  description,
  backTo,
  backLabel,
  actions,
  className,
}: PageHeaderProps) {
  return (
    <header
      className={clsx(
        "mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between",
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-2">
        {backTo ? (
          <Link
            to={backTo}
            aria-label={backLabel}
            className="-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200/60 hover:text-slate-900"
          >
            <ArrowLeftIcon className="size-5" />
          </Link>
        ) : null}
        <div className="min-w-0">
          <h1
            tabIndex={-1}
            data-route-focus
            className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
          >
            {title}
          </h1>
          {description ? <p className="mt-1 text-base text-slate-600">{description}</p> : null}
        </div>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
