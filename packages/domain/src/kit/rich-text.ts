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

/** The element an embed is: an inline frame, allowed only from `RICH_TEXT_EMBEDS`. */
export const RICH_TEXT_EMBED_TAG = "iframe";

/**
 * Where an embed may come from (learning-devices-commerce §5: video, slide and code-sandbox
 * hosts): YouTube, Vimeo, Google Slides, CodeSandbox and CodePen, each only at its embed
 * addresses, over https. Any other frame is removed.
 */
export const RICH_TEXT_EMBEDS: readonly { name: string; hosts: readonly string[]; path: RegExp }[] =
  [
    {
      name: "YouTube",
      hosts: ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com"],
      path: /^\/embed\/[\w-]{1,64}$/,
    },
    { name: "Vimeo", hosts: ["player.vimeo.com"], path: /^\/video\/\d{1,20}$/ },
    {
      name: "Google Slides",
      hosts: ["docs.google.com"],
      path: /^\/presentation\/d\/(?:e\/)?[\w-]{1,200}\/(?:embed|pub|preview)$/,
    },
    {
      name: "CodeSandbox",
      hosts: ["codesandbox.io"],
      path: /^\/(?:embed|p\/sandbox|p\/devbox)\/[\w-]{1,100}$/,
    },
    {
      name: "CodePen",
      hosts: ["codepen.io"],
      path: /^\/[\w-]{1,100}\/embed\/(?:preview\/)?\w{1,40}$/,
    },
  ];

const EMBED_URL = /^https:\/\/([a-z0-9.-]+)(\/[^?#\s]*)(\?[^#\s"'<>]*)?$/i;

/** Whether a frame's address is one of the allowed embeds. */
export function isAllowedEmbedUrl(src: string): boolean {
  const match = EMBED_URL.exec(src.trim());
  if (!match?.[1] || !match[2]) return false;
  const host = match[1].toLowerCase();
  const path = match[2];
  return RICH_TEXT_EMBEDS.some((embed) => embed.hosts.includes(host) && embed.path.test(path));
}
