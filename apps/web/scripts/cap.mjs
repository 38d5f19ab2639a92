// Runs the Capacitor CLI (`node scripts/cap.mjs sync`, `... doctor`) from apps/web.
//
// Capacitor 8's CLI needs Node 22 or later. With such a Node it runs on it; on an older one
// (Node 20 on the project's CI) it runs on the current Node LTS from the npm registry's
// `node-<platform>-<arch>` package, installed once under node_modules/.cache. Everything else in
// the project keeps running on the Node it was started with. See docs/native.md.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(web, "node_modules/@capacitor/cli/bin/capacitor");
const rootCli = join(web, "../../node_modules/@capacitor/cli/bin/capacitor");
/** The Node line the CLI runs on when this one is too old (the current LTS). */
const NODE_LINE = "24";
const MIN_MAJOR = 22;

function nodeForCli() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= MIN_MAJOR) return process.execPath;
  const pkg = `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`;
  const prefix = join(web, "../../node_modules/.cache/vitalog-node", NODE_LINE);
  const binary = join(
    prefix,
    "node_modules",
    pkg,
    process.platform === "win32" ? "node.exe" : "bin/node",
  );
  if (!existsSync(binary)) {
    console.error(`Capacitor's CLI needs Node ${MIN_MAJOR}+; fetching ${pkg}@${NODE_LINE} once.`);
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const installed = spawnSync(
      npm,
      [
        "install",
        "--no-save",
        "--no-package-lock",
        "--ignore-scripts",
        "--prefix",
        prefix,
        `${pkg}@${NODE_LINE}`,
      ],
      { stdio: "inherit" },
    );
    if (installed.status !== 0 || !existsSync(binary)) {
      console.error(`Could not install ${pkg}@${NODE_LINE}: run this with Node ${MIN_MAJOR}+.`);
      process.exit(1);
    }
  }
  return binary;
}

const entry = existsSync(cli) ? cli : rootCli;
const result = spawnSync(nodeForCli(), [entry, ...process.argv.slice(2)], {
  cwd: web,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
