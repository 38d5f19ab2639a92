import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { isRawKey } from "./raw-keys.ts";

export const baseUrl = () => inject("baseUrl");
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** The narrowest phone the app supports (the page check looks at every page at this width). */
export const NARROW = { width: 320, height: 640 };

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

/** One browser for the test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not launched yet");
    return browser;
  };
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

/**
 * What pushes the page wider than the screen: the page scrolling sideways, or any element
 * (visible or not: an sr-only table is laid out too) whose box passes the right edge without a
 * clipping or scrolling box that holds it. An absolutely placed box is held only by its
 * containing block's chain, so a scroll box that is not `relative` does not hold it.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    const holds = (box: Element) => getComputedStyle(box).overflowX !== "visible";
    const heldInside = (el: Element) => {
      let current = el;
      for (let box = el.parentElement; box; box = box.parentElement) {
        const position = getComputedStyle(current).position;
        const style = getComputedStyle(box);
        const transformed = style.transform !== "none" || style.filter !== "none";
        if (position === "fixed" && !transformed) continue;
        if (position === "absolute" && style.position === "static" && !transformed) continue;
        if (holds(box)) return true;
        current = box;
      }
      return false;
    };
    const over = new Set<Element>();
    for (const el of document.body.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right <= width + 0.5) continue;
      if (!heldInside(el)) over.add(el);
    }
    for (const el of over) {
      if (el.parentElement && over.has(el.parentElement)) continue;
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const cls = String((el as HTMLElement).className?.toString() ?? "").slice(0, 60);
      found.push(
        `<${el.tagName.toLowerCase()} class="${cls}"> ends at ${Math.round(el.getBoundingClientRect().right)} px: "${text}"`,
      );
    }
    return found;
  });
}

/** Inputs whose placeholder is wider than the room for it (so it shows cut off). */
export function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>("input[placeholder]")) {
      if (input.getBoundingClientRect().width === 0 || input.value) continue;
      // A hidden twin of the field, as wide, holding the placeholder as its value: the browser
      // lays the text out exactly as in the field, and it scrolls when the text does not fit.
      const twin = input.cloneNode() as HTMLInputElement;
      twin.removeAttribute("id");
      twin.removeAttribute("name");
      twin.value = input.placeholder;
      twin.style.cssText += `;position:absolute;visibility:hidden;width:${input.offsetWidth}px`;
      input.after(twin);
      if (twin.scrollWidth > twin.clientWidth) cut.push(`"${input.placeholder}"`);
      twin.remove();
    }
    return cut;
  });
}

/** Every text the page gives its reader: text nodes (shown or for screen readers), labels, title. */
function readerTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      const text = node.textContent?.trim();
      if (text) texts.add(text);
    }
    for (const el of document.body.querySelectorAll(
      "[aria-label], [placeholder], [title], [alt]",
    )) {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/** Fails when the page shows a translation key instead of words (`publishedArticles`). */
export async function expectNoRawKeys(page: Page, name: string) {
  const raw = (await readerTexts(page)).filter((text) => isRawKey(text));
  expect(raw, `${name} shows untranslated keys`).toEqual([]);
}

const checkedNarrow = new Set<string>();

/**
 * Waits for the page to settle, saves its screenshot, and fails on horizontal overflow, a
 * placeholder cut off, raw translation keys or serious axe violations. Each page is also laid out
 * once at 320 px (then the viewport is put back), where the same layout checks hold.
 */
export async function checkPage(page: Page, name: string, width: "phone" | "desktop") {
  await page.waitForLoadState("networkidle");
  await screenshot(page, `${name}-${width}`);
  // Nothing may push the page wider than the screen (a phone would scroll sideways).
  expect(await horizontalOverflow(page), `${name} is wider than the ${width} screen`).toEqual([]);
  expect(await cutPlaceholders(page), `${name} cuts a placeholder off`).toEqual([]);
  await expectNoRawKeys(page, name);
  if (!checkedNarrow.has(name)) {
    checkedNarrow.add(name);
    const viewport = page.viewportSize();
    await page.setViewportSize(NARROW);
    await settleLayout(page);
    await screenshot(page, `${name}-320`);
    const overflow = await horizontalOverflow(page);
    const cut = await cutPlaceholders(page);
    if (viewport) await page.setViewportSize(viewport);
    await settleLayout(page);
    expect(overflow, `${name} is wider than a 320 px screen`).toEqual([]);
    expect(cut, `${name} cuts a placeholder off at 320 px`).toEqual([]);
  }
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/**
 * The page check at phone and then desktop width, for a flow that runs once on a phone: the
 * viewport goes back to the phone's afterwards.
 */
export async function checkPageAtBothWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await checkPage(page, name, "phone");
  await page.setViewportSize(DESKTOP);
  await checkPage(page, name, "desktop");
  await page.setViewportSize(PHONE);
}

/** Two animation frames: the layout (and ResizeObserver-driven drawings) after a resize. */
async function settleLayout(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForTimeout(150);
}

/**
 * Waits until the app has taken over the page: a prerendered page (/auth, the previews, the
 * legal pages) is on screen, inert, from the first paint until the app replaces it.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector("#root:not([data-prerendered])", { state: "attached" });
}

/**
 * Answers "Not Now" to the reminders explainer, which a page offers right after a person turns a
 * reminder on (a new medication, the cycle's reminder switches) while the browser may still ask.
 */
export async function declineReminderOffer(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Enable Health Reminders" });
  await dialog.getByRole("button", { name: "Not Now" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/**
 * Closes every toast so that a screenshot shows the page beneath. A toast may close itself
 * between being found and being clicked (they last a few seconds), which is no failure.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const dismiss = page
    .getByRole("region", { name: "Notifications" })
    .getByRole("button", { name: "Dismiss" });
  for (let round = 0; round < 10 && (await dismiss.count()) > 0; round += 1) {
    await dismiss
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
  await dismiss.first().waitFor({ state: "detached" });
}
