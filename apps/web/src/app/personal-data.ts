import type { QueryClient } from "@tanstack/react-query";
import { clearServerSession } from "../platform/server.ts";
import { clearSubscriptionState } from "../platform/subscription-store.ts";
import { AUTH_TAB_STORAGE_KEY } from "./auth-tab.ts";
import { SESSION_QUERY_KEY } from "./query-client.ts";

/** Every key and Cache Storage name the app writes starts with this. */
export const STORAGE_PREFIX = "vitalog";

/** Keys that hold no personal data and outlive a session (UI state, reload guard). */
const KEPT_KEYS = new Set([AUTH_TAB_STORAGE_KEY, "vitalog.chunkReloadAt"]);

function clearStorage(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_PREFIX) && !KEPT_KEYS.has(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Removes the app's copies of personal data from Web Storage and Cache Storage. */
export async function clearBrowserPersonalData(): Promise<void> {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      clearStorage(storage());
    } catch {
      // Storage can be unavailable (private mode, blocked cookies): nothing was written then.
    }
  }
  try {
    if (typeof caches === "undefined") return;
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(STORAGE_PREFIX)).map((name) => caches.delete(name)),
    );
  } catch {
    // Cache Storage is missing outside secure contexts.
  }
}

/**
 * Forgets everything about the person who was signed in: every cached query and mutation, the
 * browser's offline copies, the subscription state (and the store's signed-in person in the
 * apps), and (unless `keepSession`) the session itself.
 */
export function clearPersonalData(
  queryClient: QueryClient,
  { keepSession = false }: { keepSession?: boolean } = {},
): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.getMutationCache().clear();
  if (!keepSession) {
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    // In the native apps, the session's token goes from the phone's secure storage too.
    void clearServerSession();
  }
  void clearBrowserPersonalData();
  void clearSubscriptionState().catch(() => {});
}
