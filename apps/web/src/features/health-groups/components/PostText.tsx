import clsx from "clsx";
import { linkify } from "../linkify.ts";

/**
 * Plain text with its web addresses as links, built as elements (React escapes the text, so
 * nothing in a post can become markup). Links open in a new tab and pass no referrer or rank.
 */
export function PostText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={clsx("whitespace-pre-wrap [overflow-wrap:anywhere]", className)}>
      {linkify(text).map((part, index) =>
        part.kind === "link" ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a text do not move
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a text do not move
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
