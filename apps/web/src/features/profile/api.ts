import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate } from "@vitalog/domain";
import { SESSION_QUERY_KEY } from "../../app/query-client.ts";
import { defineModuleData } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";

export const profileQueries = {
  all: () => ["catalog"] as const,
  /** The catalogue's risk factors, to choose from. */
  riskFactors: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), "risk-factors"] as const,
      queryFn: ({ signal }) => api.get("/api/v1/risk-factors", { signal }),
    }),
  /** The catalogue's health goals, to choose from. */
  healthGoals: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), "health-goals"] as const,
      queryFn: ({ signal }) => api.get("/api/v1/health-goals", { signal }),
    }),
};

/** The member's own profile: read through the session, written here; the preview asks to sign in. */
export const profileData = defineModuleData({
  name: "profile",
  preview: { kind: "sign-in" },
  member: profileQueries,
});

export function updateProfile(update: ProfileUpdate) {
  return api.patch("/api/v1/profile", { body: update });
}

/** PATCH /api/v1/profile; the answer replaces the session's profile. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return profileData.useMutation({
    mutationFn: updateProfile,
    onSuccess(profile) {
      queryClient.setQueryData(SESSION_QUERY_KEY, profile);
    },
  });
}

/** @deprecated The admin's catalogue writes still refresh these; use `profileQueries` keys. */
export const catalogKeys = {
  riskFactors: profileQueries.riskFactors().queryKey,
  healthGoals: profileQueries.healthGoals().queryKey,
};
