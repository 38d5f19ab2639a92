import type { CommunityAuthor } from "@vitalog/domain";
import clsx from "clsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { authorProfileIdentifier, profilePathsFor } from "../../profile/paths.ts";
import { initialsOf, useAuthorName } from "../display.ts";

/** An author's photo, or their initials. */
export function Avatar({ author, size = "md" }: { author: CommunityAuthor; size?: "sm" | "md" }) {
  const nameOf = useAuthorName();
  const box = size === "sm" ? "size-8 text-xs" : "size-11 text-sm";
  return author.photoUrl ? (
    <img
      src={author.photoUrl}
      alt=""
      className={clsx(box, "shrink-0 rounded-full bg-slate-100 object-cover")}
    />
  ) : (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        "inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800",
      )}
    >
      {initialsOf(nameOf(author))}
    </span>
  );
}

/** An author's name: a link to their public profile when they have one. */
export function AuthorName({
  author,
  isPreview,
  className,
}: {
  author: CommunityAuthor;
  isPreview: boolean;
  className?: string;
}) {
  const identifier = authorProfileIdentifier(author);
  const name = useAuthorName()(author);
  return identifier ? (
    <Link
      to={profilePathsFor(isPreview).profile(identifier)}
      className={clsx(
        "font-semibold text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      {name}
    </Link>
  ) : (
    <span className={clsx("font-semibold text-slate-900", className)}>{name}</span>
  );
}

/** Who wrote the article: photo, name (to their profile) and what follows (date, reading time). */
export function AuthorCard({
  author,
  isPreview,
  children,
}: {
  author: CommunityAuthor;
  isPreview: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar author={author} />
      <div className="min-w-0">
        <p>
          <AuthorName author={author} isPreview={isPreview} />
        </p>
        {children ? <div className="text-sm text-slate-600">{children}</div> : null}
      </div>
    </div>
  );
}
