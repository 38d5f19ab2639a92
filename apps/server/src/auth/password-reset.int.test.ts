import { ResetMessage, ValidationMessage } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestLink, outboxFor, tokenOf } from "../../test/outbox.ts";
import { createTestApp, json, type TestApp, uniqueEmail } from "../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "Brand-new-pass-42";

function requestReset(email: unknown) {
  return t.request("/api/auth/request-password-reset", {
    json: { email, redirectTo: "/reset-password" },
  });
}

function resetPassword(token: string, newPassword = NEW_PASSWORD) {
  return t.request("/api/auth/reset-password", { json: { newPassword, token } });
}

describe("asking for a reset link", () => {
  it("answers each case with the reset dialog's message", async () => {
    // An unknown address is answered like a known one (docs/decisions.md).
    const unknown = await requestReset(uniqueEmail("nobody"));
    expect(unknown.status).toBe(200);

    for (const email of ["not-an-email", "someone@", ""]) {
      const invalid = await requestReset(email);
      expect(invalid.status, email).toBe(400);
      expect((await json<ErrorReply>(invalid)).error).toEqual({
        code: "INVALID_EMAIL",
        message: ValidationMessage.email,
      });
    }

    const user = await t.signUp();
    expect((await requestReset(user.email)).status).toBe(200);
  });

  it("mails a link to the app's reset page, stored in the outbox with the account", async () => {
    const user = await t.signUp();
    expect((await requestReset(user.email.toUpperCase())).status).toBe(200);

    const mail = (await outboxFor(t, user.email)).find((m) => /reset/i.test(m.subject));
    expect(mail).toBeDefined();
    expect(mail?.user_id).toBe(user.id);
    const link = mail?.links[0] ?? "";
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{20,}$/);
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link);
  });
});

describe("resetting with the link", () => {
  it("sets the new password and ends every session of the account", async () => {
    // 1. Cleo is signed in on two devices and asks for a reset.
    const user = await t.signUp();
    const phone = await t.signIn(user.email, user.password);
    expect((await requestReset(user.email)).status).toBe(200);

    // 2. She opens the link and chooses a new password.
    const token = tokenOf(await latestLink(t, user.email, "/reset-password?token="));
    const reset = await resetPassword(token);
    expect(reset.status).toBe(200);

    // 3. Both devices are signed out; the old password no longer works, the new one does.
    expect((await t.request("/api/v1/profile", { as: user })).status).toBe(401);
    expect((await t.request("/api/v1/profile", { as: { cookie: phone.cookie } })).status).toBe(401);
    expect((await t.signIn(user.email, user.password)).response.status).toBe(401);
    expect((await t.signIn(user.email, NEW_PASSWORD)).response.status).toBe(200);

    // 4. A notice tells her the password changed.
    const subjects = (await outboxFor(t, user.email)).map((m) => m.subject);
    expect(subjects).toContain("Your Vitalog password was changed");
  });

  it("refuses a link that has been used", async () => {
    const user = await t.signUp();
    await requestReset(user.email);
    const token = tokenOf(await latestLink(t, user.email, "/reset-password?token="));
    expect((await resetPassword(token)).status).toBe(200);

    const again = await resetPassword(token, "Another-pass-77");
    expect(again.status).toBe(400);
    expect((await json<ErrorReply>(again)).error).toEqual({
      code: "INVALID_TOKEN",
      message: ResetMessage.invalidLink,
    });
    expect((await t.signIn(user.email, "Another-pass-77")).response.status).toBe(401);
  });

  it("refuses a link that has expired", async () => {
    const user = await t.signUp();
    await requestReset(user.email);
    const token = tokenOf(await latestLink(t, user.email, "/reset-password?token="));

    // The link is an hour old.
    await t.db.execute(sql`
      update verification set expires_at = now() - interval '1 second'
      where identifier = ${`reset-password:${token}`}
    `);

    const response = await resetPassword(token);
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error).toEqual({
      code: "INVALID_TOKEN",
      message: ResetMessage.invalidLink,
    });
    expect((await t.signIn(user.email, user.password)).response.status).toBe(200);
  });

  it("refuses a made-up token and a too-short password", async () => {
    const made = await resetPassword("made-up-token-000000000");
    expect(made.status).toBe(400);
    expect((await json<ErrorReply>(made)).error.code).toBe("INVALID_TOKEN");

    const user = await t.signUp();
    await requestReset(user.email);
    const token = tokenOf(await latestLink(t, user.email, "/reset-password?token="));
    const short = await resetPassword(token, "12345");
    expect(short.status).toBe(400);
    expect((await json<ErrorReply>(short)).error.code).toBe("PASSWORD_TOO_SHORT");
    // The link still works after a refused password.
    expect((await resetPassword(token)).status).toBe(200);
  });
});
