import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Tests that start server processes of their own run in one of the two integration projects
// only: the data-folder lock and shutdown on the embedded database; the two-process reminder
// test, and the database outage drill and the scale-out test on PostgreSQL (they need
// TEST_DATABASE_URL whichever project runs them).
const EMBEDDED_PROCESSES = [
  "apps/server/src/platform/data-lock.int.test.ts",
  "apps/server/src/shutdown.int.test.ts",
];
const POSTGRES_PROCESSES = [
  "apps/server/src/features/notifications/notification-processes.int.test.ts",
  "apps/server/src/database-outage.int.test.ts",
  "apps/server/src/scale-out.int.test.ts",
];

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
      exclude: ["**/node_modules/**", ...(process.env.TEST_DATABASE_URL ? POSTGRES_PROCESSES : [])],
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
            exclude: ["**/node_modules/**", ...EMBEDDED_PROCESSES],
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
