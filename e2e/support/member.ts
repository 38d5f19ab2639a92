import type { Page } from "playwright-core";
import { expect } from "vitest";
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

/**
 * A request from the signed-in page itself (its cookie, its origin), for what a test sets up
 * faster than through the pages; fails the test unless it succeeds, and gives its JSON answer.
 */
export async function memberApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const { status, answer } = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, answer: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
  return answer as T;
}
