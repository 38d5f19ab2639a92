import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api.ts";

export interface AdminOverview {
  users: number;
  riskFactors: number;
  healthGoals: number;
  weightEntries: number;
}

export const adminKeys = {
  overview: ["admin", "overview"] as const,
};

export function useAdminOverviewQuery() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: () => apiFetch<AdminOverview>("/api/v1/admin/overview"),
  });
}
