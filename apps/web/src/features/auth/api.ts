import { useQuery } from "@tanstack/react-query";
import type { ResetTokenStatus } from "@vitalog/domain";
import { apiFetch } from "../../lib/api.ts";

export type SocialProvider = "google" | "apple";
export type AuthProviders = Record<SocialProvider, boolean>;

export const authKeys = {
  providers: ["auth", "providers"] as const,
  resetToken: (token: string) => ["auth", "reset-token", token] as const,
};

export function signUpWithEmail(input: { email: string; password: string }) {
  return apiFetch<unknown>("/api/auth/sign-up/email", { method: "POST", json: input });
}

export function signInWithEmail(input: { email: string; password: string; rememberMe: boolean }) {
  return apiFetch<unknown>("/api/auth/sign-in/email", { method: "POST", json: input });
}

/** Ends the session. */
export function signOut() {
  return apiFetch<unknown>("/api/auth/sign-out", { method: "POST", json: {} });
}

/** Sends the reset e-mail; its link opens /reset-password?token=… in the app. */
export function requestPasswordReset(email: string) {
  return apiFetch<unknown>("/api/auth/request-password-reset", {
    method: "POST",
    json: { email, redirectTo: "/reset-password" },
  });
}

/** Sets a new password with the e-mailed token; the server ends every session of that user. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return apiFetch<unknown>("/api/auth/reset-password", { method: "POST", json: input });
}

/** Whether a reset token can still be used; it is not used up (the page checks on arrival). */
export function checkResetToken(token: string) {
  return apiFetch<ResetTokenStatus>("/api/v1/auth/reset-password/check", {
    method: "POST",
    json: { token },
  });
}

/** Sends the verification e-mail again; its link comes back to /verify-email. */
export function sendVerificationEmail(email: string) {
  return apiFetch<unknown>("/api/auth/send-verification-email", {
    method: "POST",
    json: { email, callbackURL: "/verify-email" },
  });
}

/**
 * Starts a social sign-in: the browser leaves for the provider and comes back to `callbackPath`,
 * to /profile-completion for a new account, or to /auth?error=<code> when it fails.
 */
export async function startSocialSignIn(provider: SocialProvider, callbackPath: string) {
  const reply = await apiFetch<{ url?: string }>("/api/auth/sign-in/social", {
    method: "POST",
    json: {
      provider,
      callbackURL: callbackPath,
      errorCallbackURL: "/auth",
      newUserCallbackURL: "/profile-completion",
    },
  });
  if (reply?.url) window.location.assign(reply.url);
}

export function useAuthProviders() {
  return useQuery({
    queryKey: authKeys.providers,
    queryFn: () => apiFetch<AuthProviders>("/api/v1/auth/providers"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
