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
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
