// `npm start`: builds the web app and the server bundle when their sources changed, then runs
// the server in this process (production mode unless NODE_ENV says otherwise).
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { ensureBuild } = await import(
  pathToFileURL(join(root, "apps/server/ensure-build.mjs")).href
);

try {
  await ensureBuild({ web: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, "apps/server/dist/main.js")).href);
