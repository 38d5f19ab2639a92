import type { ApiTransport } from "../lib/api.ts";
import {
  type QueueStore,
  type ReplayResult,
  replayQueuedWrites,
  SYNC_TAG,
} from "./offline-queue.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The trackers' entries, which may be written offline and sent later. */
const TRACKER_PATH =
  /^\/api\/v1\/(weight-entries|pain-entries|wellbeing-checkins|fasts|cycle|medication-doses|meditation-sessions|food-log|lab-results)(\/|$|\?)/;

export function isTrackerWrite(method: string, path: string): boolean {
  return WRITES.has(method.toUpperCase()) && TRACKER_PATH.test(path);
}

export interface OfflineWritesDeps {
  store: QueueStore;
  isOnline: () => boolean;
  /** Asks the service worker for a background sync; false where there is none. */
  requestSync: () => Promise<boolean>;
  newKey?: () => string;
  now?: () => number;
}

function bodyText(body: RequestInit["body"]): string | null {
  return typeof body === "string" ? body : null;
}

/** What a queued write answers at once: 202, and for a new entry its fields marked pending. */
function queuedReply(method: string, body: string | null, key: string): Response {
  if (method === "DELETE" || body === null) return new Response(null, { status: 204 });
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object") fields = parsed as Record<string, unknown>;
  } catch {
    fields = {};
  }
  return new Response(JSON.stringify({ id: `pending-${key}`, ...fields, pending: true }), {
    status: 202,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * Wraps the API transport: every tracker write carries a fresh Idempotency-Key, and one made
 * offline (or whose request cannot reach the server) is queued with that key and answered 202.
 */
export function offlineWritesTransport(base: ApiTransport, deps: OfflineWritesDeps): ApiTransport {
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const now = deps.now ?? Date.now;
  return async (path, init) => {
    const method = (init.method ?? "GET").toUpperCase();
    const body = bodyText(init.body);
    // A multipart body (a file) cannot be kept; it goes out as it is.
    if (!isTrackerWrite(method, path) || (init.body != null && body === null)) {
      return base(path, init);
    }
    const headers = new Headers(init.headers);
    const key = headers.get("Idempotency-Key") ?? newKey();
    headers.set("Idempotency-Key", key);
    const queue = async () => {
      await deps.store.add({
        key,
        method,
        path,
        body,
        contentType: headers.get("Content-Type"),
        queuedAt: now(),
      });
      await deps.requestSync().catch(() => false);
      return queuedReply(method, body, key);
    };
    if (!deps.isOnline()) return queue();
    try {
      return await base(path, { ...init, headers });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      return queue();
    }
  };
}

/** Registers the Background Sync tag when the browser has it. */
export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync;
  if (!registration?.active || !sync) return false;
  await sync.register(SYNC_TAG);
  return true;
}

/** Sends what is queued (on reconnect, at start, where there is no Background Sync). */
export function flushOfflineWrites(store: QueueStore): Promise<ReplayResult> {
  return replayQueuedWrites(store, (input, init) => fetch(input, init));
}
