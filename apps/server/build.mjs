// Bundles the server (src/main.ts, src/cli.ts) into dist/ with esbuild. Workspace packages
// (@vitalog/*, TypeScript sources) are bundled in; every other package stays external, so
// PGlite finds its wasm and argon2 its native binary next to their own modules.
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const serverDir = dirname(fileURLToPath(import.meta.url));
const distDir = join(serverDir, "dist");
const migrationsDir = join(serverDir, "../../packages/db/migrations");

const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@vitalog/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  // Loaded here so that starting an already-built server does not need the build tools.
  const { build } = await import("esbuild");
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });
  await build({
    entryPoints: { main: join(serverDir, "src/main.ts"), cli: join(serverDir, "src/cli.ts") },
    outdir: distDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [externalPackages],
  });
  cpSync(migrationsDir, join(distDir, "migrations"), { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  await buildServer();
  console.log(`server bundle written to ${distDir} in ${Date.now() - started} ms`);
}
