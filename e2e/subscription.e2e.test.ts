import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPage, launchBrowser, newContext, PHONE, waitForApp } from "./support/browser.ts";
import { signUpMember } from "./support/member.ts";
import { type StoreData, simulateAndroidApp } from "./support/native-bridge.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const STORE: StoreData = {
  monthly: {
    identifier: "vitalog_pro_monthly",
    price: 3.49,
    priceString: "$3.49",
    subscriptionPeriod: "P1M",
  },
  yearly: {
    identifier: "vitalog_pro_yearly",
    price: 29.99,
    priceString: "$29.99",
    subscriptionPeriod: "P1Y",
  },
  packs: [10, 30, 60, 90].map((size) => ({
    identifier: `vitalog_ai_credits_${size}`,
    price: size / 10,
    priceString: `$${(size / 10).toFixed(2)}`,
    subscriptionPeriod: null,
  })),
  managementUrl: "https://play.google.com/store/account/subscriptions",
};

async function openSettingsPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForApp(page);
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
}

describe("the Pro subscription", () => {
  it("on the web: the status, where Pro is sold, and no purchase button", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signUpMember(page, "pro-web", { dateOfBirth: "1988-02-14", gender: "Female" });

    await openSettingsPage(page, "/settings/subscription", "Subscription");
    await page.getByRole("region", { name: "Your plan" }).getByText("Free plan").waitFor();
    const notice = page.getByRole("region", { name: "Getting Pro" });
    expect(await notice.textContent()).toMatch(
      /Pro is bought in the Vitalog app for iOS and Android, through the App Store or Google Play\. It cannot be bought in the browser\./,
    );
    expect(await page.getByRole("button", { name: /subscribe|buy|restore/i }).count()).toBe(0);
    await checkPage(page, "subscription-web", "phone");

    // The paywall's address shows the same notice in the browser: no plans, no prices.
    await openSettingsPage(page, "/settings/subscription/pro", "Vitalog Pro");
    await page.getByRole("region", { name: "Getting Pro" }).waitFor();
    expect(await page.getByRole("button", { name: /subscribe|restore/i }).count()).toBe(0);
    expect(await page.getByText(/a month$/).count()).toBe(0);
    await context.close();
  });

  it("in the Android app: the paywall with the store's prices, a purchase, then Pro", async () => {
    const context = await newContext(browser, PHONE);
    await simulateAndroidApp(context, STORE);
    const page = await context.newPage();
    await signUpMember(page, "pro-app", { dateOfBirth: "1990-09-09", gender: "Male" });

    // 1. The subscription screen: the free plan, Restore purchases, the way to the paywall.
    await openSettingsPage(page, "/settings/subscription", "Subscription");
    await page.getByText("Free plan").waitFor();
    await page.getByRole("button", { name: "Restore purchases" }).waitFor();
    expect(await page.getByRole("region", { name: "Getting Pro" }).count()).toBe(0);
    await checkPage(page, "subscription-app-free", "phone");

    // 2. The paywall, reached with the keyboard: what Pro includes and the two plans' prices.
    await page.getByRole("link", { name: "See what Pro includes" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Vitalog Pro", level: 1 }).waitFor();
    const plans = page.getByRole("region", { name: "Choose a plan" });
    await plans.getByText("$3.49 a month").waitFor();
    await plans.getByText("$29.99 a year").waitFor();
    expect(await page.getByText(/No ads anywhere in the app/).count()).toBe(1);
    await page.getByRole("link", { name: "Terms of Service" }).waitFor();
    await page.getByRole("link", { name: "Privacy Policy" }).waitFor();
    await checkPage(page, "subscription-app-paywall", "phone");

    // 3. Subscribing yearly: the success state, and the subscription screen shows Pro.
    await plans.getByRole("button", { name: "Subscribe Yearly for $29.99 a year" }).click();
    await page.getByText("Thank you. You have Pro: ads are gone from the app.").waitFor();
    await checkPage(page, "subscription-app-bought", "phone");
    await page.getByRole("link", { name: "Back to your subscription" }).click();
    await page.getByRole("region", { name: "Your plan" }).getByText("Vitalog Pro").waitFor();
    await page.getByText("Yearly subscription").waitFor();
    expect(await page.getByRole("link", { name: "Manage in the store" }).getAttribute("href")).toBe(
      STORE.managementUrl,
    );
    await checkPage(page, "subscription-app-pro", "phone");

    // 4. The credit packs come from the store's ai_credits offering.
    await openSettingsPage(page, "/settings/credits", "AI credits");
    await page.getByRole("button", { name: "Buy 30 credits for $3.00" }).waitFor();
    await checkPage(page, "subscription-app-credits", "phone");
    await context.close();
  });
});
