import { useQuery } from "@tanstack/react-query";
import type { Profile } from "@vitalog/domain";
import { apiFetch } from "../../lib/api.ts";

/** `GET /api/v1/admin/overview`: a count per key; modules add keys of their own. */
export type AdminOverview = Record<string, number>;

export const adminKeys = {
  overview: ["admin", "overview"] as const,
};

export function useAdminOverviewQuery() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: () => apiFetch<AdminOverview>("/api/v1/admin/overview"),
  });
}

/** Admin sign-in refused because the account has no admin record. */
export class NotAdminError extends Error {
  constructor() {
    super("not an admin");
    this.name = "NotAdminError";
  }
}

/**
 * Signs in, then checks the admin record; a non-admin's new session is ended at once and the
 * call fails with `NotAdminError`. Returns the admin's profile.
 */
export async function signInAsAdmin(input: { email: string; password: string }) {
  await apiFetch<unknown>("/api/auth/sign-in/email", {
    method: "POST",
    json: { email: input.email.trim(), password: input.password, rememberMe: true },
  });
  const profile = await apiFetch<Profile>("/api/v1/profile");
  if (!profile.isAdmin) {
    await apiFetch<unknown>("/api/auth/sign-out", { method: "POST", json: {} }).catch(
      () => undefined,
    );
    throw new NotAdminError();
  }
  return profile;
}
