/** Chunk scripts time out after 120 s (learning-devices-commerce.md §9, Loading). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazy part of the app that did not arrive: the page offers a reload. */
export class ChunkLoadError extends Error {
  constructor(message = "A part of the app could not be loaded") {
    super(message);
    this.name = "ChunkLoadError";
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === "ChunkLoadError";
}

/** Loads a lazy chunk, failing with ChunkLoadError when it fails or takes over 120 s. */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a part of the app timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          new ChunkLoadError(error instanceof Error ? error.message : "A part of the app failed"),
        );
      },
    );
  });
}
