/** A run of plain text, or a web address to show as a link. */
export type TextPart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string };

// An address starts with http://, https:// or www. and runs to the next space or angle bracket.
const ADDRESS = /(?<![\w@.])(?:https?:\/\/|www\.)[^\s<>"]+/giu;
const TRAILING_PUNCTUATION = /[.,;:!?'"*_~]$/u;
const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

const count = (text: string, char: string) => text.split(char).length - 1;

/** Drops what ends a sentence around an address: "(see https://a.org)." → "https://a.org". */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const last = address.at(-1) ?? "";
    const opening = PAIRS[last];
    if (TRAILING_PUNCTUATION.test(last)) address = address.slice(0, -1);
    else if (opening && count(address, last) > count(address, opening)) {
      address = address.slice(0, -1);
    } else return address;
  }
}

/** The address a link may open: http or https with a dotted host, or null. */
function safeHref(address: string): string | null {
  const href = /^www\./iu.test(address) ? `https://${address}` : address;
  try {
    const url = new URL(href);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".") || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits plain text into text and links, so a post's web addresses can be shown as links built
 * as elements (never as HTML). Only http and https addresses become links.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts.at(-1);
    if (previous?.kind === "text") previous.text += value;
    else parts.push({ kind: "text", text: value });
  };
  let position = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = address ? safeHref(address) : null;
    if (!href) continue;
    pushText(text.slice(position, match.index));
    parts.push({ kind: "link", text: address, href });
    position = match.index + address.length;
  }
  pushText(text.slice(position));
  return parts;
}
