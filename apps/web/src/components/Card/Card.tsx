import clsx from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";

export interface CardProps extends Omit<ComponentProps<"section">, "title"> {
  /** Optional heading shown at the top of the card. */
  title?: ReactNode;
  description?: ReactNode;
  /** Content at the right of the heading row (a link or small button). */
  actions?: ReactNode;
  padding?: "none" | "md" | "lg";
}

const paddings = { none: "", md: "p-5", lg: "p-6 sm:p-8" } as const;

export function Card({
  title,
  description,
  actions,
  padding = "md",
  className,
  children,
  ...rest
}: CardProps) {
  // A card with a title is a region named by it, so it can be found and announced by name.
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={clsx(
        "rounded-xl border border-slate-200 bg-white shadow-sm",
        paddings[padding],
        className,
      )}
      {...rest}
    >
      {title || actions ? (
        // Wraps: on a narrow screen the actions go under the heading rather than past the edge.
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {title ? (
              <h2 id={headingId} className="text-base font-semibold text-slate-900">
                {title}
              </h2>
            ) : null}
            {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
          </div>
          {actions ? <div className="shrink-0">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
