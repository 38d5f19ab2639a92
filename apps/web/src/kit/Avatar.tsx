import type { CommunityAuthor } from "@vitalog/domain";
import clsx from "clsx";
import { LogoMark, UserIcon } from "../components/Icon/icons.tsx";
import { initialsOf, isTeamAuthor } from "./people.ts";

/**
 * A person's photo, their initials without one, Vitalog's mark for the team's posts, and a
 * plain person icon for someone not named (a member hidden from visitors, a deleted account).
 */
export function Avatar({ author, size = "md" }: { author: CommunityAuthor; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-8 text-xs" : "size-10 text-sm";
  if (author.photoUrl) {
    return (
      <img
        src={author.photoUrl}
        alt=""
        className={clsx(box, "shrink-0 rounded-full bg-slate-100 object-cover")}
      />
    );
  }
  if (isTeamAuthor(author)) {
    return <LogoMark className={clsx(box, "shrink-0 text-brand-700")} />;
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        "flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800",
      )}
    >
      {(author.id !== null && initialsOf(author.name)) || <UserIcon className="size-1/2" />}
    </span>
  );
}
