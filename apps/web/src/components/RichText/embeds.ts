import { isAllowedEmbedUrl, RICH_TEXT_EMBEDS } from "@vitalog/domain";

/** The allowed embed an address is (its name, "YouTube"), or null when it is not allowed. */
export function embedOf(src: string): { name: string } | null {
  if (!isAllowedEmbedUrl(src)) return null;
  const host = new URL(src.trim()).hostname.toLowerCase();
  const embed = RICH_TEXT_EMBEDS.find((e) => e.hosts.includes(host));
  return embed ? { name: embed.name } : null;
}

/** The names of the hosts embeds may come from, for messages ("YouTube, Vimeo, …"). */
export const EMBED_NAMES = RICH_TEXT_EMBEDS.map((e) => e.name);

function parse(typed: string): URL | null {
  const trimmed = typed.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const YOUTUBE_ID = /^[\w-]{1,64}$/;

/** The embed address of a page's address as people copy it (a YouTube watch page), if any. */
function embedAddressOf(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  if (YOUTUBE_HOSTS.has(host) || host === "youtu.be") {
    const id =
      host === "youtu.be"
        ? segments[0]
        : segments[0] === "watch"
          ? url.searchParams.get("v")
          : ["shorts", "live", "embed", "v"].includes(segments[0] ?? "")
            ? segments[1]
            : null;
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === "www.youtube-nocookie.com") return url.href;
  if (host === "vimeo.com" || host === "www.vimeo.com") {
    const id = segments.find((s) => /^\d{1,20}$/.test(s));
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  if (host === "docs.google.com" && segments[0] === "presentation" && segments[1] === "d") {
    const published = segments[2] === "e";
    const id = published ? segments[3] : segments[2];
    return id ? `https://docs.google.com/presentation/d/${published ? "e/" : ""}${id}/embed` : null;
  }
  if (host === "codesandbox.io") {
    const id =
      segments[0] === "s" || segments[0] === "embed"
        ? segments[1]
        : segments[0] === "p" && (segments[1] === "sandbox" || segments[1] === "devbox")
          ? segments[2]
          : null;
    return id ? `https://codesandbox.io/embed/${id}` : null;
  }
  if (
    host === "codepen.io" &&
    segments.length >= 3 &&
    ["pen", "embed"].includes(segments[1] ?? "")
  ) {
    return `https://codepen.io/${segments[0]}/embed/${segments.at(-1)}`;
  }
  return url.href;
}

/**
 * The frame address for what someone typed or pasted: a page address of an allowed host
 * (`youtube.com/watch?v=…`, `vimeo.com/…`, a Google Slides edit link, a CodeSandbox or CodePen
 * page) becomes its embed address; null when the result is not an allowed embed.
 */
export function embedSourceOf(typed: string): { src: string; name: string } | null {
  const url = parse(typed);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  url.protocol = "https:";
  const src = embedAddressOf(url);
  const embed = src ? embedOf(src) : null;
  return src && embed ? { src, name: embed.name } : null;
}
