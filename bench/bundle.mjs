// Initial JS (the entry script plus every modulepreload in the HTML the server sends, gzip) of
// /auth and of every preview page, and, measured in Chromium, every script fetched until the
// page is idle (the app itself, loaded after the first paint, and the route's lazy chunks).
// The preview pages are found from the build (each one the app links to is prerendered), so a
// new module's page is measured without editing this file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { root, startServer, writeResult } from "./lib.mjs";

const dist = join(root, "apps/web/dist");
const TARGET_KB = 100;

const gzipKb = (bytes) => +(bytes / 1024).toFixed(1);
const sizeOf = (url) => gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;

/** What the served HTML makes the browser fetch before anything else: scripts and preloads. */
export function declaredInitialJs(html) {
  const urls = new Set([
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
  ]);
  let bytes = 0;
  for (const url of urls) bytes += sizeOf(url);
  return { files: [...urls], kb: gzipKb(bytes) };
}

/** /auth and every prerendered /preview/<module> page. */
export function publicPages() {
  const previewDir = join(dist, "preview");
  const previews = existsSync(previewDir)
    ? readdirSync(previewDir).filter((name) => existsSync(join(previewDir, name, "index.html")))
    : ["weight"];
  return ["/auth", ...previews.sort().map((name) => `/preview/${name}`)];
}

export async function benchBundle(dataDir) {
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const pages = {};
  try {
    for (const path of publicPages()) {
      const html = await (await fetch(server.baseUrl + path)).text();
      const declared = declaredInitialJs(html);
      const page = await browser.newPage();
      const scripts = new Set();
      page.on("response", (res) => {
        if (res.request().resourceType() === "script") scripts.add(new URL(res.url()).pathname);
      });
      await page.goto(server.baseUrl + path, { waitUntil: "networkidle" });
      let bytes = 0;
      for (const url of scripts) bytes += sizeOf(url);
      pages[path] = {
        prerendered: html.includes("data-prerendered"),
        initialJsKb: declared.kb,
        initialFiles: declared.files,
        loadedUntilIdleKb: gzipKb(bytes),
        scripts: scripts.size,
        meetsTarget: declared.kb <= TARGET_KB,
      };
      console.log(
        `${path}: initial JS ${declared.kb} KB gzip (target ≤ ${TARGET_KB}), ${gzipKb(bytes)} KB loaded until idle`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  writeResult("bundle", { targetKb: TARGET_KB, pages });
  const over = Object.entries(pages).filter(([, p]) => !p.meetsTarget);
  if (over.length > 0)
    console.warn(`Over the ${TARGET_KB} KB budget: ${over.map(([p]) => p).join(", ")}`);
}
