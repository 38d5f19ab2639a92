import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decryptPush,
  type PushEndpoint,
  pushClientKeys,
  startPushEndpoint,
} from "../apps/server/test/push-endpoint.ts";
import { FastingPage } from "./pages/fasting-page.ts";
import { DESKTOP, launchBrowser, screenshot, seriousViolations } from "./support/browser.ts";
import { memberApi, signUpMember } from "./support/member.ts";
import { OwnServer } from "./support/own-server.ts";

// Headless Chromium reaches no real push service, so the delivery path is proven with a local
// push endpoint the suite's own server may reach (OUTBOUND_ALLOWED_HOSTS): the server encrypts
// the reminder for that endpoint, the suite decrypts it with the subscription's keys and hands
// it to the page's service worker, as a push service would.
let endpoint: PushEndpoint;
let server: OwnServer;
let browser: Browser;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  server = new OwnServer("push", {
    OUTBOUND_ALLOWED_HOSTS: endpoint.host,
    NOTIFICATION_POLL_MS: "500",
  });
  await server.start();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.remove();
  await endpoint?.close();
});

async function member(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: DESKTOP,
    locale: "en-US",
  });
  const page = await context.newPage();
  await signUpMember(page, "push", { dateOfBirth: "1988-02-03", gender: "Female" });
  return { context, page };
}

/** The notifications the page's service worker shows now: title and the page each opens. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url?: string } | null)?.url ?? null,
    }));
  });
}

describe("reminders in the browser", () => {
  it("offers the explainer after a reminder is turned on, then asks the browser", async () => {
    const { context, page } = await member();
    const fasting = new FastingPage(page);
    await fasting.open();
    await fasting.openSettings();
    await page.getByRole("checkbox", { name: "Daily reminder" }).check();
    await page.getByRole("button", { name: "Save settings" }).click();

    const dialog = page.getByRole("dialog", { name: "Enable Health Reminders" });
    await dialog.waitFor();
    for (const point of ["Personalized Reminders", "Perfect Timing", "Privacy First"]) {
      await expect(dialog.getByText(point, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await page.waitForTimeout(250); // the dialog's 200 ms entrance
    await screenshot(page, "notifications-explainer-desktop");
    expect(await seriousViolations(page)).toEqual([]);

    // "Not Now" closes it and it is not offered again the same day.
    await dialog.getByRole("button", { name: "Not Now" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Fasting settings saved").first().waitFor();
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(false);

    // A day later (as remembered) it is offered again; the browser grants the permission.
    await page.evaluate(() => {
      const key = "vitalog.notifications.permission";
      localStorage.setItem(key, JSON.stringify({ dismissedAt: Date.now() - 86_400_001 }));
    });
    await page.getByRole("button", { name: "Save settings" }).click();
    await dialog.waitFor();
    // The person allows notifications when the browser asks.
    await context.grantPermissions(["notifications"]);
    await dialog.getByRole("button", { name: "Enable Notifications" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => Notification.permission)).toBe("granted");
    // Headless Chromium has no push service: the page says reminders cannot reach it, rather
    // than claiming success.
    await page.getByText(/could not reach its push service/).waitFor();
    await screenshot(page, "notifications-push-unavailable-desktop");
    await context.close();
  });

  it("delivers the test notification through web push to the service worker", async () => {
    const { context, page } = await member();
    await context.grantPermissions(["notifications"]);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // The subscription a push service would have given this browser: the local endpoint.
    const client = pushClientKeys();
    const path = `/push/${Date.now()}`;
    await memberApi(page, "POST", "/api/v1/notifications/push-subscriptions", {
      endpoint: endpoint.url(path),
      keys: client.keys,
    });
    await memberApi(page, "PATCH", "/api/v1/notifications/settings", { enabled: true });
    await memberApi(page, "POST", "/api/v1/notifications/test");

    const push = await endpoint.waitFor(path, 30_000);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    const payload = decryptPush(client, push.body);
    expect(JSON.parse(payload)).toMatchObject({ title: "Test notification", feature: "general" });

    // Hand the decrypted message to the page's service worker, as the push service would.
    const cdp = await context.newCDPSession(page);
    const scope = `${server.baseUrl}/`;
    const registrationId = new Promise<string>((done) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
        if (ours) done(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: server.baseUrl,
      registrationId: await registrationId,
      data: payload,
    });

    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toContainEqual({
        title: "Test notification",
        body: "Notifications are working.",
        url: "/dashboard/notifications",
      });
    // Web notifications close by themselves after 10 s.
    await expect
      .poll(async () => (await shownNotifications(page)).length, {
        timeout: 15_000,
        interval: 1000,
      })
      .toBe(0);
    await context.close();
  });
});
