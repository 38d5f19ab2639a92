import clsx from "clsx";
import type { ReactNode } from "react";

/**
 * One comment as every community list shows it: the author's picture, their name and when, the
 * text, and what the reader may do with it. The pieces come already made (links, times).
 */
export function CommentItem({
  as: Element = "article",
  avatar,
  byline,
  children,
  actions,
  sideAction,
  className,
}: {
  as?: "article" | "li" | "div";
  avatar: ReactNode;
  /** The author's name, the time and any mark ("edited"), on one line. */
  byline: ReactNode;
  /** The text. */
  children: ReactNode;
  /** Buttons under the text (Reply, Delete). */
  actions?: ReactNode;
  /** One button beside the text, at its right (a compact Delete). */
  sideAction?: ReactNode;
  className?: string;
}) {
  return (
    <Element className={clsx("flex gap-3", className)}>
      {avatar}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">{byline}</p>
        {children}
        {actions ? <div className="flex gap-1">{actions}</div> : null}
      </div>
      {sideAction}
    </Element>
  );
}
