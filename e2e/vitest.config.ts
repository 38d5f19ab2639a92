import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["./support/global-setup.ts"],
    // Two files at a time on one server: on a 2-core box the suite then takes about 14 minutes
    // instead of 19, and a long flow may take twice its quiet time.
    maxWorkers: 2,
    // The files share a worker's module graph (playwright-core, axe, the page objects) instead
    // of importing it again for each of the 31 files; each file still launches its own browser.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
