import { linkParts } from "../display.ts";

/**
 * Plain text with its web addresses as links: React builds each anchor, so nothing in the text
 * is ever read as markup. Links open apart from the app, with no handle on it.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, i) =>
        part.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
