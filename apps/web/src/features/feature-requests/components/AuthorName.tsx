import type { CommunityAuthor } from "@vitalog/domain";
import { Link } from "react-router";
import { authorProfileIdentifier, profilePathsFor } from "../../profile/paths.ts";
import type { RequestArea } from "../paths.ts";

/** The author's name, a link to their public profile when they have one (not in /admin). */
export function AuthorName({ author, area }: { author: CommunityAuthor; area: RequestArea }) {
  const identifier = authorProfileIdentifier(author);
  if (!identifier || area === "admin") {
    return <span className="font-medium text-slate-800">{author.name}</span>;
  }
  return (
    <Link
      to={profilePathsFor(area === "preview").profile(identifier)}
      className="relative z-10 font-medium text-slate-800 underline decoration-slate-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-600 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {author.name}
    </Link>
  );
}
