// Cold start to the first 200 from /api/health with an existing data folder.
import { startServer, writeResult } from "./lib.mjs";

const TARGET_MS = 5_000;

export async function benchColdStart(dataDir, runs = 3) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer({ DATA_DIR: dataDir });
    samples.push(Math.round(server.startMs));
    await server.stop();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)];
  writeResult("cold-start", {
    samplesMs: samples,
    medianMs,
    targetMs: TARGET_MS,
    meetsTarget: medianMs <= TARGET_MS,
  });
}
