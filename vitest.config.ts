import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const projects = [
  {
    test: {
      name: "unit",
      include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts"],
      exclude: ["**/*.int.test.ts", "**/node_modules/**"],
      environment: "node",
      // Pure tests: one module graph per worker instead of per file. Importing the domain again
      // for each file was most of the run (35 s of imports for 6 s of tests).
      isolate: false,
    },
  },
  "apps/web/vitest.config.ts",
  {
    test: {
      name: "int-pglite",
      include: ["apps/server/src/**/*.int.test.ts"],
      environment: "node",
      globalSetup: ["apps/server/test/global-setup.ts"],
      env: { TEST_DB: "pglite" },
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          test: {
            name: "int-postgres",
            include: ["apps/server/src/**/*.int.test.ts"],
            environment: "node",
            globalSetup: ["apps/server/test/global-setup.ts"],
            env: { TEST_DB: "postgres" },
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    projects,
    // Vitest's default leaves one core to its main process: a single worker on a 2-core CI box,
    // which then sits half idle while tests wait on databases and timers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
