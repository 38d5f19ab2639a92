import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WeightPage } from "./pages/weight-pages.ts";
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
  seriousViolations,
  waitForApp,
} from "./support/browser.ts";
import { signUpMember } from "./support/member.ts";
import { OwnServer } from "./support/own-server.ts";

// The suite's server serves a copy of the web build, so a new service worker can be deployed
// under an open page by changing that copy's /service-worker.js.
const webRoot = resolve(import.meta.dirname, "../apps/web");
const buildCopy = mkdtempSync(join(tmpdir(), "vitalog-e2e-pwa-web-"));
cpSync(join(webRoot, "dist"), join(buildCopy, "dist"), { recursive: true });
cpSync(join(webRoot, "dist-ssr"), join(buildCopy, "dist-ssr"), { recursive: true });
const server = new OwnServer("pwa", { WEB_DIST_DIR: join(buildCopy, "dist") });
let browser: Browser;

beforeAll(async () => {
  await server.start();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server.remove();
  rmSync(buildCopy, { recursive: true, force: true });
});

async function memberContext(viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport, locale: "en-US" });
  const page = await context.newPage();
  await signUpMember(page, "pwa", { dateOfBirth: "1990-04-12", gender: "Female" });
  return { context, page };
}

/** Waits until a service worker controls the page; answers its script's address. */
function controller(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }),
      );
    }
    return navigator.serviceWorker.controller?.scriptURL ?? "";
  });
}

describe("the installable app", () => {
  it("serves the service worker without caching and links an installable manifest", async () => {
    const worker = await fetch(`${server.baseUrl}/service-worker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const manifest = await (await fetch(`${server.baseUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      name: "Vitalog",
      display: "standalone",
      theme_color: "#0f766e",
    });
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose?: string }) =>
        `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ""}`,
    );
    expect(sizes).toEqual(["192x192", "512x512", "512x512 maskable"]);
    const icon = await fetch(`${server.baseUrl}/pwa-512x512.png`);
    expect(icon.headers.get("content-type")).toBe("image/png");
  });

  it("keeps a weight entry made offline and saves it once when the connection returns", async () => {
    const { context, page } = await memberContext(PHONE);
    expect(await controller(page)).toBe(`${server.baseUrl}/service-worker.js`);
    const weight = new WeightPage(page);
    await weight.open();

    // 1. The connection drops: the banner and the toast say so.
    await context.setOffline(true);
    await page.getByText("You're offline - Some features may be limited").waitFor();
    await page.getByText("You are offline").first().waitFor();

    // 2. A weigh-in is logged offline: kept on the device, and the app says so.
    await weight.addEntry({ weight: "71.4" });
    await page
      .getByText("Saved on this device. It will be sent when you're back online.")
      .waitFor();
    await page
      .getByText("1 entry saved on this device will be sent when you're back online.")
      .waitFor();
    await screenshot(page, "pwa-offline-phone");
    expect(await seriousViolations(page)).toEqual([]);

    // 3. Back online: sent once, shown in the history, the banner gone.
    await context.setOffline(false);
    await page.getByText("Connected").first().waitFor();
    await page.getByText("Your offline entries were saved").first().waitFor({ timeout: 30_000 });
    await weight.historyText("71.4 kg").first().waitFor();
    expect(await page.getByText("You're offline - Some features may be limited").count()).toBe(0);
    const list = await page.request.get("/api/v1/weight-entries?limit=100");
    const { items } = (await list.json()) as { items: { weightKg: number }[] };
    expect(items.map((entry) => entry.weightKg)).toEqual([71.4]);
    const queued = await page.evaluate(
      () =>
        new Promise<number>((done, fail) => {
          const open = indexedDB.open("vitalog-offline");
          open.onerror = () => fail(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction("writes").objectStore("writes").count();
            count.onsuccess = () => done(count.result);
          };
        }),
    );
    expect(queued).toBe(0);
    await context.close();
  });

  it("offers a new version deployed under the open page and takes it on Update Now", async () => {
    const { context, page } = await memberContext(DESKTOP);
    await controller(page);
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });

    // 1. A new build's service worker is deployed; the hourly check finds it.
    const workerFile = join(buildCopy, "dist", "service-worker.js");
    writeFileSync(workerFile, `${readFileSync(workerFile, "utf8")}\n// next version\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole("region", {
      name: "New version available! Would you like to update now?",
    });
    await prompt.waitFor();
    await screenshot(page, "pwa-update-desktop");
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, "pwa-update-phone");

    // 2. Update Now: the waiting worker takes over and the page reloads once.
    await Promise.all([
      page.waitForEvent("load"),
      prompt.getByRole("button", { name: "Update Now" }).click(),
    ]);
    await waitForApp(page);
    expect(
      await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
    ).toBeUndefined();
    expect(await controller(page)).toBe(`${server.baseUrl}/service-worker.js`);
    expect(await prompt.count()).toBe(0);
    await context.close();
  });
});
