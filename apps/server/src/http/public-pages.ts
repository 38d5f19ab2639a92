import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "../logger.ts";

/** What the web build's server renderer (apps/web/src/entry-server.tsx) gives for a page. */
export interface RenderedPage {
  html: string;
  title: string | null;
  state: unknown;
}

interface RendererEntry {
  configureRenderer(options: {
    api: (path: string, init: RequestInit) => Promise<Response>;
    /** Returns a DocumentFragment of the server's DOM. */
    parseHtmlFragment: (html: string) => unknown;
  }): void;
  renderPublicPage(url: string): Promise<RenderedPage | null>;
}

/**
 * Who asked for the page, as far as the API may know a visitor: the connection (`env`, the
 * server's bindings, for the client's address) and the user agent and forwarded-for headers, so
 * an article view counts once per visitor as when their browser asks. Never their cookies.
 */
export interface PageVisitor {
  env: unknown;
  headers: Record<string, string | undefined>;
}

/** A page's server render, or null: the browser renders it (index.html). */
export type PublicPageRenderer = (
  url: string,
  visitor: PageVisitor,
) => Promise<RenderedPage | null>;

/** The API, answering in-process for the connection in `env`. */
export type InProcessApi = (path: string, init: RequestInit, env: unknown) => Promise<Response>;

/** The visitor's headers the API may see. */
export const VISITOR_HEADERS = ["user-agent", "x-forwarded-for"] as const;

/** Longer than this and the visitor gets index.html, which loads the data itself. */
const RENDER_TIMEOUT_MS = 3_000;

/** The server renderer's bundle, next to the web build: apps/web/dist-ssr/entry-server.js. */
export function rendererEntryOf(webDistDir: string): string {
  return join(webDistDir, "../dist-ssr/entry-server.js");
}

/**
 * Renders the public pages whose content is in the database (courses, groups, articles…) at
 * each request, as a visitor sees them, through the web build's own components. `api` answers
 * the page's API requests in-process, without the requester's cookies, so every visitor gets
 * the same page and nobody's private data can enter it. Without the bundle (an older build, the
 * web app not built) or on any failure the page is left to the browser.
 */
export function publicPageRenderer(
  entryPath: string,
  api: InProcessApi,
  log: Logger,
): PublicPageRenderer {
  // The visitor of the render under way, through every await of its API requests.
  const current = new AsyncLocalStorage<PageVisitor>();
  let entry: Promise<RendererEntry | null> | null = null;
  const load = async (): Promise<RendererEntry | null> => {
    if (!existsSync(entryPath)) return null;
    try {
      const [renderer, { JSDOM }] = await Promise.all([
        import(pathToFileURL(entryPath).href) as Promise<RendererEntry>,
        import("jsdom"),
      ]);
      renderer.configureRenderer({
        api: (path, init) => {
          const visitor = current.getStore();
          const headers = withoutCredentials(init.headers);
          for (const name of VISITOR_HEADERS) {
            const value = visitor?.headers[name];
            if (value) headers.set(name, value);
          }
          return api(path, { ...init, headers }, visitor?.env);
        },
        // Rich text is parsed in an inert template, as the browser's app does.
        parseHtmlFragment: (html) => JSDOM.fragment(html),
      });
      return renderer;
    } catch (error) {
      log.error({ err: error }, "The public pages' server renderer could not be loaded");
      return null;
    }
  };
  return async (url, visitor) => {
    entry ??= load();
    const renderer = await entry;
    if (!renderer) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        current.run(visitor, () => renderer.renderPublicPage(url)),
        new Promise<null>((done) => {
          timer = setTimeout(() => done(null), RENDER_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      log.warn({ err: error, url: new URL(url).pathname }, "Server rendering failed");
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The renderer asks as a visitor: no cookie or authorization ever reaches the API. */
function withoutCredentials(headers: RequestInit["headers"]): Headers {
  const result = new Headers(headers);
  result.delete("cookie");
  result.delete("authorization");
  return result;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/**
 * JSON that is safe inside a `<script type="application/json">`: no `<`, `>` or `&` (so no
 * `</script>` or `<!--` can end or change the element) and no line separators.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The id of the script element holding a rendered page's data (read by the app's main.tsx). */
export const INITIAL_DATA_ID = "vitalog-initial-data";

/** index.html with the rendered page in #root (inert until the app takes it over) and its data. */
export function renderedPageHtml(template: string, page: RenderedPage): string {
  let html = template;
  const title = page.title;
  if (title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const data = `<script type="application/json" id="${INITIAL_DATA_ID}">${scriptSafeJson(page.state)}</script>`;
  // Replaced through functions: `$` in the page's content is not a replacement pattern.
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-prerendered inert>${page.html}</div>${data}`,
  );
}
