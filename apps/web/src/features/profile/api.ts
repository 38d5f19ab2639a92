import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CatalogList, Profile, ProfileUpdate } from "@vitalog/domain";
import { SESSION_QUERY_KEY } from "../../app/query-client.ts";
import { apiFetch } from "../../lib/api.ts";

export const catalogKeys = {
  riskFactors: ["catalog", "risk-factors"] as const,
  healthGoals: ["catalog", "health-goals"] as const,
};

export function useRiskFactorsQuery() {
  return useQuery({
    queryKey: catalogKeys.riskFactors,
    queryFn: () => apiFetch<CatalogList>("/api/v1/risk-factors"),
  });
}

export function useHealthGoalsQuery() {
  return useQuery({
    queryKey: catalogKeys.healthGoals,
    queryFn: () => apiFetch<CatalogList>("/api/v1/health-goals"),
  });
}

export function updateProfile(update: ProfileUpdate) {
  return apiFetch<Profile>("/api/v1/profile", { method: "PATCH", json: update });
}

/** PATCH /api/v1/profile; the answer replaces the session's profile. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess(profile) {
      queryClient.setQueryData(SESSION_QUERY_KEY, profile);
    },
  });
}
