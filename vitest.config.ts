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
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
];

export default defineConfig({ test: { projects } });
