import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../../test/test-app.ts";

const run = promisify(execFile);
const redoclyCli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

interface Problem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer: string }[];
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), "vitalog-openapi-lint-"));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe("the served OpenAPI document", () => {
  it("passes Redocly's recommended lint without errors", async () => {
    const file = join(dir, "openapi.json");
    writeFileSync(file, await (await t.request("/api/v1/openapi.json")).text());
    // Redocly exits 1 on errors and still prints its JSON report.
    const { stdout } = await run(
      process.execPath,
      [redoclyCli, "lint", file, "--extends=recommended", "--format=json"],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const report = JSON.parse(stdout) as { problems: Problem[] };
    const errors = report.problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it("gives every operation a unique operationId", async () => {
    const doc = await json<{ paths: Record<string, Record<string, { operationId?: string }>> }>(
      await t.request("/api/v1/openapi.json"),
    );
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
