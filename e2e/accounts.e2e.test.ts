import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthPage } from "./pages/auth-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
import { ResetPasswordPage } from "./pages/reset-password-page.ts";
import { SettingsPage } from "./pages/settings-page.ts";
import { WellbeingPage } from "./pages/wellbeing-page.ts";
import {
  checkPage,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  uniqueEmail,
} from "./support/browser.ts";
import { memberApi } from "./support/member.ts";
import { outboxMark, readOutboxLink } from "./support/outbox.ts";

const PASSWORD = "Calm-Lake-42!";
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs up and completes the profile; returns on the wellbeing page with the address and id. */
async function newMember(page: Page, tag: string, password = PASSWORD) {
  const email = uniqueEmail(tag);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.signUp(email, password);
  const completion = new ProfileCompletionPage(page);
  await completion.waitForOpen();
  await completion.complete({ dateOfBirth: "1985-07-21", gender: "Female" });
  await new WellbeingPage(page).waitForOpen();
  const session = await memberApi<{ profile: { userId: string } }>(page, "GET", "/api/v1/session");
  return { email, userId: session.profile.userId };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await page.waitForURL("**/auth**");
}

describe("account", () => {
  it("resets a forgotten password from the e-mailed link, which then stops working", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const { email, userId } = await newMember(page, "reset");
    await signOut(page);

    // 1. Ask for a link from the sign-in tab; the outbox logs the mail with its link. An address
    //    with no account gets the same "Check your email" (whether one exists is not told).
    const auth = new AuthPage(page);
    await auth.open();
    await auth.requestPasswordReset(uniqueEmail("nobody"));
    await page
      .getByRole("dialog", { name: "Check your email" })
      .getByRole("button", { name: "Back to sign in" })
      .click();
    const mark = outboxMark();
    await auth.requestPasswordReset(email);
    const link = await readOutboxLink(userId, { since: mark });
    expect(link).toContain("/reset-password?token=");

    // 2. The link opens the reset page; the new password leads to Sign In with a toast.
    await page.goto(link);
    const reset = new ResetPasswordPage(page);
    await reset.waitForForm();
    const newPassword = "Quiet-River-77?";
    await reset.setPassword(newPassword);
    await page.waitForURL("**/auth");
    await page.getByText("Your password has been reset. Sign in with your new password.").waitFor();
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();

    // 3. The old password no longer works; the new one does.
    await auth.signIn(email, PASSWORD);
    await auth.alert("Invalid email or password").waitFor();
    await auth.signIn(email, newPassword);
    await page.waitForURL("**/dashboard/wellbeing");

    // 4. The same link cannot be used twice: the page says so on arrival, with no form.
    await page.goto(link);
    await reset.invalidHeading.waitFor();
    await page.getByText("This reset link is invalid or has expired. Request a new one.").waitFor();
    await page.getByRole("button", { name: "Request a new link" }).waitFor();
    expect(await page.getByLabel("New password", { exact: true }).count()).toBe(0);
    await context.close();
  });

  it("verifies the e-mail address from the sign-up mail", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const mark = outboxMark();
    const { userId } = await newMember(page, "verify");
    const settings = new SettingsPage(page);
    await settings.open();
    await page.getByText("Not verified").waitFor();

    const link = await readOutboxLink(userId, { since: mark, contains: "verify-email?token=" });
    await page.goto(link);
    await page.waitForURL("**/verify-email");
    await page.getByRole("heading", { name: "Your email is verified" }).waitFor();
    await settings.open();
    await page.getByText("Verified", { exact: true }).waitFor();
    await context.close();
  });

  it("updates the profile, photo included, and sees the change after a reload", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await newMember(page, "profile");
    const settings = new SettingsPage(page);
    await settings.open();

    await settings.name.fill("Ada Lovelace");
    await settings.saveName();
    await settings.heightCm.fill("168");
    await settings.updateProfile();

    // Units are shown, never written back: metric → imperial → metric keeps 168 cm.
    await settings.saveUnits("Imperial");
    expect(await settings.feet.inputValue()).toBe("5");
    expect(await settings.inches.inputValue()).toBe("6");
    await settings.saveUnits("Metric");
    expect(await settings.heightCm.inputValue()).toBe("168");
    await settings.updateProfile();
    await settings.uploadPhoto({ name: "me.png", mimeType: "image/png", buffer: PNG_1X1 });
    await settings.waitForStoredPhoto();

    await page.reload();
    await settings.waitForOpen();
    expect(await settings.name.inputValue()).toBe("Ada Lovelace");
    expect(await settings.heightCm.inputValue()).toBe("168");
    await settings.photo.waitFor();
    expect(await settings.photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // A file that is not an image is refused before it is sent.
    await settings.uploadPhoto({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hi"),
    });
    await page.getByText("Please select an image file").waitFor();
    await context.close();
  });

  it("downloads a ZIP of the member's data", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await newMember(page, "export");
    const settings = new SettingsPage(page);
    await settings.open();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 2).toString("latin1")).toBe("PK");
    await context.close();
  });

  it("deletes the account, lands on /auth with a confirmation, and cannot sign in again", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const { email } = await newMember(page, "delete");
    const settings = new SettingsPage(page);
    await settings.open();

    // A wrong password is refused in the dialog.
    await settings.deleteAccount("Not-my-password-1");
    await page.getByRole("dialog").getByText("Incorrect password").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await settings.deleteAccount(PASSWORD);
    await page.getByRole("status").filter({ hasText: "Your account has been deleted" }).waitFor();
    await page.waitForURL((url) => url.pathname === "/auth" && url.search === "");
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await page.goto("/settings/profile");
    await page.waitForURL("**/auth?redirect=%2Fsettings%2Fprofile");

    const auth = new AuthPage(page);
    await auth.signIn(email, PASSWORD);
    await auth.alert("Invalid email or password").waitFor();
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("accessibility and screenshots of the account pages at %s width", (width, viewport) => {
  it("has no serious axe violations on the reset page and profile settings", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const { email, userId } = await newMember(page, `a11y-settings-${width}`);
    await signOut(page);
    const mark = outboxMark();
    await page.request.post("/api/auth/request-password-reset", {
      data: { email, redirectTo: "/reset-password" },
    });
    await page.goto(await readOutboxLink(userId, { since: mark }));
    const reset = new ResetPasswordPage(page);
    await reset.waitForForm();
    // A common password: the meter agrees with the server and says why.
    await page.getByLabel("New password", { exact: true }).fill("password1");
    await page
      .getByText("This password is too common. Choose one that is harder to guess.")
      .waitFor();
    await checkPage(page, "reset-password", width);
    await page.goto("/reset-password?token=not-a-real-token");
    await reset.invalidHeading.waitFor();
    await checkPage(page, "reset-password-invalid", width);

    await new AuthPage(page).open();
    await new AuthPage(page).signIn(email, PASSWORD);
    await new WellbeingPage(page).waitForOpen();
    const settings = new SettingsPage(page);
    await settings.open();
    await page.getByRole("heading", { name: "Danger zone" }).waitFor();
    // Signed-in devices: this browser's session, listed by id.
    await page.locator("#devices").getByText("This device").waitFor();
    await checkPage(page, "settings-profile", width);

    // A toast never covers navigation: not the phone's header or bottom bar, not the sidebar.
    await page.getByRole("button", { name: "Resend verification email" }).click();
    const toast = page.locator("[data-toast]");
    await toast.waitFor();
    await page.waitForTimeout(300); // its entrance animation
    await screenshot(page, `settings-toast-${width}`);
    const box = await toast.boundingBox();
    const navigation =
      width === "phone"
        ? [
            page.getByRole("banner"),
            page.getByRole("navigation", { name: "Main navigation" }).filter({ visible: true }),
          ]
        : [page.getByRole("complementary")];
    for (const item of navigation) {
      expect(await item.count()).toBe(1);
      const other = await item.boundingBox();
      expect(intersects(box!, other!), JSON.stringify({ box, other })).toBe(false);
    }
    await context.close();
  });
});
