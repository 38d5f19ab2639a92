import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
const dir = mkdtempSync("/tmp/vshot-");
const port = 3998;
const child = spawn(process.execPath, ["apps/server/dist/main.js"], { cwd: "/work/wt-web3", env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dir, LOG_LEVEL: "warn", PUBLIC_URL: `http://localhost:${port}` }, stdio: "inherit" });
for (let i = 0; i < 200; i++) { try { const r = await fetch(`http://localhost:${port}/api/health`); if (r.ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage();
page.on("console", (m) => console.log("console", m.text()));
page.on("response", async (r) => { if (r.url().includes("/api/v1/courses")) console.log("resp", r.status(), r.url(), (await r.text()).slice(0, 200)); });
await page.goto(`http://localhost:${port}/preview/courses`); await page.waitForTimeout(2000);
await browser.close(); child.kill();
