import clsx from "clsx";
import { linkify } from "./linkify.ts";

/**
 * Plain text people wrote (comments, posts, bios) with its web addresses as links, built as
 * elements: React escapes the text, so nothing in it can become markup. Links open in a new tab
 * and pass no referrer, rank or handle on the app (`ugc`: the link is a member's).
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === "link" ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a text do not move
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a text do not move
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** `LinkedText` as a paragraph that keeps the writer's line breaks. */
export function LinkedParagraph({ text, className }: { text: string; className?: string }) {
  return (
    <p className={clsx("whitespace-pre-wrap [overflow-wrap:anywhere]", className)}>
      <LinkedText text={text} />
    </p>
  );
}
