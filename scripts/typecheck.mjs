// `npm run typecheck`: regenerates the web's API types (scripts/api-types.mjs), then runs the
// TypeScript check of every project, as many at once as the machine has cores (tsc uses one).
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const tsc = resolve(root, "node_modules/typescript/bin/tsc");
// Largest first, so the small ones fill in beside them.
const projects = [
  "apps/web",
  "apps/server",
  "e2e",
  "packages/db",
  "packages/domain",
  "apps/web/tsconfig.sw.json",
];

function run(args) {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => done({ code, output }));
  });
}

const types = await run([resolve(root, "scripts/api-types.mjs")]);
process.stdout.write(types.output);
if (types.code !== 0) process.exit(types.code ?? 1);

const queue = [...projects];
let failed = false;
async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { code, output } = await run([tsc, "-p", project]);
    if (output) process.stdout.write(`tsc -p ${project}\n${output}`);
    if (code !== 0) failed = true;
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, lane));
process.exit(failed ? 1 : 0);
