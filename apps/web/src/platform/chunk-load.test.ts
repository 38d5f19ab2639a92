import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  loadChunk,
} from "./chunk-load.ts";

describe("loadChunk", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("raises ChunkLoadError when a chunk takes over 120 s", async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const never = loadChunk(() => new Promise<never>(() => {}));
    const settled = never.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("turns a failed import into ChunkLoadError", async () => {
    const failed = loadChunk(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    await expect(failed).rejects.toMatchObject({
      name: "ChunkLoadError",
      message: "Failed to fetch dynamically imported module",
    });
  });

  it("gives a chunk that arrives in time", async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});
