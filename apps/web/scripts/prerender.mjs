// Prerenders the public pages a visitor opens first (/auth, every /preview/<module> page the
// app links to, the legal pages) into dist/<path>/index.html, so they paint from HTML and CSS
// before the JavaScript arrives. The built app runs in headless Chromium against a small server
// that answers the API as it answers a visitor; the page's #root is then written into a copy of
// index.html, inert until the app takes it over. Pages whose content is in the database (courses,
// groups, articles…) would go stale here: the server renders those at each request instead
// (src/entry-server.tsx). Without Chromium the step is skipped and every page loads as before.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dist = resolve(dirname(fileURLToPath(import.meta.url)), "../dist");
// The server's renderer: the pages it renders at each request, with live data, are left out here.
const rendererEntry = resolve(dist, "../dist-ssr/entry-server.js");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Pages every visitor can open; the preview pages are found from the app's own navigation. */
const FIXED_PAGES = ["/auth", "/terms-of-service", "/privacy-policy"];
const TYPES = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};

/** What the API tells a visitor, as far as the public pages ask. */
function visitorApi(path) {
  if (path === "/api/v1/session") return { signedIn: false, profile: null };
  if (path === "/api/v1/auth/providers") return { google: false, apple: false };
  return null;
}

function serveDist(template) {
  return createServer((req, res) => {
    const path = new URL(req.url, "http://localhost").pathname;
    if (path.startsWith("/api/")) {
      const body = visitorApi(path);
      res.writeHead(body ? 200 : 404, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body ?? { error: { code: "NOT_FOUND", message: "Not found" } }));
      return;
    }
    const file = join(dist, path);
    if (file.startsWith(dist) && extname(path) && existsSync(file)) {
      res.writeHead(200, { "Content-Type": TYPES[extname(path)] ?? "application/octet-stream" });
      res.end(readFileSync(file));
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end(template);
  });
}

async function loadPlaywright() {
  try {
    return await import("playwright-core");
  } catch {
    return null;
  }
}

/** The page's rendered #root, written into index.html in place of the empty one. */
function pageHtml(template, title, rootHtml) {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${title.replace(/</g, "&lt;")}</title>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered inert>${rootHtml}</div>`);
}

export async function prerender() {
  const templatePath = join(dist, "index.html");
  const template = readFileSync(templatePath, "utf8");
  const playwright = await loadPlaywright();
  if (!playwright || !existsSync(chromiumPath)) {
    console.log(`Prerendering skipped: no Chromium at ${chromiumPath} (set CHROMIUM_PATH).`);
    return [];
  }
  const serverRendered = existsSync(rendererEntry)
    ? (await import(pathToFileURL(rendererEntry).href)).isServerRenderedPath
    : () => false;
  const server = serveDist(template);
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const written = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const render = async (path) => {
      await page.goto(base + path, { waitUntil: "networkidle" });
      await page.waitForSelector("#root h1", { timeout: 15_000 });
      await page.waitForFunction(() => !document.querySelector("#root [data-page-spinner]"));
      return page.evaluate(() => ({
        // A page whose content comes from the API (the course catalogue) shows its loading
        // failure here, where the API answers only what a visitor's session needs: left out.
        needsData: document.querySelector("#root [data-load-error]") !== null,
        title: document.title,
        path: location.pathname,
        root: document.getElementById("root")?.innerHTML ?? "",
        previews: [...document.querySelectorAll('a[href^="/preview/"]')].map(
          (a) => new URL(a.href).pathname,
        ),
      }));
    };
    const first = await render("/preview");
    const previews = [...new Set([first.path, ...first.previews])].filter((p) =>
      /^\/preview\/[\w-]+$/.test(p),
    );
    for (const path of [...FIXED_PAGES, ...previews]) {
      if (serverRendered(path)) continue;
      const shot = await render(path);
      if (shot.needsData) continue;
      if (shot.path !== path) {
        console.warn(`Prerendering ${path}: the app moved to ${shot.path}; left out.`);
        continue;
      }
      const out = join(dist, path.slice(1), "index.html");
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, pageHtml(template, shot.title, shot.root));
      written.push(path);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`Prerendered ${written.length} pages: ${written.join(", ")}`);
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await prerender();
}
