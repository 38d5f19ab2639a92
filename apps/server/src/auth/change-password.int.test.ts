import { AuthMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applySetCookies, createTestApp, json, type TestApp } from "../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "Changed-pass-99";

describe("change password", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/auth/change-password", {
      json: {
        currentPassword: "Not-my-password",
        newPassword: NEW_PASSWORD,
        revokeOtherSessions: true,
      },
      as: user,
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error).toEqual({
      code: "INCORRECT_PASSWORD",
      message: AuthMessage.incorrectPassword,
    });
    expect((await t.signIn(user.email, user.password)).response.status).toBe(200);
  });

  it("changes the password, keeps this device signed in and ends the others", async () => {
    // 1. Eve is signed in on her laptop (the sign-up session) and her phone.
    const user = await t.signUp();
    const phone = await t.signIn(user.email, user.password);

    // 2. She changes her password on the laptop.
    const response = await t.request("/api/auth/change-password", {
      json: {
        currentPassword: user.password,
        newPassword: NEW_PASSWORD,
        revokeOtherSessions: true,
      },
      as: user,
    });
    expect(response.status).toBe(200);

    // 3. The laptop carries on with the new session cookie; the phone is signed out.
    const laptop = applySetCookies(user.cookie, response);
    expect((await t.request("/api/v1/profile", { as: { cookie: laptop } })).status).toBe(200);
    expect((await t.request("/api/v1/profile", { as: { cookie: phone.cookie } })).status).toBe(401);

    // 4. Only the new password signs in.
    expect((await t.signIn(user.email, user.password)).response.status).toBe(401);
    expect((await t.signIn(user.email, NEW_PASSWORD)).response.status).toBe(200);
  });

  it("refuses a new password shorter than 6 characters, and a signed-out request", async () => {
    const user = await t.signUp();
    const short = await t.request("/api/auth/change-password", {
      json: { currentPassword: user.password, newPassword: "12345" },
      as: user,
    });
    expect(short.status).toBe(400);
    expect((await json<ErrorReply>(short)).error.code).toBe("PASSWORD_TOO_SHORT");

    const signedOut = await t.request("/api/auth/change-password", {
      json: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(signedOut.status).toBe(401);
    expect((await json<ErrorReply>(signedOut)).error.code).toBe("UNAUTHENTICATED");
  });
});
