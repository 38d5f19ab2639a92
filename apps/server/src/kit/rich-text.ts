import {
  isAllowedEmbedUrl,
  RICH_TEXT_EMBED_TAG,
  RICH_TEXT_EMBEDS,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL,
} from "@vitalog/domain";
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

const DIMENSION = /^\d{1,4}%?$/;

/**
 * An embed kept as a frame the app controls: only an allowed host's embed address, its size and
 * title, lazily loaded, sandboxed and sent no referrer path; any other frame loses its address
 * (and is then dropped).
 */
function embedFrame(tagName: string, attribs: sanitizeHtml.Attributes) {
  const src = attribs.src?.trim() ?? "";
  if (!isAllowedEmbedUrl(src)) return { tagName, attribs: {} };
  const size = Object.fromEntries(
    (["width", "height"] as const)
      .filter((name) => DIMENSION.test(attribs[name] ?? ""))
      .map((name) => [name, attribs[name] as string]),
  );
  return {
    tagName,
    attribs: {
      src,
      ...size,
      ...(attribs.title ? { title: attribs.title.slice(0, 200) } : {}),
      allowfullscreen: "",
      loading: "lazy",
      referrerpolicy: "strict-origin-when-cross-origin",
      sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
    },
  };
}

/** The sanitiser's options with embeds from `RICH_TEXT_EMBEDS` allowed (articles). */
const EMBED_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...RICH_TEXT_TAGS, RICH_TEXT_EMBED_TAG],
  allowedAttributes: {
    ...OPTIONS.allowedAttributes,
    [RICH_TEXT_EMBED_TAG]: [
      "src",
      "width",
      "height",
      "title",
      "allowfullscreen",
      "loading",
      "referrerpolicy",
      "sandbox",
    ],
  },
  allowedIframeHostnames: RICH_TEXT_EMBEDS.flatMap((embed) => embed.hosts),
  allowIframeRelativeUrls: false,
  transformTags: { ...OPTIONS.transformTags, [RICH_TEXT_EMBED_TAG]: embedFrame },
  // A frame's fallback text is never shown; it is not kept.
  textFilter: (text, tagName) => (tagName === RICH_TEXT_EMBED_TAG ? "" : text),
  exclusiveFilter: (frame) =>
    (frame.tag === RICH_TEXT_EMBED_TAG && !frame.attribs.src) ||
    (OPTIONS.exclusiveFilter?.(frame) ?? false),
};

export interface RichTextOptions {
  /** Keep embeds from the allowed video, slide and code-sandbox hosts (articles). */
  embeds?: boolean;
}

/**
 * Rich text as it may be stored and shown: only the allowed tags and attributes, links and
 * pictures only over http(s) (or the API's own files, `/api/v1/...`), and with `embeds` frames
 * from the allowed hosts only. Run on every write.
 */
export function sanitizeRichText(html: string, { embeds = false }: RichTextOptions = {}): string {
  const options = embeds ? EMBED_OPTIONS : OPTIONS;
  return sanitizeHtml(html, {
    ...options,
    allowedAttributes: { ...options.allowedAttributes, a: ["href", "title", "rel", "target"] },
  }).trim();
}

/** The text of rich text, without its markup: what makes a text lesson empty or not. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
};

/** The sanitiser's text output as the characters it stands for. */
function decodeEscapes(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Plain text as stored for comments, posts, names and descriptions: any markup removed (a
 * script or style with its content), the characters kept as typed, so the web shows it as text.
 * Repeated until nothing changes, so markup spelled with entities cannot come back as markup.
 */
export function sanitizePlainText(text: string): string {
  let current = text;
  for (let pass = 0; pass < 5; pass += 1) {
    const next = decodeEscapes(
      sanitizeHtml(current, {
        allowedTags: [],
        allowedAttributes: {},
        nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe"],
      }),
    );
    if (next === current) break;
    current = next;
  }
  return current.trim();
}

/** The words of rich text as plain text: block ends become spaces so words do not run together. */
export function richTextWords(html: string): string {
  return decodeEscapes(
    sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|pre|figcaption)>|<br\s*\/?>/gi, "$& "), {
      allowedTags: [],
      allowedAttributes: {},
    }),
  )
    .replace(/\s+/g, " ")
    .trim();
}
