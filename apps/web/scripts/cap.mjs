// Runs the Capacitor CLI (`node scripts/cap.mjs sync`, `... doctor`) from apps/web.
//
// Capacitor 8's CLI needs Node 22 or later. With such a Node it runs on it; on an older one
// (Node 20 on the project's CI) it runs on the current Node LTS (`scripts/lts-node.mjs`, fetched
// once from the npm registry). Everything else keeps running on the Node it was started with.
// See docs/native.md.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ltsNode } from "../../../scripts/lts-node.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(web, "node_modules/@capacitor/cli/bin/capacitor");
const rootCli = join(web, "../../node_modules/@capacitor/cli/bin/capacitor");
const MIN_MAJOR = 22;

function nodeForCli() {
  if (Number(process.versions.node.split(".")[0]) >= MIN_MAJOR) return process.execPath;
  const lts = ltsNode();
  if (lts instanceof Error) {
    console.error(`Capacitor's CLI needs Node ${MIN_MAJOR}+. ${lts.message}`);
    process.exit(1);
  }
  return lts;
}

const entry = existsSync(cli) ? cli : rootCli;
const result = spawnSync(nodeForCli(), [entry, ...process.argv.slice(2)], {
  cwd: web,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
