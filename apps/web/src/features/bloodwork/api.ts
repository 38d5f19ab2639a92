import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LabPanel, LabPanelInput, LabResult, LabResultPatch } from "@vitalog/domain";
import { createTimeSeriesApi, type TimeSeriesApi } from "../../kit/time-series.ts";
import { apiFetch } from "../../lib/api.ts";

export const LAB_RESULTS_PAGE_SIZE = 100;

export type LabResultSeries = TimeSeriesApi<LabResult, LabPanelInput, LabResultPatch>;

export const labResultsApi: LabResultSeries = createTimeSeriesApi("/api/v1/lab-results", {
  key: "lab-results",
  pageSize: LAB_RESULTS_PAGE_SIZE,
  timeOf: (result) => result.takenAt,
});

export const labResultsKeys = labResultsApi.keys;

/** Records a panel (POST answers the panel, not one entry); every list and history refreshes. */
export function useCreateLabPanel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LabPanelInput) =>
      apiFetch<LabPanel>(labResultsApi.basePath, { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labResultsKeys.lists() }),
  });
}

/** One marker's results, newest first (under the lists, so every write refreshes it). */
export function useMarkerHistory(code: string | null) {
  return useQuery({
    queryKey: labResultsKeys.list("marker", code),
    queryFn: ({ signal }) =>
      apiFetch<{ code: string; items: LabResult[] }>(
        `${labResultsApi.basePath}/markers/${encodeURIComponent(code ?? "")}`,
        { signal },
      ).then((history) => history.items),
    enabled: code !== null,
  });
}
