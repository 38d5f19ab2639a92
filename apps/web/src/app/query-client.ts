import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { QUERY_CACHE_TIME_MS, QUERY_RETRY, QUERY_STALE_TIME_MS } from "@vitalog/domain";
import { isApiError } from "../lib/api.ts";
import { recordAppEngagement } from "../platform/app-ads.ts";
import { vibrateOnSave } from "../platform/native-shell.ts";

export const SESSION_QUERY_KEY = ["session", "profile"] as const;

/** Retry once (spec section 7), but never a client error: asking again will not change a 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRY;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        // A 401 anywhere means the session ended: drop it so the guards send the user to /auth.
        if (
          isApiError(error) &&
          error.status === 401 &&
          query.queryKey[0] !== SESSION_QUERY_KEY[0]
        ) {
          client.setQueryData(SESSION_QUERY_KEY, null);
        }
      },
    }),
    // A successful save: engagement for the tracking pre-prompt, and in the apps a short vibration.
    mutationCache: new MutationCache({
      onSuccess: () => {
        recordAppEngagement();
        vibrateOnSave();
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_CACHE_TIME_MS,
      },
      // Writes run offline too: a tracker's is queued until the connection returns
      // (platform/offline-writes.ts), any other fails at once with the network error.
      mutations: { retry: false, networkMode: "always" },
    },
  });
  return client;
}
