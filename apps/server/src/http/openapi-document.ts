import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@vitalog/db";
import { createApp } from "../app.ts";
import { loadConfig } from "../env.ts";
import { createLogger } from "../logger.ts";

/**
 * The API's OpenAPI document as the app serves it, built without a server or a stored database:
 * the source of the web's generated API types (scripts/api-types.mjs).
 */
export async function openApiDocument(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), "vitalog-openapi-"));
  const database = await openDatabase({ kind: "pglite" });
  try {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const { app } = createApp({
      config,
      authSecret: "openapi-document-secret-openapi-document",
      db: database.db,
      ping: async () => true,
      log: createLogger("silent"),
    });
    const response = await app.request("/api/v1/openapi.json");
    return await response.json();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
