// Rebuilds the web app and the server bundle only when their sources changed since the last
// build, judged by a stamp of every source file's path, size and modification time.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const stampFile = join(root, "apps/server/dist/.build-stamp.json");
const SKIP_DIRS = new Set(["node_modules", "dist", "dist-ssr", ".vite", "coverage", ".turbo"]);
const SKIP_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.tsbuildinfo$/;

function collect(path, out) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return;
  }
  if (info.isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (!SKIP_DIRS.has(name)) collect(join(path, name), out);
    }
  } else if (!SKIP_FILE.test(path)) {
    out.push(`${relative(root, path)}:${info.size}:${Math.round(info.mtimeMs)}`);
  }
}

function stampOf(paths) {
  const files = [];
  for (const path of paths) collect(join(root, path), files);
  return createHash("sha256").update(files.join("\n")).digest("hex");
}

function packageSources() {
  return readdirSync(join(root, "packages")).map((name) => `packages/${name}/src`);
}

export function webAppExists() {
  return ["vite.config.ts", "vite.config.js", "vite.config.mjs"].some((name) =>
    existsSync(join(root, "apps/web", name)),
  );
}

function readStamps() {
  try {
    return JSON.parse(readFileSync(stampFile, "utf8"));
  } catch {
    return {};
  }
}

/** Builds what is stale: the server bundle always when needed, the web app when asked. */
export async function ensureBuild({ web }) {
  const previous = readStamps();
  const serverStamp = stampOf([
    "apps/server/src",
    "apps/server/build.mjs",
    "apps/server/package.json",
    ...packageSources(),
    "packages/db/migrations",
    "package-lock.json",
  ]);
  const serverBuilt = existsSync(join(root, "apps/server/dist/main.js"));
  let webStamp = previous.web;

  if (web && webAppExists()) {
    const webInputs = ["apps/web", "packages/domain/src", "package-lock.json"];
    webStamp = stampOf(webInputs);
    const webBuilt = existsSync(join(root, "apps/web/dist/index.html"));
    if (!webBuilt || webStamp !== previous.web) {
      console.log("Building the web app…");
      const result = spawnSync("npm", ["run", "build", "-w", "@vitalog/web"], {
        cwd: root,
        stdio: "inherit",
        env: process.env,
      });
      if (result.status !== 0) {
        throw new Error("The web app failed to build (npm run build -w @vitalog/web)");
      }
      webStamp = stampOf(webInputs);
    }
  } else if (web) {
    console.log("apps/web has no Vite config yet: starting without the web app.");
  }

  if (!serverBuilt || serverStamp !== previous.server) {
    console.log("Building the server…");
    await buildServer();
  }
  writeFileSync(stampFile, `${JSON.stringify({ server: serverStamp, web: webStamp }, null, 2)}\n`);
}
