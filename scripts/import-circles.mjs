// Reports value-import circles among the server's and the packages' source files, the way the
// structure check reads them: relative `import ... from "./x"` lines, `import type` left out.
// Exits 1 when there is one. `node scripts/import-circles.mjs`
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ROOTS = ["apps/server/src", "packages/domain/src", "packages/db/src"];
const IMPORT = /^import\s+(?!type\b)[^;]*?from\s+"(\.[^"]+)"/gm;

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist") continue;
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name) && !name.includes(".test.") && !name.endsWith(".d.ts")) {
      yield path;
    }
  }
}

function resolve(from, specifier) {
  const base = normalize(join(dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, ".ts")];
  candidates.push(join(base, "index.ts"));
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Every circle found by a depth-first walk, each as the list of files around it. */
export function importCircles(dirs = ROOTS.map((dir) => join(root, dir))) {
  const graph = new Map();
  for (const dir of dirs) {
    for (const file of sources(dir)) {
      const text = readFileSync(file, "utf8");
      const deps = [...text.matchAll(IMPORT)]
        .map((match) => resolve(file, match[1]))
        .filter(Boolean);
      graph.set(normalize(file), deps);
    }
  }
  const seen = new Set();
  const stack = [];
  const circles = [];
  const visit = (node) => {
    const at = stack.indexOf(node);
    if (at >= 0) {
      circles.push([...stack.slice(at), node]);
      return;
    }
    if (seen.has(node)) return;
    seen.add(node);
    stack.push(node);
    for (const dep of graph.get(node) ?? []) visit(dep);
    stack.pop();
  };
  for (const node of graph.keys()) visit(node);
  return { files: graph.size, circles };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { files, circles } = importCircles();
  for (const circle of circles) {
    console.log(`import circle: ${circle.map((file) => relative(root, file)).join(" -> ")}`);
  }
  console.log(`${circles.length} import circle(s) in ${files} files`);
  process.exit(circles.length > 0 ? 1 : 0);
}
