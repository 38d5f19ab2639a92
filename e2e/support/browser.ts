import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";

export const baseUrl = () => inject("baseUrl");
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function newContext(browser: Browser, viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport, locale: "en-US" });
}

let counter = 0;
/** A unique address per test run so tests never share accounts. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@example.com`;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol, so the page's CSP (no inline scripts) still holds.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

const screenshotDir = join(import.meta.dirname, "..", "screenshots");
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Waits for the page to settle, saves its screenshot, and fails on serious axe violations. */
export async function checkPage(page: Page, name: string, width: "phone" | "desktop") {
  await page.waitForLoadState("networkidle");
  await screenshot(page, `${name}-${width}`);
  // Nothing may push the page wider than the screen (a phone would scroll sideways).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is ${overflow} px wider than the ${width} screen`).toBeLessThanOrEqual(
    0,
  );
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/**
 * Waits until the app has taken over the page: a prerendered page (/auth, the previews, the
 * legal pages) is on screen, inert, from the first paint until the app replaces it.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector("#root:not([data-prerendered])", { state: "attached" });
}
