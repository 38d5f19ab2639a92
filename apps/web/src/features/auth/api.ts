import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api.ts";

export type SocialProvider = "google" | "apple";
export type AuthProviders = Record<SocialProvider, boolean>;

export const authKeys = {
  providers: ["auth", "providers"] as const,
};

export function signUpWithEmail(input: { email: string; password: string }) {
  return apiFetch<unknown>("/api/auth/sign-up/email", { method: "POST", json: input });
}

export function signInWithEmail(input: { email: string; password: string; rememberMe: boolean }) {
  return apiFetch<unknown>("/api/auth/sign-in/email", { method: "POST", json: input });
}

/** Sends the reset e-mail; its link leads to `redirectTo`. */
export function requestPasswordReset(email: string) {
  return apiFetch<unknown>("/api/auth/request-password-reset", {
    method: "POST",
    json: { email, redirectTo: `${window.location.origin}/reset-password` },
  });
}

/** Starts a social sign-in; the browser leaves for the provider and comes back to `callbackPath`. */
export async function startSocialSignIn(provider: SocialProvider, callbackPath: string) {
  const origin = window.location.origin;
  const reply = await apiFetch<{ url?: string }>("/api/auth/sign-in/social", {
    method: "POST",
    json: {
      provider,
      callbackURL: `${origin}${callbackPath}`,
      errorCallbackURL: `${origin}/auth`,
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
