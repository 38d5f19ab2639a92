import { queryOptions } from "@tanstack/react-query";
import type { LabPanelInput, LabResult, LabResultPatch } from "@vitalog/domain";
import { defineTimeSeries } from "../../kit/series.ts";
import { api } from "../../lib/api.ts";

export const LAB_RESULTS_PAGE_SIZE = 100;

/**
 * The person's lab results; the preview asks to sign in. A write is a panel of results taken
 * together: the series' `create` answers the panel's first result, and pages record panels
 * with `useCreateLabPanel`.
 */
export const labResultsData = defineTimeSeries<LabResult, LabPanelInput, LabResultPatch>({
  name: "bloodwork",
  key: "lab-results",
  pageSize: LAB_RESULTS_PAGE_SIZE,
  timeOf: (result) => result.takenAt,
  endpoints: {
    page: (query, signal) => api.get("/api/v1/lab-results", { query, signal }),
    one: (id, signal) => api.get("/api/v1/lab-results/{id}", { path: { id }, signal }),
    create: async (body) => {
      const [first] = (await api.post("/api/v1/lab-results", { body })).results;
      if (!first) throw new Error("a panel answered without results");
      return first;
    },
    update: (id, body) => api.patch("/api/v1/lab-results/{id}", { path: { id }, body }),
    remove: (id) => api.delete("/api/v1/lab-results/{id}", { path: { id } }),
  },
});

export const labResultQueries = {
  /** One marker's results, newest first (under the lists, so every write refreshes it). */
  markerHistory: (code: string | null) =>
    queryOptions({
      queryKey: [...labResultsData.member.lists(), "marker", code],
      queryFn: async ({ signal }) =>
        (
          await api.get("/api/v1/lab-results/markers/{code}", {
            path: { code: code ?? "" },
            signal,
          })
        ).items,
      enabled: code !== null,
    }),
};

/** Records a panel (POST answers the panel, not one entry); every list and history refreshes. */
export function useCreateLabPanel() {
  return labResultsData.useMutation({
    mutationFn: (input: LabPanelInput) => api.post("/api/v1/lab-results", { body: input }),
    invalidate: (q) => [q.lists()],
  });
}
