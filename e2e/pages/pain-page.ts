import type { Locator, Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** The pain diary at /dashboard/pain (or its sign-in preview at /preview/pain). */
export class PainPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/pain`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen(heading: string | RegExp = "Pain diary") {
    await this.page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  }

  region(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  get heatMap() {
    return this.region("Heat map");
  }

  get history() {
    return this.region("History");
  }

  /** The accessible name of the focused element. */
  focusedName(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      return (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim();
    });
  }

  /** Presses Tab until the focused control's name matches, at most `limit` times. */
  async tabTo(name: RegExp, limit = 120) {
    for (let i = 0; i < limit; i++) {
      await this.page.keyboard.press("Tab");
      if (name.test(await this.focusedName())) return;
    }
    throw new Error(`Tab never reached ${name}`);
  }

  /** The focused element's accessible name as the browser computes it. */
  async focusedLabel(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const labelledBy = el.getAttribute("aria-labelledby");
      if (labelledBy) return document.getElementById(labelledBy)?.textContent ?? "";
      return el.getAttribute("aria-label") ?? el.closest("label")?.textContent ?? "";
    });
  }
}
