import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkPage,
  checkPageAtBothWidths,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
} from "./support/browser.ts";
import { memberApi, signUpMember } from "./support/member.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The sharing settings page and its "Create a share link" card. */
class SharingPage {
  constructor(readonly page: Page) {}

  get createCard() {
    return this.page.getByRole("region", { name: "Create a share link" });
  }

  get links() {
    return this.page.getByRole("region", { name: "Your share links" });
  }

  async open() {
    await this.page.goto("/settings/sharing");
    await this.page.getByRole("heading", { name: "Sharing and export", level: 1 }).waitFor();
  }

  /** Creates a link for exactly `modules` over the last `days` days; answers its URL. */
  async createLink(modules: string[], days: number): Promise<string> {
    const card = this.createCard;
    for (const box of await card.getByRole("checkbox").all()) {
      const name = (await box.getAttribute("aria-label")) ?? (await labelOf(box));
      if (modules.includes(name) !== (await box.isChecked())) await box.click();
    }
    await card.getByLabel("From").fill(daysAgo(days).toISOString().slice(0, 10));
    await card.getByLabel("To").fill(new Date().toISOString().slice(0, 10));
    await card.getByRole("button", { name: "Create link" }).click();
    await card.getByText("Your new link (shown once):").waitFor();
    const url = await card.locator("p.font-mono").textContent();
    if (!url) throw new Error("no link shown");
    return url;
  }
}

async function labelOf(box: ReturnType<Page["getByRole"]>): Promise<string> {
  return box.evaluate(
    (input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? "",
  );
}

describe("share links", () => {
  // The owner makes the link on a phone; the clinician opens it on a desktop. Each page is
  // checked at both widths (and at 320 px) without running the flow twice.
  it("show a visitor only the chosen module, and nothing once revoked", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signUpMember(page, "sharing", { dateOfBirth: "1975-09-12", gender: "Female" });
    // 1. A weigh-in and a check-in to share one of.
    await memberApi(page, "POST", "/api/v1/weight-entries", {
      weightKg: 68.4,
      measuredAt: daysAgo(2).toISOString(),
    });
    await memberApi(
      page,
      "PUT",
      `/api/v1/wellbeing-checkins/${daysAgo(1).toISOString().slice(0, 10)}`,
      {
        mood: 4,
        energy: 3,
        sleepQuality: 4,
        stress: 2,
      },
    );

    // 2. A link for weight only, over the last week.
    const sharing = new SharingPage(page);
    await sharing.open();
    await checkPageAtBothWidths(page, "sharing-settings");
    const url = await sharing.createLink(["Weight"], 7);
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);

    // 3. Opened in a fresh browser with no account: weight, and no other module.
    const visitor = await newContext(browser, DESKTOP);
    const shared = await visitor.newPage();
    await shared.goto(new URL(url).pathname);
    await shared.getByRole("heading", { name: "Shared health record", level: 1 }).waitFor();
    const weight = shared.getByRole("region", { name: "Weight" });
    await weight.getByText(/68\.4/).first().waitFor();
    expect(await shared.getByRole("region", { name: "Wellbeing" }).count()).toBe(0);
    expect(await shared.getByText(/mood/i).count()).toBe(0);
    await checkPage(shared, "shared-record", "desktop");
    await shared.setViewportSize(PHONE);
    await checkPage(shared, "shared-record", "phone");

    // 4. The owner sees the view, then revokes the link.
    await sharing.open();
    await sharing.links.getByText("Opened once").waitFor();
    await sharing.links.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
    await sharing.links.getByText("You have no share links.").waitFor();

    // 5. The same address now says the link is not available.
    await shared.reload();
    await shared.getByRole("heading", { level: 1 }).waitFor();
    await shared
      .getByText(/does not exist|no longer|not available/i)
      .first()
      .waitFor();
    expect(await shared.getByRole("region", { name: "Weight" }).count()).toBe(0);
    await checkPage(shared, "shared-record-gone", "phone");
    await visitor.close();
    await context.close();
  });
});
