// `npm run admin -- grant|revoke <email>`: runs the server's admin command line, building the
// server bundle first when its sources changed.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { ensureBuild } = await import(
  pathToFileURL(join(root, "apps/server/ensure-build.mjs")).href
);

try {
  await ensureBuild({ web: false });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ["--enable-source-maps", join(root, "apps/server/dist/cli.js"), ...process.argv.slice(2)],
  { cwd: process.cwd(), stdio: "inherit", env: process.env },
);
process.exit(result.status ?? 1);
