import { SocialLogin } from "@capgo/capacitor-social-login";
import { AuthMessage } from "@vitalog/domain";
import { api } from "../../lib/api.ts";

// Sign-in with Google (Android) and Apple (iOS) inside the native apps, loaded only there. Google
// refuses its sign-in page inside an app's web view, so each platform's own sign-in gives an
// identity token, which the server checks with the provider's keys (Better Auth's id-token
// sign-in) and answers with the session token (the bearer plugin; native-session.ts keeps it).

/** Spec end-user §6: the Apple nonce is 32 random characters; Apple is given its SHA-256. */
export const APPLE_NONCE_LENGTH = 32;
// Apple's own sample alphabet: 64 symbols (no W), so each random byte's low 6 bits pick one.
const NONCE_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvwxyz-._";

/** 32 characters from a cryptographic source (no modulo bias: 64 symbols, 6 bits each). */
export function appleNonce(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(APPLE_NONCE_LENGTH));
  return Array.from(bytes, (byte) => NONCE_ALPHABET[byte & 63]).join("");
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export class NativeSignInError extends Error {}

/** What the sign-in needs of the plugin (tests give an in-memory one that keeps its contract). */
export type SocialLoginPlugin = Pick<typeof SocialLogin, "initialize" | "login">;

let plugin: SocialLoginPlugin = SocialLogin;

export function setSocialLoginPlugin(next: SocialLoginPlugin): void {
  plugin = next;
}

/** The plugin's error, in the spec's words. */
export function nativeSignInMessage(error: unknown, provider: "google" | "apple"): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === "string" ? message.toLowerCase() : "";
  if (code === "USER_CANCELLED" || /cancel/.test(text)) return AuthMessage.nativeCancelled;
  if (/network|offline|internet|connection/.test(text)) return AuthMessage.network;
  if (provider === "apple" && /simulator/.test(text)) return AuthMessage.appleSimulator;
  if (provider === "apple" && /(not (be )?(configured|set up)|entitlement|1000)/.test(text)) {
    return AuthMessage.appleNotConfigured;
  }
  return AuthMessage.unexpected;
}

/**
 * Signs in with the platform's provider and then with Vitalog's server. Resolves once the
 * session exists; rejects with a NativeSignInError carrying the message to show.
 */
export async function nativeSocialSignIn(
  provider: "google" | "apple",
  options: { googleClientId: string | null },
): Promise<void> {
  let idToken: string | null;
  let nonce: string | undefined;
  try {
    if (provider === "google") {
      if (!options.googleClientId) throw new NativeSignInError(AuthMessage.unexpected);
      await plugin.initialize({ google: { webClientId: options.googleClientId } });
      const { result } = await plugin.login({
        provider: "google",
        options: { scopes: ["email", "profile"] },
      });
      idToken = "idToken" in result ? result.idToken : null;
    } else {
      nonce = appleNonce();
      await plugin.initialize({ apple: {} });
      const { result } = await plugin.login({
        provider: "apple",
        options: { scopes: ["email", "name"], nonce: await sha256Hex(nonce) },
      });
      idToken = result.idToken;
    }
  } catch (error) {
    if (error instanceof NativeSignInError) throw error;
    throw new NativeSignInError(nativeSignInMessage(error, provider));
  }
  if (!idToken) throw new NativeSignInError(AuthMessage.unexpected);
  await api.post("/api/auth/sign-in/social", {
    body: {
      provider,
      idToken: { token: idToken, ...(nonce ? { nonce } : {}) },
      callbackURL: "/dashboard",
      newUserCallbackURL: "/profile-completion",
    },
  });
}
