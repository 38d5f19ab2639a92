import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { getMimeType } from "hono/utils/mime";
import type { AppEnv } from "./app-env.ts";
import { type PublicPageRenderer, renderedPageHtml, VISITOR_HEADERS } from "./public-pages.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const STATIC_EXTENSIONS = new Set(
  "js mjs css map json webmanifest png jpg jpeg gif svg ico webp avif woff woff2 ttf otf txt xml wasm"
    .split(" ")
    .map((ext) => `.${ext}`),
);

const WEB_BUILD_MISSING = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vitalog</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The Vitalog web app has not been built</h1>
<p>The server is running, but there is no web build in <code>WEB_DIST_DIR</code>.
Run <code>npm start</code> from the project folder (it builds the web app when <code>apps/web</code> exists),
or <code>npm run build -w @vitalog/web</code>.</p>
<p>The API answers under <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/** A file's bytes in the form Response bodies take. */
export async function readBytes(path: string): Promise<Uint8Array<ArrayBuffer>> {
  const data = await readFile(path);
  return new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Serves the built web app: files as they are (hashed /assets/* cached for a year), a page's
 * prerendered HTML where the build made one, a page with content from the database rendered at
 * the request (`render`, see public-pages.ts), and index.html (revalidated every time) for any
 * other path, so the client-side router decides.
 */
export function webAppRoutes(distDir: string, render?: PublicPageRenderer) {
  const root = resolve(distDir);
  const indexFile = join(root, "index.html");
  const router = new Hono<AppEnv>();
  router.use("*", compress());

  router.get("*", async (c) => {
    const path = safeDecode(c.req.path);
    const file = path === null ? null : resolve(root, `.${path}`);
    if (file?.startsWith(root + sep) && (await isFile(file))) {
      c.header("Cache-Control", path?.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
      c.header("Content-Type", getMimeType(file) ?? "application/octet-stream");
      return c.body(await readBytes(file));
    }
    if (STATIC_EXTENSIONS.has(extname(c.req.path).toLowerCase())) {
      return c.text("Not found", 404);
    }
    // A page prerendered at build time (dist/auth/index.html for /auth).
    const prerendered = file && join(file, "index.html");
    if (prerendered?.startsWith(root + sep) && (await isFile(prerendered))) {
      c.header("Cache-Control", REVALIDATE);
      return c.html(await readFile(prerendered, "utf8"), 200);
    }
    if (!(await isFile(indexFile))) {
      c.header("Cache-Control", REVALIDATE);
      return c.html(WEB_BUILD_MISSING, 503);
    }
    c.header("Cache-Control", REVALIDATE);
    const template = await readFile(indexFile, "utf8");
    const headers = Object.fromEntries(VISITOR_HEADERS.map((name) => [name, c.req.header(name)]));
    const page = render ? await render(c.req.url, { env: c.env, headers }) : null;
    return c.html(page ? renderedPageHtml(template, page) : template, 200);
  });

  return router;
}
