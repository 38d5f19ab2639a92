import type { Profile } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestLink, outboxFor } from "../../test/outbox.ts";
import { createTestApp, json, type TestApp, uniqueEmail } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function profileOf(cookie: string): Promise<Profile> {
  return json<Profile>(await t.request("/api/v1/profile", { as: { cookie } }));
}

describe("email verification", () => {
  it("mails a link on sign-up that marks the address verified and opens /verify-email", async () => {
    // 1. Dan signs up; he is signed in at once, his address not yet verified.
    const user = await t.signUp();
    expect((await profileOf(user.cookie)).emailVerified).toBe(false);

    // 2. The welcome mail carries the verification link, stored with his account.
    const [mail] = await outboxFor(t, user.email);
    expect(mail?.subject).toBe("Verify your email address for Vitalog");
    expect(mail?.user_id).toBe(user.id);
    const link = await latestLink(t, user.email, "/api/auth/verify-email?");
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fverify-email$/,
    );

    // 3. Opening it (in any browser, signed in or not) verifies and lands on /verify-email.
    const url = new URL(link);
    const opened = await t.request(url.pathname + url.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/verify-email");
    expect((await profileOf(user.cookie)).emailVerified).toBe(true);
  });

  it("sends the person back to /verify-email with an error for a bad link", async () => {
    const opened = await t.request(
      "/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Fverify-email",
    );
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/verify-email?error=INVALID_TOKEN");
  });

  it("resends the link on request", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/auth/send-verification-email", {
      json: { email: user.email, callbackURL: "/verify-email" },
      as: user,
    });
    expect(response.status).toBe(200);
    const mails = (await outboxFor(t, user.email)).filter((m) => /verify/i.test(m.subject));
    expect(mails).toHaveLength(2);
  });

  it("lets an unverified person sign in", async () => {
    const user = await t.signUp({ email: uniqueEmail("unverified") });
    const { response, cookie } = await t.signIn(user.email, user.password);
    expect(response.status).toBe(200);
    expect((await profileOf(cookie)).emailVerified).toBe(false);
  });
});
