import { afterEach, describe, expect, it } from "vitest";
import { setApiTransport } from "../../lib/api.ts";
import {
  APPLE_NONCE_LENGTH,
  appleNonce,
  NativeSignInError,
  nativeSignInMessage,
  nativeSocialSignIn,
  type SocialLoginPlugin,
  setSocialLoginPlugin,
  sha256Hex,
} from "./native-social-sign-in.ts";

/**
 * The plugin as its contract describes it: `initialize` with the provider's options, `login`
 * resolving `{provider, result}` with an identity token, or rejecting with `code:
 * "USER_CANCELLED"` when the person closes the sheet.
 */
function fakePlugin(behaviour: "ok" | "cancel" | "network" | "simulator") {
  const calls: { initialize: unknown[]; login: unknown[] } = { initialize: [], login: [] };
  const plugin = {
    initialize: async (options: unknown) => {
      calls.initialize.push(options);
    },
    login: async (options: { provider: string; options?: { nonce?: string } }) => {
      calls.login.push(options);
      if (behaviour === "cancel") {
        throw Object.assign(new Error("The user canceled the sign-in flow."), {
          code: "USER_CANCELLED",
        });
      }
      if (behaviour === "network") throw new Error("A network error occurred.");
      if (behaviour === "simulator") throw new Error("Apple Sign In is not supported on simulator");
      return {
        provider: options.provider,
        result: { idToken: `id-token-for-${options.provider}`, accessToken: null, profile: {} },
      };
    },
  };
  return { plugin: plugin as unknown as SocialLoginPlugin, calls };
}

function captureServer(status = 200) {
  const requests: { path: string; body: unknown }[] = [];
  setApiTransport(async (path, init) => {
    requests.push({ path, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ redirect: false, token: "t" }), { status });
  });
  return requests;
}

afterEach(() => {
  setSocialLoginPlugin({
    initialize: () => Promise.reject(new Error("no plugin in tests")),
    login: () => Promise.reject(new Error("no plugin in tests")),
  });
});

describe("native social sign-in", () => {
  it("makes Apple's nonce of 32 characters from 64 symbols, different each time", () => {
    const nonce = appleNonce();
    expect(nonce).toHaveLength(APPLE_NONCE_LENGTH);
    expect(nonce).toMatch(/^[0-9A-Za-z._-]{32}$/);
    expect(appleNonce()).not.toBe(nonce);
    // Every byte value maps into the alphabet (its low 6 bits).
    expect(appleNonce((b) => b.fill(255))).toBe("_".repeat(32));
    expect(appleNonce((b) => b.fill(0))).toBe("0".repeat(32));
  });

  it("hashes with SHA-256 in hex, as Apple's identity token carries the nonce", async () => {
    expect(await sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("signs in with Google's identity token on Android", async () => {
    const { plugin, calls } = fakePlugin("ok");
    setSocialLoginPlugin(plugin);
    const requests = captureServer();
    await nativeSocialSignIn("google", { googleClientId: "web.apps.googleusercontent.com" });
    expect(calls.initialize).toEqual([
      { google: { webClientId: "web.apps.googleusercontent.com" } },
    ]);
    expect(calls.login).toEqual([
      { provider: "google", options: { scopes: ["email", "profile"] } },
    ]);
    expect(requests).toEqual([
      {
        path: "/api/auth/sign-in/social",
        body: {
          provider: "google",
          idToken: { token: "id-token-for-google" },
          callbackURL: "/dashboard",
          newUserCallbackURL: "/profile-completion",
        },
      },
    ]);
  });

  it("gives Apple the nonce's hash and the server the nonce, with email and name scopes", async () => {
    const { plugin, calls } = fakePlugin("ok");
    setSocialLoginPlugin(plugin);
    const requests = captureServer();
    await nativeSocialSignIn("apple", { googleClientId: null });
    const login = calls.login[0] as { options: { scopes: string[]; nonce: string } };
    expect(login.options.scopes).toEqual(["email", "name"]);
    const sent = requests[0]?.body as { idToken: { token: string; nonce: string } };
    expect(sent.idToken.token).toBe("id-token-for-apple");
    expect(sent.idToken.nonce).toHaveLength(32);
    expect(login.options.nonce).toBe(await sha256Hex(sent.idToken.nonce));
  });

  it("says the spec's words when the sheet is closed or the network fails, and asks no server", async () => {
    for (const [behaviour, provider, message] of [
      ["cancel", "google", "Sign-in was cancelled"],
      ["cancel", "apple", "Sign-in was cancelled"],
      ["network", "google", "Network error. Please check your connection"],
      [
        "simulator",
        "apple",
        "Sign in with Apple does not work in the iOS Simulator. Please use a device.",
      ],
    ] as const) {
      setSocialLoginPlugin(fakePlugin(behaviour).plugin);
      const requests = captureServer();
      const attempt = nativeSocialSignIn(provider, { googleClientId: "id" });
      await expect(attempt).rejects.toBeInstanceOf(NativeSignInError);
      await expect(attempt).rejects.toThrow(message);
      expect(requests).toEqual([]);
    }
  });

  it("refuses Google when the server has no Google client", async () => {
    const { plugin, calls } = fakePlugin("ok");
    setSocialLoginPlugin(plugin);
    await expect(nativeSocialSignIn("google", { googleClientId: null })).rejects.toThrow(
      "An unexpected error occurred",
    );
    expect(calls.login).toEqual([]);
  });

  it("words the plugin's errors", () => {
    expect(nativeSignInMessage({ code: "USER_CANCELLED" }, "google")).toBe("Sign-in was cancelled");
    expect(
      nativeSignInMessage(
        new Error(
          "The operation couldn’t be completed. (com.apple.AuthenticationServices.AuthorizationError error 1000.)",
        ),
        "apple",
      ),
    ).toBe("Sign in with Apple is not set up for this app yet. Please sign in with your email.");
    expect(nativeSignInMessage(new Error("boom"), "google")).toBe("An unexpected error occurred");
  });
});
