import type { ApiTransport } from "../lib/api.ts";
import {
  type QueueStore,
  type ReplayResult,
  replayQueuedWrites,
  SYNC_TAG,
} from "./offline-queue.ts";
import { fetchServer } from "./server.ts";

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
  /**
   * Probes again before a write is held back because the last check said offline: that check
   * may be seconds old, and a write the server can take should go now.
   */
  recheck?: () => Promise<boolean>;
  /** Told of every write held on the device. */
  onQueued?: (write: { key: string; method: string; path: string }) => void;
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
      deps.onQueued?.({ key, method, path });
      return queuedReply(method, body, key);
    };
    if (!deps.isOnline() && !(await deps.recheck?.().catch(() => false))) return queue();
    try {
      return await base(path, { ...init, headers });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      return queue();
    }
  };
}

/** Whether an answer is the one a write held on the device gets (202, marked pending). */
export function isQueuedReply(value: unknown): boolean {
  return (
    typeof value === "object" && value !== null && (value as { pending?: unknown }).pending === true
  );
}

/** How long after a write is held back its page's success toast is taken to be about it. */
const JUST_QUEUED_MS = 2_000;

/**
 * How many writes wait on this device, for the offline banner; and whether one was held back
 * just now, so the success toast that follows it says where the entry is.
 */
export function createWaitingWrites(store: QueueStore) {
  let count = 0;
  let queuedAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  };
  return {
    count: () => count,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A write was held back: one more waiting, and the success toast that follows is its. */
    queued(at = Date.now()) {
      queuedAt = at;
      set(count + 1);
    },
    /** True, once, when a write was held back in the last 2 s (its page's toast is next). */
    takeJustQueued(at = Date.now()): boolean {
      const just = at - queuedAt <= JUST_QUEUED_MS;
      queuedAt = Number.NEGATIVE_INFINITY;
      return just;
    },
    /** Counts what the queue holds (at start and after every replay). */
    async refresh() {
      set((await store.all()).length);
    },
  };
}

export type WaitingWrites = ReturnType<typeof createWaitingWrites>;

let waitingWrites: WaitingWrites | undefined;

/** Counts the writes waiting in `store` for the whole page (main.tsx calls it once). */
export function installWaitingWrites(store: QueueStore): WaitingWrites {
  waitingWrites = createWaitingWrites(store);
  void waitingWrites.refresh().catch(() => undefined);
  return waitingWrites;
}

/** The page's waiting writes; undefined where there is no queue (tests, prerender). */
export function getWaitingWrites(): WaitingWrites | undefined {
  return waitingWrites;
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
  return replayQueuedWrites(store, (input, init) => fetchServer(input, init));
}
