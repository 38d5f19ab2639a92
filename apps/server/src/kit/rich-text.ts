import { RICH_TEXT_TAGS, RICH_TEXT_URL } from "@vitalog/domain";
import sanitizeHtml from "sanitize-html";

/** The attributes with `name` removed unless it holds a safe URL (relative ones included). */
function withSafeUrl(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const { [name]: url, ...rest } = attribs;
  return url && RICH_TEXT_URL.test(url.trim()) ? { ...rest, [name]: url.trim() } : rest;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
  },
  // URLs only over http or https, never javascript:, data: or anything else (spec §5).
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe"],
  transformTags: {
    // External links open apart from the app and give it no handle on the page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...withSafeUrl(attribs, "href"),
        rel: "noopener noreferrer",
        target: "_blank",
      },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: withSafeUrl(attribs, "src") }),
  },
  exclusiveFilter: (frame) =>
    // A link or picture whose URL was removed is dropped rather than kept empty.
    (frame.tag === "img" && !frame.attribs.src) ||
    (frame.tag === "a" && !frame.attribs.href && !frame.text.trim()),
};

/**
 * Rich text as it may be stored and shown: only the allowed tags and attributes, links and
 * pictures only over http(s) (or the API's own files, `/api/v1/...`). Run on every write.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { ...OPTIONS.allowedAttributes, a: ["href", "title", "rel", "target"] },
  }).trim();
}

/** The text of rich text, without its markup: what makes a text lesson empty or not. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
}
