import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The import boundaries biome.json cannot express in its globs: a feature reaches another
// feature's data only through its service, the platform folders know no feature, drizzle is
// imported by repositories and packages/db only, and packages/domain imports only zod.

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const SERVER = "apps/server/src";
const PLATFORM = ["auth", "platform", "http", "kit"].map((dir) => `${SERVER}/${dir}/`);

/**
 * Known violations, each `file -> import` (none today); the list only shrinks. A test fails when
 * an entry no longer occurs, so fixing one means deleting its line here.
 */
// biome.json would list the same files with `!` in its noRestrictedImports overrides.
const ALLOWED: readonly string[] = [];

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist") continue;
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts")) {
      yield path;
    }
  }
}

const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s(?:[^;"']*?\sfrom\s*)?["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The file's import specifiers, static and dynamic, type-only ones included. */
function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC)].map((match) => match[1] ?? "");
}

/** A relative specifier as a path from the project root. */
function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const path = normalize(join(dirname(join(root, file)), specifier));
  return relative(root, path).split(sep).join("/");
}

const featureOf = (path: string) =>
  path.startsWith(`${SERVER}/features/`) ? path.split("/")[4] : undefined;

function violations(): string[] {
  const found: string[] = [];
  const files = [SERVER, "apps/web/src", "packages/domain/src"]
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) => [...sources(join(root, dir))])
    .map((path) => relative(root, path).split(sep).join("/"));
  for (const file of files) {
    for (const specifier of importsOf(readFileSync(join(root, file), "utf8"))) {
      const to = target(file, specifier);
      const at = `${file} -> ${specifier}`;
      const from = featureOf(file);
      if (from && to && featureOf(to) && featureOf(to) !== from) {
        if (/\.(repository|routes)(\.ts)?$/.test(to)) found.push(`${at} (another feature's data)`);
      }
      if (PLATFORM.some((dir) => file.startsWith(dir)) && to && featureOf(to)) {
        found.push(`${at} (platform code importing a feature)`);
      }
      if (/^drizzle-orm(\/|$)/.test(specifier) && !file.endsWith(".repository.ts")) {
        found.push(`${at} (drizzle outside a repository)`);
      }
      if (file.startsWith("packages/domain/")) {
        const outside = to ? !to.startsWith("packages/domain/src/") : specifier !== "zod";
        if (outside) found.push(`${at} (the domain imports only zod)`);
      }
    }
  }
  return found;
}

describe("import boundaries", () => {
  const found = violations();

  it("are kept, apart from today's listed exceptions", () => {
    expect(found.filter((violation) => !ALLOWED.includes(violation))).toEqual([]);
  });

  it("list no exception that has been fixed", () => {
    expect(ALLOWED.filter((violation) => !found.includes(violation))).toEqual([]);
  });
});
