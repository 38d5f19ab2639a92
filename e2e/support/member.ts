import type { Page } from "playwright-core";
import { AuthPage } from "../pages/auth-page.ts";
import { ProfileCompletionPage } from "../pages/profile-completion-page.ts";
import { uniqueEmail } from "./browser.ts";

/** A new member, signed up through the pages with a completed profile, on the dashboard. */
export async function signUpMember(
  page: Page,
  tag: string,
  profile: { dateOfBirth: string; gender: "Male" | "Female" },
  password = "Calm-Lake-42!",
) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.signUp(uniqueEmail(tag), password);
  const completion = new ProfileCompletionPage(page);
  await completion.waitForOpen();
  await completion.complete(profile);
  await page.waitForURL("**/dashboard/**");
}
