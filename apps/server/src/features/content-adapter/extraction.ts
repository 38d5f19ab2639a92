import { createHash } from "node:crypto";
import { Readability } from "@mozilla/readability";
import {
  ContentAdapterMessage,
  countWords,
  DEFAULT_EXCERPT_LENGTH,
  detectLanguage,
  type ExtractedArticle,
  type ExtractedImage,
  type ExtractedLink,
  excerptFrom,
  isScientificHost,
  MIN_CONTENT_BLOCK_CHARS,
  urlScheme,
} from "@vitalog/domain";
import { AppError } from "../../errors.ts";
import { richTextWords, sanitizeRichText } from "../../kit/rich-text.ts";
import type { Logger } from "../../logger.ts";
import { type Outbound, OutboundError } from "../../platform/outbound.ts";

// A minimal view of the DOM jsdom builds (the server compiles without the DOM library).
interface El {
  tagName: string;
  textContent: string | null;
  innerHTML: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelectorAll(selector: string): ArrayLike<El>;
  closest(selector: string): El | null;
  querySelector(selector: string): El | null;
}
interface Doc extends El {
  title: string;
  body: El | null;
  documentElement: El;
  cloneNode(deep: boolean): Doc;
}
interface JsdomModule {
  JSDOM: new (
    html: string,
    options: { url: string },
  ) => { window: { document: Doc; close(): void } };
}

/**
 * The checked URL an admin typed (admin-back-office §5): empty or unparsable is 400 "Please
 * enter a valid URL", another scheme 400 "Invalid URL protocol...".
 */
export function checkSourceUrl(raw: string): URL {
  const scheme = urlScheme(raw);
  if (scheme !== null && scheme !== "http" && scheme !== "https") {
    throw AppError.invalid("url", ContentAdapterMessage.invalidProtocol);
  }
  try {
    const url = new URL(raw.trim());
    if (!url.hostname) throw new Error("no host");
    return url;
  } catch {
    throw AppError.invalid("url", ContentAdapterMessage.invalidUrl);
  }
}

const CHARSET_META =
  /<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)|<meta[^>]+http-equiv\s*=\s*["']?content-type["']?[^>]*content\s*=\s*["'][^"']*charset=([A-Za-z0-9_.:-]+)/i;

/**
 * The page's text: the charset of the Content-Type header, else of a `<meta charset>` or
 * `http-equiv` tag in the first 4 KB, else UTF-8 (Russian pages are often windows-1251).
 */
export function decodePage(body: Buffer, headerCharset: string | undefined): string {
  const head = body.subarray(0, 4096).toString("latin1");
  const match = CHARSET_META.exec(head);
  const candidates = [headerCharset, match?.[1] ?? match?.[2], "utf-8"];
  for (const label of candidates) {
    if (!label) continue;
    try {
      return new TextDecoder(label.trim().toLowerCase()).decode(body);
    } catch {
      // An unknown label: try the next source.
    }
  }
  return body.toString("utf8");
}

const meta = (doc: Doc, selector: string): string | null => {
  const value = doc.querySelector(selector)?.getAttribute("content")?.trim();
  return value ? value : null;
};

function absolute(href: string | null, base: string): URL | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/**
 * The main block when Readability finds no article: the longest of the page's article, main and
 * content-like blocks, blocks under 100 characters of text never chosen (§7 main-content rule).
 */
function fallbackBlock(doc: Doc): El | null {
  const blocks = Array.from(
    doc.querySelectorAll("article, main, [role=main], .content, .post, .entry-content, #content"),
  );
  let best: El | null = null;
  let bestLength = 0;
  for (const block of blocks) {
    const length = squash(block.textContent).length;
    if (length >= MIN_CONTENT_BLOCK_CHARS && length > bestLength) {
      best = block;
      bestLength = length;
    }
  }
  return best;
}

/**
 * The article of an HTML page: Mozilla Readability over a jsdom document (no scripts run, no
 * resources loaded), links and images made absolute against the page's final URL, the content
 * sanitised to the rich-text tags, the metadata from the page's head. Null when there is none.
 */
export async function parseArticle(
  html: string,
  pageUrl: string,
): Promise<Omit<ExtractedArticle, "sourceUrl" | "sourceHost"> | null> {
  const { JSDOM } = (await import("jsdom")) as unknown as JsdomModule;
  const dom = new JSDOM(html, { url: pageUrl });
  try {
    const doc = dom.window.document;
    const metadata = {
      ogTitle: meta(doc, 'meta[property="og:title"]'),
      ogDescription: meta(doc, 'meta[property="og:description"]'),
      ogImage: absolute(meta(doc, 'meta[property="og:image"]'), pageUrl)?.href ?? null,
      keywords: (meta(doc, 'meta[name="keywords"]') ?? "")
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean)
        .slice(0, 100),
    };
    const parsed = new Readability(doc.cloneNode(true) as never, {
      charThreshold: MIN_CONTENT_BLOCK_CHARS,
    }).parse();
    let contentHtml = parsed?.content ?? null;
    if (!contentHtml || squash(parsed?.textContent).length < MIN_CONTENT_BLOCK_CHARS) {
      contentHtml = fallbackBlock(doc)?.innerHTML ?? null;
    }
    if (!contentHtml) return null;

    // Links and images of the content, made absolute before sanitising.
    const body = new JSDOM(`<!doctype html><body>${contentHtml}</body>`, { url: pageUrl }).window
      .document.body as El;
    const links: ExtractedLink[] = [];
    const seenLinks = new Set<string>();
    for (const a of Array.from(body.querySelectorAll("a[href]"))) {
      const url = absolute(a.getAttribute("href"), pageUrl);
      if (!url) continue;
      a.setAttribute("href", url.href);
      if (seenLinks.has(url.href)) continue;
      seenLinks.add(url.href);
      links.push({
        text: squash(a.textContent).slice(0, 2000),
        url: url.href,
        isScientific: isScientificHost(url.hostname),
      });
    }
    const images: ExtractedImage[] = [];
    for (const img of Array.from(body.querySelectorAll("img"))) {
      const url = absolute(img.getAttribute("src"), pageUrl);
      if (!url) continue;
      img.setAttribute("src", url.href);
      images.push({
        url: url.href,
        alt: squash(img.getAttribute("alt")).slice(0, 2000),
        caption: squash(img.closest("figure")?.querySelector("figcaption")?.textContent).slice(
          0,
          2000,
        ),
      });
    }
    const content = sanitizeRichText(body.innerHTML);
    const text = richTextWords(content);
    if (squash(text).length < MIN_CONTENT_BLOCK_CHARS) return null;
    const title =
      squash(parsed?.title) || metadata.ogTitle || squash(doc.title) || new URL(pageUrl).hostname;
    const excerpt =
      squash(parsed?.excerpt) ||
      metadata.ogDescription ||
      excerptFrom(text, DEFAULT_EXCERPT_LENGTH);
    return {
      title: title.slice(0, 2000),
      content,
      excerpt: excerpt.slice(0, 2000),
      author: squash(parsed?.byline) || meta(doc, 'meta[name="author"]'),
      publishDate:
        squash(parsed?.publishedTime) || meta(doc, 'meta[property="article:published_time"]'),
      language: detectLanguage(`${title} ${text}`),
      wordCount: countWords(text),
      links: links.slice(0, 2000),
      images: images.slice(0, 500),
      metadata,
    };
  } finally {
    dom.window.close();
  }
}

/**
 * Fetches the page through the guarded outbound client and extracts its article: 422 "Unable
 * to extract content..." for a refused address, a failed fetch or a page without an article.
 */
export async function extractArticle(
  outbound: Outbound,
  log: Logger,
  rawUrl: string,
): Promise<ExtractedArticle> {
  const url = checkSourceUrl(rawUrl);
  const unable = () => new AppError("UNPROCESSABLE", ContentAdapterMessage.unableToExtract);
  let page: Awaited<ReturnType<Outbound["fetchPage"]>>;
  try {
    page = await outbound.fetchPage(url.href, { accept: "html" });
  } catch (error) {
    if (error instanceof OutboundError) {
      if (error.reason === "protocol") {
        throw AppError.invalid("url", ContentAdapterMessage.invalidProtocol);
      }
      if (error.reason === "invalid-url") {
        throw AppError.invalid("url", ContentAdapterMessage.invalidUrl);
      }
      log.info({ reason: error.reason }, "content adapter: page not fetched");
      throw unable();
    }
    throw error;
  }
  if (page.status < 200 || page.status >= 300) throw unable();
  const article = await parseArticle(decodePage(page.body, page.charset), page.url);
  if (!article) throw unable();
  return { ...article, sourceUrl: page.url, sourceHost: new URL(page.url).hostname };
}

/** SHA-256 (hex) of an extracted article's text: what an adapted draft was made from. */
export function articleTextHash(article: Pick<ExtractedArticle, "content">): string {
  return createHash("sha256").update(richTextWords(article.content)).digest("hex");
}
