// Initial JS (entry plus modulepreloaded chunks, gzip) for /auth and /preview/weight, and, measured
// in Chromium, every script fetched until the page is idle (which adds the route's lazy chunks).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { root, startServer, writeResult } from "./lib.mjs";

const dist = join(root, "apps/web/dist");
const TARGET_KB = 150;

function declaredInitialJs() {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const urls = new Set([
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
  ]);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;
  return { files: [...urls], kb: +(bytes / 1024).toFixed(1) };
}

export async function benchBundle(dataDir) {
  const declared = declaredInitialJs();
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const pages = {};
  try {
    for (const path of ["/auth", "/preview/weight"]) {
      const page = await browser.newPage();
      const scripts = new Set();
      page.on("response", (res) => {
        if (res.request().resourceType() === "script") scripts.add(new URL(res.url()).pathname);
      });
      await page.goto(server.baseUrl + path, { waitUntil: "networkidle" });
      let bytes = 0;
      for (const url of scripts)
        bytes += gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;
      pages[path] = {
        initialJsKb: declared.kb,
        loadedUntilIdleKb: +(bytes / 1024).toFixed(1),
        scripts: scripts.size,
        meetsTarget: declared.kb <= TARGET_KB,
      };
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  writeResult("bundle", { targetKb: TARGET_KB, initialFiles: declared.files, pages });
}
