import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type {
  AdminActivity,
  AuditKind,
  CatalogItemInput,
  RecommendationInput,
  RiskFactorInput,
  SystemStatus,
} from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";
import { type Upload, uploadFile } from "../../lib/upload.ts";
import { signInWithEmail, signOut } from "../auth/api.ts";
import { catalogKeys } from "../profile/api.ts";

/** `GET /api/v1/admin/overview`: a count per key; modules add keys of their own. */
export type AdminOverview = Record<string, number>;
export type SystemCheckState = SystemStatus["checks"][number]["state"];
export type AdminActivityItem = AdminActivity;
export type { AuditKind };

/** A page of the audit log: one kind or all (`kind` absent), after `cursor`. */
export interface ActivityFilter {
  kind?: AuditKind | undefined;
  cursor?: string | null | undefined;
  limit?: number;
}

export type CatalogKind = "riskFactors" | "healthGoals";

const catalogBase = {
  riskFactors: "/api/v1/admin/risk-factors",
  healthGoals: "/api/v1/admin/health-goals",
} as const satisfies Record<CatalogKind, string>;

/** The admin area's data: member only (the admin area has no preview). */
function adminQueries() {
  const all = () => ["admin"] as const;
  return {
    all,
    overview: () =>
      queryOptions({
        queryKey: [...all(), "overview"],
        queryFn: ({ signal }) => api.get("/api/v1/admin/overview", { signal }),
      }),
    systemStatus: () =>
      queryOptions({
        queryKey: [...all(), "system-status"],
        queryFn: ({ signal }) => api.get("/api/v1/admin/system-status", { signal }),
      }),
    activities: () => [...all(), "activity"] as const,
    activity: ({ kind, cursor, limit }: ActivityFilter = {}) =>
      queryOptions({
        queryKey: [...all(), "activity", { kind: kind ?? null, cursor: cursor ?? null, limit }],
        queryFn: ({ signal }) =>
          api.get("/api/v1/admin/activity", {
            query: {
              ...(kind ? { kind } : {}),
              ...(cursor ? { cursor } : {}),
              ...(limit ? { limit } : {}),
            },
            signal,
          }),
      }),
    catalogs: () => [...all(), "catalog"] as const,
    catalog: (kind: CatalogKind) =>
      queryOptions({
        queryKey: [...all(), "catalog", kind],
        queryFn: ({ signal }) => api.get(catalogBase[kind], { signal }),
      }),
    recommendations: () =>
      queryOptions({
        queryKey: [...all(), "recommendations"],
        queryFn: ({ signal }) => api.get("/api/v1/admin/recommendations", { signal }),
      }),
    recommendation: (id: string) =>
      queryOptions({
        queryKey: [...all(), "recommendations", id],
        queryFn: ({ signal }) =>
          api.get("/api/v1/admin/recommendations/{id}", { path: { id }, signal }),
        enabled: id !== "",
      }),
  };
}

export const adminData = defineModuleData({
  name: "admin",
  preview: { kind: "sign-in" },
  member: adminQueries(),
});

type AdminQueries = typeof adminData.member;

/** After any content change: the dashboard's figures and activity. */
const dashboardKeys = (q: AdminQueries) => [q.overview().queryKey, q.activities()];

/** Creates (no id) or updates (an id) a risk factor or health goal. */
export function useSaveCatalogItemMutation(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return adminData.useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CatalogItemInput | RiskFactorInput }) =>
      id
        ? api.patch(`${catalogBase[kind]}/{id}`, { path: { id }, body: input })
        : api.post(catalogBase[kind], { body: input }),
    invalidate: (q) => [q.catalog(kind).queryKey, ...dashboardKeys(q)],
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys[kind] }),
  });
}

export function useDeleteCatalogItemMutation(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return adminData.useMutation({
    mutationFn: (id: string) => api.delete(`${catalogBase[kind]}/{id}`, { path: { id } }),
    invalidate: (q) => [q.catalog(kind).queryKey, ...dashboardKeys(q)],
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys[kind] }),
  });
}

function useRecommendationWrite<V, R>(mutationFn: (value: V) => Promise<R>) {
  return adminData.useMutation({
    mutationFn,
    invalidate: (q) => [q.recommendations().queryKey, ...dashboardKeys(q)],
  });
}

export function useSaveRecommendationMutation() {
  return useRecommendationWrite(({ id, input }: { id?: string; input: RecommendationInput }) =>
    id
      ? api.put("/api/v1/admin/recommendations/{id}", { path: { id }, body: input })
      : api.post("/api/v1/admin/recommendations", { body: input }),
  );
}

export function useDeleteRecommendationMutation() {
  return useRecommendationWrite((id: string) =>
    api.delete("/api/v1/admin/recommendations/{id}", { path: { id } }),
  );
}

export function useDuplicateRecommendationMutation() {
  return useRecommendationWrite((id: string) =>
    api.post("/api/v1/admin/recommendations/{id}/duplicate", { path: { id } }),
  );
}

export function useImportRecommendationsMutation() {
  return useRecommendationWrite((payload: unknown) =>
    api.post("/api/v1/admin/recommendations/import", { body: payload }),
  );
}

export function fetchRecommendationExport() {
  return api.get("/api/v1/admin/recommendations/export");
}

/** Uploads a step's image with its real progress; resolves with the image's public `url`. */
export function uploadRecommendationImage(
  file: File,
  onProgress: (percent: number) => void,
): Upload<{ url: string }> {
  return uploadFile("/api/v1/admin/recommendation-images", { file, onProgress });
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
  await signInWithEmail({ email: input.email.trim(), password: input.password, rememberMe: true });
  const profile = await api.get("/api/v1/profile");
  if (!profile.isAdmin) {
    await signOut().catch(() => undefined);
    throw new NotAdminError();
  }
  return profile;
}
