import { createHash, createSign, generateKeyPairSync, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, json, type TestApp } from "../../test/test-app.ts";
import { NATIVE_APP_ID } from "./auth.ts";

// The iOS app's Sign in with Apple: the phone gives an identity token signed by Apple, whose
// audience is the app's bundle id and whose nonce is the SHA-256 of the one the app keeps; the
// server checks it with Apple's published keys and answers with a session token. Apple's key
// endpoint is the only thing faked (with a key of our own, published the way Apple does).

const APPLE_KEYS = "https://appleid.apple.com/auth/keys";
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const KID = "test-key";

function appleToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: "RS256", kid: KID })}.${part({
    iss: "https://appleid.apple.com",
    aud: NATIVE_APP_ID,
    iat: now,
    exp: now + 600,
    email_verified: true,
    ...claims,
  })}`;
  const signature = createSign("RSA-SHA256").update(body).sign(privateKey).toString("base64url");
  return `${body}.${signature}`;
}

const realFetch = globalThis.fetch;
function fakeApple(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  if (url !== APPLE_KEYS) return realFetch(input, init);
  return Promise.resolve(
    Response.json({
      keys: [{ ...publicKey.export({ format: "jwk" }), kid: KID, alg: "RS256", use: "sig" }],
    }),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    apple: { clientId: "app.vitalog.web", clientSecret: "apple-client-secret" },
  });
  vi.stubGlobal("fetch", fakeApple);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

const NATIVE = { Origin: "capacitor://localhost" };
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function signIn(token: string, nonce?: string) {
  return t.request("/api/auth/sign-in/social", {
    json: { provider: "apple", idToken: { token, ...(nonce ? { nonce } : {}) } },
    headers: NATIVE,
  });
}

describe("Sign in with Apple in the iOS app", () => {
  it("opens a session for a token for the app, with the nonce's hash", async () => {
    const nonce = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
    const email = `apple-${randomUUID()}@privaterelay.appleid.com`;
    const reply = await signIn(
      appleToken({ sub: randomUUID(), email, nonce: sha256(nonce) }),
      nonce,
    );
    expect(reply.status).toBe(200);
    const token = reply.headers.get("set-auth-token") ?? "";
    expect(token).not.toBe("");
    const profile = await t.request("/api/v1/profile", {
      headers: { ...NATIVE, Authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    expect((await json<{ email: string }>(profile)).email).toBe(email);
  });

  it("refuses a token with another nonce, for another app, or not signed by the key", async () => {
    const nonce = "ABCDEFGHIJKLMNOPQRSTUV0123456789";
    const sub = randomUUID();
    const email = `apple-${sub}@example.com`;
    const wrongNonce = await signIn(appleToken({ sub, email, nonce: sha256("another") }), nonce);
    const otherApp = await signIn(
      appleToken({ sub, email, nonce: sha256(nonce), aud: "com.example.other" }),
      nonce,
    );
    const [head, payload] = appleToken({ sub, email, nonce: sha256(nonce) }).split(".");
    const forged = await signIn(
      `${head}.${payload}.${Buffer.from("forged").toString("base64url")}`,
      nonce,
    );
    for (const reply of [wrongNonce, otherApp, forged]) {
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.headers.get("set-auth-token")).toBeNull();
    }
  });
});
