import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { downloadFile } from "../../lib/download.ts";

/** GET /api/v1/shared/{token}: what a share link shows, read by anyone holding it. */
export const sharedRecordQuery = (token: string) =>
  queryOptions({
    queryKey: ["sharing", "shared", token],
    queryFn: ({ signal }) => api.get("/api/v1/shared/{token}", { path: { token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/v1/share-links: the person's links with their views. */
export const shareLinksQuery = () =>
  queryOptions({
    queryKey: ["sharing", "links"],
    queryFn: ({ signal }) => api.get("/api/v1/share-links", { signal }),
  });

/** POST /api/v1/share-links: a new link; its token is in this answer only. */
export function createShareLink(body: {
  modules: ShareableModule[];
  from: string;
  to: string;
  expiresInHours: number;
}) {
  return api.post("/api/v1/share-links", { body });
}

/** DELETE /api/v1/share-links/{id}: revokes a link. */
export function revokeShareLink(id: string) {
  return api.delete("/api/v1/share-links/{id}", { path: { id } });
}

/** Where the browser downloads the FHIR export (a same-origin link with the session cookie). */
export const FHIR_EXPORT_URL = "/api/v1/export/fhir";

/** The modules a link can be made for, in the order the page lists them. */
export const SHAREABLE_MODULES = [
  "weight",
  "wellbeing",
  "bloodwork",
  "medications",
  "pain",
  "cycle",
  "vitals",
  "activity",
] as const;

/** The modules a clinician summary can include: those a link can show, in the same order. */
export const SUMMARY_MODULES = SHAREABLE_MODULES;

export type SummaryModule = (typeof SUMMARY_MODULES)[number];

/** GET /api/v1/export/clinician-summary: the PDF over [from, to] of the chosen modules, saved. */
export function downloadClinicianSummary(query: {
  from: string;
  to: string;
  modules: readonly SummaryModule[];
}): Promise<string> {
  const search = new URLSearchParams({
    from: query.from,
    to: query.to,
    modules: query.modules.join(","),
  });
  return downloadFile(
    `/api/v1/export/clinician-summary?${search}`,
    `vitalog-clinician-summary-${query.from}-${query.to}.pdf`,
  );
}

export type ShareableModule = (typeof SHAREABLE_MODULES)[number];

/** The expiries offered, in hours: 1 hour to 30 days. */
export const EXPIRY_HOURS = [1, 24, 72, 168, 720] as const;
