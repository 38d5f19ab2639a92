// The Node.js LTS line people set Vitalog up on (24): the running node when it is that line,
// else `LTS_NODE` when set, else the official build from the npm registry's
// `node-<platform>-<arch>` package, installed once under node_modules/.cache/vitalog-node.
// `npm test` runs its second runtime on it, and the Capacitor CLI (which needs Node 22+) runs on
// it when the running node is older. `node scripts/lts-node.mjs` prints the binary's path.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

export const LTS_MAJOR = 24;

function majorOf(node) {
  try {
    const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
    return Number(version.replace(/^v/, "").split(".")[0]);
  } catch {
    return null;
  }
}

/** The path of a Node.js `LTS_MAJOR` binary, or an `Error` saying why there is none. */
export function ltsNode() {
  if (Number(process.versions.node.split(".")[0]) === LTS_MAJOR) return process.execPath;
  const given = process.env.LTS_NODE;
  if (given) {
    return majorOf(given) === LTS_MAJOR
      ? given
      : new Error(`LTS_NODE=${given} is not Node.js ${LTS_MAJOR}`);
  }
  const windows = process.platform === "win32";
  const pkg = `node-${windows ? "win" : process.platform}-${process.arch}`;
  const prefix = resolve(
    import.meta.dirname,
    "../node_modules/.cache/vitalog-node",
    `${LTS_MAJOR}`,
  );
  const binary = join(prefix, "node_modules", pkg, windows ? "node.exe" : "bin/node");
  if (!existsSync(binary)) {
    console.error(`Fetching ${pkg}@${LTS_MAJOR} from the npm registry once.`);
    spawnSync(
      windows ? "npm.cmd" : "npm",
      [
        "install",
        "--no-save",
        "--no-package-lock",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--prefix",
        prefix,
        `${pkg}@${LTS_MAJOR}`,
      ],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
  }
  return majorOf(binary) === LTS_MAJOR
    ? binary
    : new Error(`could not install ${pkg}@${LTS_MAJOR}: set LTS_NODE to a Node.js ${LTS_MAJOR}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = ltsNode();
  if (found instanceof Error) {
    console.error(found.message);
    process.exit(1);
  }
  console.log(found);
}
