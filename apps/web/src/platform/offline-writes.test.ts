import { describe, expect, it, vi } from "vitest";
import { memoryQueueStore, replayQueuedWrites } from "./offline-queue.ts";
import {
  createWaitingWrites,
  isQueuedReply,
  isTrackerWrite,
  offlineWritesTransport,
} from "./offline-writes.ts";

const weight = JSON.stringify({ weightKg: 71.2, measuredAt: "2026-03-01T07:00:00.000Z" });
const post = { method: "POST", body: weight, headers: { "Content-Type": "application/json" } };

function setup(online: boolean) {
  const store = memoryQueueStore();
  const base = vi.fn(
    async (_path: string, _init: RequestInit) => new Response("{}", { status: 201 }),
  );
  const requestSync = vi.fn(async () => true);
  let n = 0;
  const transport = offlineWritesTransport(base, {
    store,
    isOnline: () => online,
    requestSync,
    newKey: () => `key-000${++n}`,
  });
  return { store, base, requestSync, transport };
}

describe("offline tracker writes", () => {
  it("knows the trackers' writes from other requests", () => {
    expect(isTrackerWrite("POST", "/api/v1/weight-entries")).toBe(true);
    expect(isTrackerWrite("PATCH", "/api/v1/pain-entries/abc")).toBe(true);
    expect(isTrackerWrite("GET", "/api/v1/weight-entries")).toBe(false);
    expect(isTrackerWrite("POST", "/api/v1/posts")).toBe(false);
    expect(isTrackerWrite("POST", "/api/v1/weight-entries-export")).toBe(false);
  });

  it("sends an online write with an Idempotency-Key", async () => {
    const { base, store, transport } = setup(true);
    const response = await transport("/api/v1/weight-entries", post);
    expect(response.status).toBe(201);
    const init = base.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get("Idempotency-Key")).toBe("key-0001");
    expect(await store.all()).toEqual([]);
  });

  it("queues an offline write, answers 202 with the entry marked pending, and asks for a sync", async () => {
    const { base, store, requestSync, transport } = setup(false);
    const response = await transport("/api/v1/weight-entries", post);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      id: "pending-key-0001",
      weightKg: 71.2,
      measuredAt: "2026-03-01T07:00:00.000Z",
      pending: true,
    });
    expect(base).not.toHaveBeenCalled();
    expect(requestSync).toHaveBeenCalledOnce();
    expect(await store.all()).toMatchObject([
      { key: "key-0001", method: "POST", path: "/api/v1/weight-entries", body: weight },
    ]);
  });

  it("queues a write whose request fails on the way", async () => {
    const { base, store, transport } = setup(true);
    base.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect((await transport("/api/v1/weight-entries", post)).status).toBe(202);
    expect(await store.all()).toHaveLength(1);
  });

  it("replays oldest first with the queued key, keeping what cannot be sent yet", async () => {
    const { store, transport } = setup(false);
    await transport("/api/v1/weight-entries", post);
    await transport("/api/v1/weight-entries", post);
    await transport("/api/v1/weight-entries", post);
    const seen: string[] = [];
    const send = vi.fn(async (_path: string, init: RequestInit) => {
      const key = new Headers(init.headers).get("Idempotency-Key") ?? "";
      seen.push(key);
      if (key === "key-0002") return new Response("{}", { status: 400 });
      if (key === "key-0003") return new Response("{}", { status: 503 });
      return new Response("{}", { status: 201 });
    });
    expect(await replayQueuedWrites(store, send)).toEqual({ sent: 1, refused: 1, remaining: 1 });
    expect(seen).toEqual(["key-0001", "key-0002", "key-0003"]);
    expect((await store.all()).map((w) => w.key)).toEqual(["key-0003"]);

    // Still no connection: nothing is lost.
    send.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await replayQueuedWrites(store, send)).toEqual({ sent: 0, refused: 0, remaining: 1 });
    expect(await store.all()).toHaveLength(1);
  });

  it("probes again before holding back a write the last check called offline", async () => {
    const store = memoryQueueStore();
    const base = vi.fn(async () => new Response("{}", { status: 201 }));
    const onQueued = vi.fn();
    let reachable = true;
    const transport = offlineWritesTransport(base, {
      store,
      isOnline: () => false,
      recheck: async () => reachable,
      onQueued,
      requestSync: async () => false,
      newKey: () => "key-0001",
    });
    // The server answers after all: the write goes now, nothing is held.
    expect((await transport("/api/v1/weight-entries", post)).status).toBe(201);
    expect(onQueued).not.toHaveBeenCalled();

    reachable = false;
    const held = await transport("/api/v1/weight-entries", post);
    expect(held.status).toBe(202);
    expect(isQueuedReply(await held.json())).toBe(true);
    expect(onQueued).toHaveBeenCalledWith({
      key: "key-0001",
      method: "POST",
      path: "/api/v1/weight-entries",
    });
    expect(base).toHaveBeenCalledOnce();
  });
});

describe("writes waiting on the device", () => {
  it("counts them, and marks the next 2 s as the held write's toast, once", async () => {
    const store = memoryQueueStore();
    const waiting = createWaitingWrites(store);
    const changed = vi.fn();
    waiting.subscribe(changed);
    expect(waiting.count()).toBe(0);

    waiting.queued(10_000);
    expect(waiting.count()).toBe(1);
    expect(changed).toHaveBeenCalledOnce();
    expect(waiting.takeJustQueued(12_000)).toBe(true);
    expect(waiting.takeJustQueued(12_000)).toBe(false);

    waiting.queued(20_000);
    expect(waiting.takeJustQueued(22_001)).toBe(false);

    // After a replay the count is what the queue still holds.
    await waiting.refresh();
    expect(waiting.count()).toBe(0);
  });

  it("tells an entry held on the device from one the server saved", () => {
    expect(isQueuedReply({ id: "pending-1", pending: true })).toBe(true);
    expect(isQueuedReply({ id: "w1" })).toBe(false);
    expect(isQueuedReply(null)).toBe(false);
  });
});
