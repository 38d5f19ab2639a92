import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // One module graph per worker instead of per file: each page test imports most of the app,
    // and importing it again for every file was most of the run. vitest.setup.ts resets what a
    // file may leave behind (the DOM, storage, timers).
    isolate: false,
    // Page tests render the whole app; a busy 2-core CI box needs the slack.
    testTimeout: 20_000,
  },
});
