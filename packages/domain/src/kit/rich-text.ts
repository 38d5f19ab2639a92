/**
 * The tags rich text may hold (learning-devices-commerce §5: a fixed list of tags and
 * attributes): text structure, emphasis, lists, quotes, code, links and pictures. The server's
 * sanitiser keeps only these; the web renders only these.
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "u",
  "s",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "hr",
  "img",
  "figure",
  "figcaption",
] as const;

/** A URL rich text may point at: an absolute http(s) address, or the API's own files. */
export const RICH_TEXT_URL = /^(https?:\/\/[^\s/]|\/api\/v1\/)/i;
