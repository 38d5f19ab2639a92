import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthPage } from "./pages/auth-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
import { WeightPage } from "./pages/weight-pages.ts";
import { WellbeingPage } from "./pages/wellbeing-page.ts";
import {
  checkPage,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  uniqueEmail,
  waitForApp,
} from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("accessibility and screenshots at %s width", (width, viewport) => {
  it("has no serious axe violations on the public pages", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await new AuthPage(page).open();
    await page.getByLabel("Confirm password").waitFor();
    await checkPage(page, "auth", width);

    await new WeightPage(page).open("/preview");
    await page.getByRole("img", { name: /Weight chart/ }).waitFor();
    await checkPage(page, "preview-weight", width);
    await context.close();
  });

  it("has no serious axe violations on the member pages", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await new AuthPage(page).open();
    await new AuthPage(page).signUp(uniqueEmail(`a11y-${width}`), "Calm-Lake-42!");
    const completion = new ProfileCompletionPage(page);
    await completion.waitForOpen();
    await checkPage(page, "profile-completion", width);

    await completion.complete({ dateOfBirth: "1979-11-02", gender: "Male" });
    await new WellbeingPage(page).waitForOpen();
    const weight = new WeightPage(page);
    await weight.open();
    await weight.addEntry({ weight: "81.2", note: "Before breakfast" });
    await weight.chart.waitFor();
    await checkPage(page, "dashboard-weight", width);

    if (width === "desktop") {
      // The sidebar's sections show every entry in 800 px of height, with nothing to scroll.
      const sidebar = page.locator("aside").getByRole("navigation", { name: "Main navigation" });
      for (const section of ["Track", "Learn", "Community", "Account"]) {
        await sidebar.getByRole("list", { name: section }).waitFor();
      }
      const scroll = await sidebar.evaluate((nav) => nav.scrollHeight - nav.clientHeight);
      expect(scroll, "the sidebar scrolls at 1280 × 800").toBeLessThanOrEqual(0);
    }

    // Every page of the navigation passes the page check (with its 320 px pass), so no page
    // shows a raw key or grows wider than a phone.
    // The sidebar holds every entry (on a phone it is laid out of sight, the links still there).
    const links = await page
      .locator("aside nav a[href]")
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href") as string))]);
    expect(links.length).toBeGreaterThan(10);
    for (const href of links) {
      await page.goto(href);
      await waitForApp(page);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await checkPage(page, `nav${href.replaceAll("/", "-")}`, width);
    }

    if (width === "phone") {
      // The bottom bar's More sheet holds the rest of the modules.
      await page.getByRole("button", { name: "More" }).click();
      const sheet = page.getByRole("dialog", { name: "More" });
      await sheet.getByRole("link", { name: "Settings" }).waitFor();
      await checkPage(page, "more-menu", width);
      await sheet.getByRole("link", { name: "Settings" }).click();
      await page.waitForURL("**/settings/profile");
      expect(await page.getByRole("dialog", { name: "More" }).count()).toBe(0);
    }
    await context.close();
  }, 240_000);
});

interface OutlineLook {
  tag: string;
  type: string;
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
}

/** The computed outline of the focused element, or of the one focused last once blurred. */
function outlineOf(page: Page): Promise<OutlineLook> {
  return page.evaluate(() => {
    const holder = window as unknown as { __lastFocused?: Element };
    if (document.activeElement && document.activeElement !== document.body) {
      holder.__lastFocused = document.activeElement;
    }
    const el = holder.__lastFocused ?? document.body;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName,
      type: (el as HTMLInputElement).type ?? "",
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      outlineColor: style.outlineColor,
    };
  });
}

/** Tabs forward until `matches` holds for the focused element; returns its look. */
async function tabUntil(page: Page, matches: (look: OutlineLook) => boolean) {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press("Tab");
    const look = await outlineOf(page);
    if (matches(look)) return look;
  }
  throw new Error("no matching control reached by Tab");
}

/** Alpha of a computed colour such as rgb(…), rgba(…) or oklch(… / a). */
function alphaOf(color: string): number {
  const slash = /\/\s*([\d.]+)(%?)\s*\)\s*$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\(([^)]*)\)$/.exec(color);
  if (rgba) return Number(rgba[1]!.split(",")[3]);
  return color === "transparent" ? 0 : 1;
}

function expectRing(look: OutlineLook) {
  expect(look.outlineStyle, JSON.stringify(look)).not.toBe("none");
  expect(Number.parseFloat(look.outlineWidth), JSON.stringify(look)).toBeGreaterThanOrEqual(2);
  expect(alphaOf(look.outlineColor), JSON.stringify(look)).toBeGreaterThan(0);
}

describe("focus ring", () => {
  it("shows a 2 px ring on a text input and a button reached by Tab on /auth", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await new AuthPage(page).open();
    await page.getByLabel("Email").waitFor();

    const focused = await tabUntil(page, (look) => look.tag === "INPUT" && look.type === "email");
    expectRing(focused);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    const unfocused = await outlineOf(page);
    expect(unfocused).not.toEqual(focused);

    // A text input clicked with the mouse shows the same ring.
    await page.getByLabel("Email").click();
    expectRing(await outlineOf(page));

    const button = await tabUntil(page, (look) => look.tag === "BUTTON");
    expectRing(button);
    await context.close();
  });

  it("rings every control reached by Tab on /auth and on the settings page", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByLabel("Email").waitFor();
    await expectEveryStopRinged(page, "/auth");

    await auth.signUp(uniqueEmail("focus"), "Calm-Lake-42!");
    const completion = new ProfileCompletionPage(page);
    await completion.waitForOpen();
    await completion.complete({ dateOfBirth: "1979-11-02", gender: "Male" });
    await new WellbeingPage(page).waitForOpen();
    await page.goto("/settings/profile");
    await page.getByRole("button", { name: "Update Profile" }).waitFor();
    await page.locator("summary", { hasText: "Risk factors" }).waitFor();
    await expectEveryStopRinged(page, "/settings/profile");
    await context.close();
  });
});

/** The ring of the focused control, or of the tile (label) that draws it for a radio or box. */
function focusedRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const ring = (node: Element | null) => {
      if (!node) return null;
      const style = getComputedStyle(node);
      return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2
        ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        : null;
    };
    const name = `${el.tagName.toLowerCase()} ${el.getAttribute("type") ?? ""} ${(
      el.getAttribute("aria-label") ??
      el.textContent ??
      ""
    )
      .trim()
      .slice(0, 40)}`;
    return { name, ring: ring(el) ?? ring(el.closest("label")) };
  });
}

/** Tabs through the whole page; every stop must show a ring of at least 2 px. */
async function expectEveryStopRinged(page: Page, where: string) {
  const missing: string[] = [];
  let stops = 0;
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press("Tab");
    const focused = await focusedRing(page);
    if (!focused) continue;
    stops += 1;
    if (!focused.ring) missing.push(focused.name);
  }
  expect(stops, where).toBeGreaterThan(5);
  expect(missing, `${where}: controls without a focus ring`).toEqual([]);
}
