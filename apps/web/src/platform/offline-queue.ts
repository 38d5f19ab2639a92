// Tracker writes made without a connection wait here (IndexedDB, readable from the page and the
// service worker alike) until they can be sent, each with the Idempotency-Key it was queued with.

/** The Background Sync tag under which the service worker replays the queue. */
export const SYNC_TAG = "sync-health-data";
const DB_NAME = "vitalog-offline";
const STORE = "writes";

export interface QueuedWrite {
  key: string;
  method: string;
  path: string;
  body: string | null;
  contentType: string | null;
  queuedAt: number;
}

export interface QueueStore {
  add(write: QueuedWrite): Promise<void>;
  /** Oldest first. */
  all(): Promise<QueuedWrite[]>;
  remove(key: string): Promise<void>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore(STORE, { keyPath: "key" }).createIndex("queuedAt", "queuedAt");
  };
  return request(open);
}

/** The queue in IndexedDB. */
export function indexedDbQueueStore(): QueueStore {
  const withStore = async <T>(
    mode: IDBTransactionMode,
    run: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const db = await openDatabase();
    try {
      return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
    } finally {
      db.close();
    }
  };
  return {
    add: async (write) => {
      await withStore("readwrite", (s) => s.put(write));
    },
    all: () =>
      withStore("readonly", (s) => s.index("queuedAt").getAll() as IDBRequest<QueuedWrite[]>),
    remove: async (key) => {
      await withStore("readwrite", (s) => s.delete(key));
    },
  };
}

/** A queue in memory (tests, and browsers without IndexedDB). */
export function memoryQueueStore(): QueueStore {
  const writes = new Map<string, QueuedWrite>();
  return {
    add: async (write) => {
      writes.set(write.key, write);
    },
    all: async () => [...writes.values()].sort((a, b) => a.queuedAt - b.queuedAt),
    remove: async (key) => {
      writes.delete(key);
    },
  };
}

export interface ReplayResult {
  sent: number;
  /** Refused by the server (4xx other than 401/409/429): dropped, since a retry cannot succeed. */
  refused: number;
  /** Still queued: no connection, signed out, busy or a server error. */
  remaining: number;
}

/**
 * Sends the queued writes oldest first. A network failure, 401, 409 (the same key still being
 * handled), 429 or 5xx stops the replay and keeps the rest for the next one; the server's
 * Idempotency-Key check makes a write sent twice count once.
 */
export async function replayQueuedWrites(
  store: QueueStore,
  send: (input: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<ReplayResult> {
  const writes = await store.all();
  let sent = 0;
  let refused = 0;
  for (const write of writes) {
    const headers = new Headers({ Accept: "application/json", "Idempotency-Key": write.key });
    if (write.contentType) headers.set("Content-Type", write.contentType);
    let response: Response;
    try {
      response = await send(write.path, {
        method: write.method,
        body: write.body,
        headers,
        credentials: "include",
      });
    } catch {
      break;
    }
    const { status } = response;
    if (status === 401 || status === 409 || status === 429 || status >= 500) break;
    await store.remove(write.key);
    if (response.ok) sent++;
    else refused++;
  }
  return { sent, refused, remaining: writes.length - sent - refused };
}
