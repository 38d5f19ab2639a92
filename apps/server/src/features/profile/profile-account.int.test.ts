import { type Profile, ProfileMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("account fields on the profile", () => {
  it("says whether the address is verified, whether there is a password, and the photo", async () => {
    const user = await t.signUp({ name: "Ida" });
    const profile = await json<Profile>(await t.request("/api/v1/profile", { as: user }));
    expect(profile).toMatchObject({
      name: "Ida",
      emailVerified: false,
      hasPassword: true,
      photoUrl: null,
    });
  });
});

describe("changing the name", () => {
  it("stores the trimmed name on the account", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { name: "  Jo March  " },
      as: user,
    });
    expect(response.status).toBe(200);
    expect((await json<Profile>(response)).name).toBe("Jo March");

    // Better Auth's session sees the same name.
    const session = await json<{ user: { name: string } }>(
      await t.request("/api/auth/get-session", { as: user }),
    );
    expect(session.user.name).toBe("Jo March");
  });

  it("changes the name together with other fields, in one update", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { name: "Kim", heightCm: 180 },
      as: user,
    });
    expect(await json<Profile>(response)).toMatchObject({ name: "Kim", heightCm: 180 });
  });

  it.each([
    ["", ProfileMessage.nameRequired],
    ["   ", ProfileMessage.nameRequired],
    ["x".repeat(101), ProfileMessage.nameTooLong],
    [42, ProfileMessage.nameRequired],
  ])("refuses %j", async (name, message) => {
    const user = await t.signUp({ name: "Before" });
    const response = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { name, heightCm: 170 },
      as: user,
    });
    expect(response.status).toBe(400);
    const { error } = await json<ErrorReply>(response);
    expect(error.message).toBe(message);
    expect(error.fields?.name).toBe(message);
    const profile = await json<Profile>(await t.request("/api/v1/profile", { as: user }));
    expect(profile).toMatchObject({ name: "Before", heightCm: null });
  });

  it("accepts exactly 100 characters", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { name: "é".repeat(100) },
      as: user,
    });
    expect(response.status).toBe(200);
  });
});
