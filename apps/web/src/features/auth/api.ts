import { queryOptions } from "@tanstack/react-query";
import { defineModuleData } from "../../kit/data.ts";
import { type ApiAnswer, api } from "../../lib/api.ts";

export type SocialProvider = "google" | "apple";

/** A session as `GET /api/auth/list-sessions` gives it: by id, never with its token. */
export type DeviceSession = ApiAnswer<"/api/auth/list-sessions", "get">[number];

export function signUpWithEmail(input: { email: string; password: string }) {
  return api.post("/api/auth/sign-up/email", { body: input });
}

export function signInWithEmail(input: { email: string; password: string; rememberMe: boolean }) {
  return api.post("/api/auth/sign-in/email", { body: input });
}

/** Ends the session. */
export function signOut() {
  return api.post("/api/auth/sign-out", { body: {} });
}

/** Sends the reset e-mail; its link opens /reset-password?token=… in the app. */
export function requestPasswordReset(email: string) {
  return api.post("/api/auth/request-password-reset", {
    body: { email, redirectTo: "/reset-password" },
  });
}

/** Sets a new password with the e-mailed token; the server ends every session of that user. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return api.post("/api/auth/reset-password", { body: input });
}

/** Sends the verification e-mail again; its link comes back to /verify-email. */
export function sendVerificationEmail(email: string) {
  return api.post("/api/auth/send-verification-email", {
    body: { email, callbackURL: "/verify-email" },
  });
}

/** Changes the password and ends the account's other sessions. */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return api.post("/api/auth/change-password", {
    body: { ...input, revokeOtherSessions: true },
  });
}

/** Ends one of the account's sessions by its id. */
export function revokeSession(id: string) {
  return api.post("/api/auth/revoke-session", { body: { id } });
}

/**
 * Starts a social sign-in: the browser leaves for the provider and comes back to `callbackPath`,
 * to /profile-completion for a new account, or to /auth?error=<code> when it fails.
 */
export async function startSocialSignIn(provider: SocialProvider, callbackPath: string) {
  const reply = await api.post("/api/auth/sign-in/social", {
    body: {
      provider,
      callbackURL: callbackPath,
      errorCallbackURL: "/auth",
      newUserCallbackURL: "/profile-completion",
    },
  });
  if (reply?.url) window.location.assign(reply.url);
}

/** The account's sessions, this device's first and then the most recently active. */
async function listDeviceSessions() {
  const [list, current] = await Promise.all([
    api.get("/api/auth/list-sessions"),
    api.get("/api/auth/get-session"),
  ]);
  const currentId = current?.session.id ?? null;
  const sorted = [...list].sort(
    (a, b) =>
      Number(b.id === currentId) - Number(a.id === currentId) ||
      b.updatedAt.localeCompare(a.updatedAt),
  );
  return { list: sorted, currentId };
}

export const authQueries = {
  all: () => ["auth"] as const,
  /** Which social sign-ins the server offers; it does not change while the app runs. */
  providers: () =>
    queryOptions({
      queryKey: [...authQueries.all(), "providers"] as const,
      queryFn: ({ signal }) => api.get("/api/v1/auth/providers", { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Whether a reset token can still be used; it is not used up (the page checks on arrival). */
  resetToken: (token: string) =>
    queryOptions({
      queryKey: [...authQueries.all(), "reset-token", token] as const,
      queryFn: () => api.post("/api/v1/auth/reset-password/check", { body: { token } }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  /** The account's signed-in devices (the settings' sessions list). */
  sessions: () =>
    queryOptions({
      queryKey: [...authQueries.all(), "sessions"] as const,
      queryFn: listDeviceSessions,
    }),
};

/** Signing in, up and out, password resets and the account's sessions: there is no preview. */
export const authData = defineModuleData({
  name: "auth",
  preview: { kind: "sign-in" },
  member: authQueries,
});
