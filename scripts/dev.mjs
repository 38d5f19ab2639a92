// `npm run dev`: the API server from source with reload on change (tsx watch, port 3000) and,
// when the web app exists, the Vite dev server (port 5173, proxying /api to the API).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? "development",
  VITE_API_TARGET: process.env.VITE_API_TARGET ?? `http://localhost:${process.env.PORT ?? 3000}`,
};
const children = [];

function run(name, command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null) child.kill("SIGTERM");
  }
  setTimeout(() => process.exit(code), 500).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

run("API server", process.execPath, [
  join(root, "node_modules/tsx/dist/cli.mjs"),
  "watch",
  "--clear-screen=false",
  "apps/server/src/main.ts",
]);
const hasWeb = ["vite.config.ts", "vite.config.js", "vite.config.mjs"].some((name) =>
  existsSync(join(root, "apps/web", name)),
);
if (hasWeb) run("Vite", "npm", ["run", "dev", "-w", "@vitalog/web"]);
else console.log("apps/web has no Vite config yet: running the API only.");
