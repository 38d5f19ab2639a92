import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthPage } from "./pages/auth-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
import { WeightPage } from "./pages/weight-pages.ts";
import { WellbeingPage } from "./pages/wellbeing-page.ts";
import { checkPage, launchBrowser, newContext, PHONE, uniqueEmail } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a new member tracks their weight", () => {
  it("signs up, completes the profile, adds, edits and deletes a weigh-in, signs out and back in", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const auth = new AuthPage(page);
    const email = uniqueEmail("flow");
    const password = "Calm-Lake-42!";

    // 1. Sign up: a new account goes to profile completion.
    await auth.open();
    await auth.signUp(email, password);
    const completion = new ProfileCompletionPage(page);
    await completion.waitForOpen();

    // 2. Until the profile is complete, the dashboard sends them back.
    await page.goto("/dashboard/weight");
    await completion.waitForOpen();

    // 3. Completing it lands on the dashboard, which opens on wellbeing.
    await completion.complete({ dateOfBirth: "1988-03-14", gender: "Female" });
    await page.waitForURL("**/dashboard/wellbeing");
    await new WellbeingPage(page).waitForOpen();
    const weight = new WeightPage(page);
    await weight.open();
    await page.getByText("Start tracking your weight").waitFor();

    // 4. Add a weigh-in; it shows in the history and the chart.
    await weight.addEntry({ weight: "72.4", note: "After the morning run" });
    await weight.historyText("72.4 kg").waitFor();
    await weight.historyText("After the morning run").waitFor();
    await weight.chart.waitFor();
    expect(await weight.chart.getAttribute("aria-label")).toContain("72.4 kg");

    // 4b. 840 lb (381 kg) more a moment later is asked about, then corrected.
    await page
      .getByRole("link", { name: /^Add weight$/ })
      .first()
      .click();
    await weight.fillForm({ weight: "453.4" });
    await page.getByRole("button", { name: "Save" }).click();
    const ask = page.getByRole("alertdialog", { name: "Is this right?" });
    await ask.getByText("far from your weigh-in", { exact: false }).waitFor();
    await checkPage(page, "weight-confirm", "desktop");
    await ask.getByRole("button", { name: "Let me correct it" }).click();
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL("**/dashboard/weight");

    // 5. Edit it.
    await weight.history
      .getByRole("link", { name: /Edit/ })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole("heading", { name: "Edit weight", level: 1 }).waitFor();
    await weight.fillForm({ weight: "71.9" });
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL("**/dashboard/weight");
    await weight.historyText("71.9 kg").waitFor();
    expect(await weight.historyText("72.4 kg").count()).toBe(0);

    // 6. Delete it, confirming in the dialog.
    await weight.history
      .getByRole("link", { name: /Edit/ })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole("button", { name: "Delete entry" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.waitForURL("**/dashboard/weight");
    await page.getByText("Start tracking your weight").waitFor();

    // 7. Sign out: protected pages now send the visitor to /auth with a redirect.
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.waitForURL(/\/(auth|preview)/);
    await page.goto("/settings/profile");
    await page.waitForURL("**/auth?redirect=%2Fsettings%2Fprofile");

    // 8. Signing in returns to the page asked for.
    await auth.signIn(email, password);
    await page.waitForURL("**/settings/profile");
    await context.close();
  });

  it("shows the server's message for a wrong password", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const auth = new AuthPage(page);
    const email = uniqueEmail("wrong");
    await auth.open();
    await auth.signUp(email, "Right-pass-1!");
    await new ProfileCompletionPage(page).waitForOpen();
    await context.clearCookies();

    await auth.open();
    await auth.signIn(email, "Wrong-pass-1!");
    const banner = page.getByRole("alert").filter({ hasText: "Invalid email or password" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await banner.waitFor({ state: "detached" });
    await context.close();
  });
});

describe("a visitor", () => {
  it("browses the weight preview and meets the sign-in prompt", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForURL("**/preview/wellbeing");
    const weight = new WeightPage(page);
    await weight.open("/preview");
    await page.getByText("Demo data").first().waitFor();
    await weight.chart.waitFor();

    await page.getByRole("button", { name: "Add weight" }).first().click();
    const prompt = page.getByRole("dialog");
    await prompt.getByText("Enhanced Security").waitFor();
    await prompt.getByText("Premium Features").waitFor();
    await page.keyboard.press("Escape");
    await prompt.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Add weight" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/auth**");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await context.close();
  });

  it("sees Page Not Found with Go Back on an unknown path", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Opened on its own (the page before is another document): Go Back stays in the app.
    await page.goto("/auth");
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByRole("button", { name: "Go Back" }).click();
    await page.waitForURL("**/preview/wellbeing");

    // Reached inside the app: Go Back returns to the page before.
    await new AuthPage(page).open();
    await page.evaluate(() => {
      const { idx } = (window.history.state ?? { idx: 0 }) as { idx: number };
      window.history.pushState({ usr: null, key: "e2e", idx: idx + 1 }, "", "/no-such-page");
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    });
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByRole("button", { name: "Go Back" }).click();
    await page.waitForURL("**/auth");
    await context.close();
  });

  it("is sent to sign in from a protected page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/dashboard/weight/add");
    await page.waitForURL("**/auth?redirect=%2Fdashboard%2Fweight%2Fadd");
    await context.close();
  });
});

describe("the public pages' first paint", () => {
  it("draws /auth and the weight preview from HTML before any script runs, then the app takes over", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();

    // 1. With every script blocked, the prerendered page is still there to read.
    await page.route("**/assets/*.js", (route) => route.abort());
    for (const [path, heading] of [
      ["/auth", "Get started"],
      ["/preview/weight", "Weight"],
    ] as const) {
      await page.goto(path);
      // Inert until the app takes over, so it is looked up by its markup, not its role.
      await expect
        .poll(() => page.locator("#root[data-prerendered] h1").textContent())
        .toContain(heading);
    }

    // 2. With scripts, the app replaces it with the same page, and it works.
    await page.unroute("**/assets/*.js");
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByLabel("Email").fill("someone@example.com");
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("someone@example.com");
    await context.close();
  });
});
