import { queryOptions } from "@tanstack/react-query";
import { AuthMessage } from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { ApiError, api, toApiError } from "../../lib/api.ts";

export type SocialProvider = "google" | "apple";

/** A session as `GET /api/auth/list-sessions` gives it: by id, never with its token. */
export interface DeviceSession {
  id: string;
  userAgent?: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The Better Auth endpoints the web calls (under /api/auth, outside the OpenAPI document the
 * typed client reads): what each takes and what it answers.
 */
interface AuthEndpoints {
  "POST /api/auth/sign-up/email": { body: { email: string; password: string }; answer: unknown };
  "POST /api/auth/sign-in/email": {
    body: { email: string; password: string; rememberMe: boolean };
    answer: unknown;
  };
  "POST /api/auth/sign-out": { body: Record<string, never>; answer: unknown };
  "POST /api/auth/request-password-reset": {
    body: { email: string; redirectTo: string };
    answer: unknown;
  };
  "POST /api/auth/reset-password": {
    body: { newPassword: string; token: string };
    answer: unknown;
  };
  "POST /api/auth/send-verification-email": {
    body: { email: string; callbackURL: string };
    answer: unknown;
  };
  "POST /api/auth/change-password": {
    body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean };
    answer: unknown;
  };
  "POST /api/auth/sign-in/social": {
    body: {
      provider: SocialProvider;
      callbackURL: string;
      errorCallbackURL: string;
      newUserCallbackURL: string;
    };
    answer: { url?: string } | null;
  };
  "POST /api/auth/revoke-session": { body: { id: string }; answer: unknown };
  "GET /api/auth/list-sessions": { body: undefined; answer: DeviceSession[] };
  "GET /api/auth/get-session": { body: undefined; answer: { session: { id: string } } | null };
}

/** Calls a Better Auth endpoint with the session cookie; failures become an `ApiError`. */
async function authCall<E extends keyof AuthEndpoints>(
  endpoint: E,
  ...[body]: AuthEndpoints[E]["body"] extends undefined ? [] : [AuthEndpoints[E]["body"]]
): Promise<AuthEndpoints[E]["answer"]> {
  const [method, path] = endpoint.split(" ") as [string, string];
  const headers = new Headers({ Accept: "application/json" });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, "NETWORK", AuthMessage.network);
  }
  const text = response.status === 204 ? "" : await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) throw toApiError(response.status, data);
  return data as AuthEndpoints[E]["answer"];
}

export function signUpWithEmail(input: { email: string; password: string }) {
  return authCall("POST /api/auth/sign-up/email", input);
}

export function signInWithEmail(input: { email: string; password: string; rememberMe: boolean }) {
  return authCall("POST /api/auth/sign-in/email", input);
}

export function signOut() {
  return authCall("POST /api/auth/sign-out", {});
}

/** Sends the reset e-mail; its link opens /reset-password?token=… in the app. */
export function requestPasswordReset(email: string) {
  return authCall("POST /api/auth/request-password-reset", {
    email,
    redirectTo: "/reset-password",
  });
}

/** Sets a new password with the e-mailed token; the server ends every session of that user. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return authCall("POST /api/auth/reset-password", input);
}

/** Sends the verification e-mail again; its link comes back to /verify-email. */
export function sendVerificationEmail(email: string) {
  return authCall("POST /api/auth/send-verification-email", {
    email,
    callbackURL: "/verify-email",
  });
}

/** Changes the password and ends the account's other sessions. */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return authCall("POST /api/auth/change-password", { ...input, revokeOtherSessions: true });
}

/** Ends one of the account's sessions by its id. */
export function revokeSession(id: string) {
  return authCall("POST /api/auth/revoke-session", { id });
}

/**
 * Starts a social sign-in: the browser leaves for the provider and comes back to `callbackPath`,
 * to /profile-completion for a new account, or to /auth?error=<code> when it fails.
 */
export async function startSocialSignIn(provider: SocialProvider, callbackPath: string) {
  const reply = await authCall("POST /api/auth/sign-in/social", {
    provider,
    callbackURL: callbackPath,
    errorCallbackURL: "/auth",
    newUserCallbackURL: "/profile-completion",
  });
  if (reply?.url) window.location.assign(reply.url);
}

/** The account's sessions, this device's first and then the most recently active. */
async function listDeviceSessions() {
  const [list, current] = await Promise.all([
    authCall("GET /api/auth/list-sessions"),
    authCall("GET /api/auth/get-session"),
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
