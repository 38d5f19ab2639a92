import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminActivityAction,
  AdminActivityEntity,
  CatalogItem,
  CatalogItemInput,
  CatalogList,
  ImportResult,
  Profile,
  Recommendation,
  RecommendationInput,
  RecommendationList,
  RiskFactorInput,
} from "@vitalog/domain";
import { apiFetch } from "../../lib/api.ts";
import { type Upload, uploadFile } from "../../lib/upload.ts";
import { catalogKeys } from "../profile/api.ts";

/** `GET /api/v1/admin/overview`: a count per key; modules add keys of their own. */
export type AdminOverview = Record<string, number>;

export type SystemCheckState = "up" | "down" | "configured" | "not_configured";
export interface SystemStatus {
  checks: { name: string; state: SystemCheckState; detail: string }[];
}

export interface AdminActivityItem {
  id: string;
  at: string;
  actorName: string;
  action: AdminActivityAction;
  entity: AdminActivityEntity;
  entityId: string;
  summary: string;
}

export interface RecommendationExport {
  exportedAt: string;
  version: 1;
  recommendations: Recommendation[];
  riskFactors: CatalogItem[];
  healthGoals: CatalogItem[];
}

export type CatalogKind = "riskFactors" | "healthGoals";

const catalogBase: Record<CatalogKind, string> = {
  riskFactors: "/api/v1/admin/risk-factors",
  healthGoals: "/api/v1/admin/health-goals",
};

const RECOMMENDATIONS = "/api/v1/admin/recommendations";

export const adminKeys = {
  overview: ["admin", "overview"] as const,
  systemStatus: ["admin", "system-status"] as const,
  activity: ["admin", "activity"] as const,
  catalog: (kind: CatalogKind) => ["admin", "catalog", kind] as const,
  recommendations: ["admin", "recommendations"] as const,
  recommendation: (id: string) => ["admin", "recommendations", id] as const,
};

export function useAdminOverviewQuery() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: () => apiFetch<AdminOverview>("/api/v1/admin/overview"),
  });
}

export function useSystemStatusQuery() {
  return useQuery({
    queryKey: adminKeys.systemStatus,
    queryFn: () => apiFetch<SystemStatus>("/api/v1/admin/system-status"),
  });
}

export function useAdminActivityQuery() {
  return useQuery({
    queryKey: adminKeys.activity,
    queryFn: () => apiFetch<{ items: AdminActivityItem[] }>("/api/v1/admin/activity"),
  });
}

/** After any content change: the dashboard's figures and activity, and the public catalogues. */
function refreshAfterChange(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.overview });
  void queryClient.invalidateQueries({ queryKey: adminKeys.activity });
}

export function useCatalogQuery(kind: CatalogKind) {
  return useQuery({
    queryKey: adminKeys.catalog(kind),
    queryFn: () => apiFetch<CatalogList>(catalogBase[kind]),
  });
}

/** Creates (no id) or updates (an id) a risk factor or health goal. */
export function useSaveCatalogItemMutation(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CatalogItemInput | RiskFactorInput }) =>
      id
        ? apiFetch<CatalogItem>(`${catalogBase[kind]}/${encodeURIComponent(id)}`, {
            method: "PATCH",
            json: input,
          })
        : apiFetch<CatalogItem>(catalogBase[kind], { method: "POST", json: input }),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: adminKeys.catalog(kind) });
      void queryClient.invalidateQueries({ queryKey: catalogKeys[kind] });
      refreshAfterChange(queryClient);
    },
  });
}

export function useDeleteCatalogItemMutation(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`${catalogBase[kind]}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: adminKeys.catalog(kind) });
      void queryClient.invalidateQueries({ queryKey: catalogKeys[kind] });
      refreshAfterChange(queryClient);
    },
  });
}

export function useAdminRecommendationsQuery() {
  return useQuery({
    queryKey: adminKeys.recommendations,
    queryFn: () => apiFetch<RecommendationList>(RECOMMENDATIONS),
  });
}

export function useAdminRecommendationQuery(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.recommendation(id ?? ""),
    queryFn: () => apiFetch<Recommendation>(`${RECOMMENDATIONS}/${encodeURIComponent(id ?? "")}`),
    enabled: Boolean(id),
  });
}

function useRecommendationWrite<V>(write: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: adminKeys.recommendations });
      refreshAfterChange(queryClient);
    },
  });
}

export function useSaveRecommendationMutation() {
  return useRecommendationWrite(({ id, input }: { id?: string; input: RecommendationInput }) =>
    id
      ? apiFetch<Recommendation>(`${RECOMMENDATIONS}/${encodeURIComponent(id)}`, {
          method: "PUT",
          json: input,
        })
      : apiFetch<Recommendation>(RECOMMENDATIONS, { method: "POST", json: input }),
  );
}

export function useDeleteRecommendationMutation() {
  return useRecommendationWrite((id: string) =>
    apiFetch<void>(`${RECOMMENDATIONS}/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
}

export function useDuplicateRecommendationMutation() {
  return useRecommendationWrite((id: string) =>
    apiFetch<Recommendation>(`${RECOMMENDATIONS}/${encodeURIComponent(id)}/duplicate`, {
      method: "POST",
    }),
  );
}

export function useImportRecommendationsMutation() {
  return useRecommendationWrite((payload: unknown) =>
    apiFetch<ImportResult>(`${RECOMMENDATIONS}/import`, { method: "POST", json: payload }),
  );
}

export function fetchRecommendationExport() {
  return apiFetch<RecommendationExport>(`${RECOMMENDATIONS}/export`);
}

/** Uploads a step's image with its real progress; resolves with the image's public URL. */
export function uploadRecommendationImage(
  file: File,
  onProgress: (percent: number) => void,
): Upload<string> {
  const upload = uploadFile<{ url: string }>(
    "/api/v1/admin/recommendation-images",
    file,
    onProgress,
  );
  return { promise: upload.promise.then((answer) => answer.url), abort: upload.abort };
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
