import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const web = resolve(import.meta.dirname, "../../apps/web/src");

/** The web app's message catalogue: its namespaces, every key path and every first segment. */
export interface Catalogue {
  namespaces: Set<string>;
  keys: Set<string>;
  groups: Set<string>;
}

function flatten(value: unknown, prefix: string, into: Set<string>) {
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    // "checkins_one" and "checkins_other" are the plural forms of the key "checkins".
    into.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ""));
  }
}

let cached: Catalogue | undefined;

/** Reads src/locales/en/*.json and features/<namespace>/locales/en.json, as lib/i18n.ts does. */
export function loadCatalogue(): Catalogue {
  if (cached) return cached;
  const files: [string, string][] = [];
  for (const file of readdirSync(join(web, "locales/en"))) {
    if (file.endsWith(".json")) files.push([file.slice(0, -5), join(web, "locales/en", file)]);
  }
  for (const feature of readdirSync(join(web, "features"))) {
    const path = join(web, "features", feature, "locales/en.json");
    try {
      readFileSync(path);
      files.push([feature, path]);
    } catch {
      // a module without texts of its own
    }
  }
  const catalogue: Catalogue = {
    namespaces: new Set(["messages"]),
    keys: new Set(),
    groups: new Set(),
  };
  for (const [namespace, path] of files) {
    catalogue.namespaces.add(namespace);
    const keys = new Set<string>();
    flatten(JSON.parse(readFileSync(path, "utf8")), "", keys);
    for (const key of keys) {
      catalogue.keys.add(key);
      catalogue.groups.add(key.split(".")[0] as string);
    }
  }
  cached = catalogue;
  return catalogue;
}

/**
 * Whether a text the page shows is an i18n key rather than words: `ns:key` with a namespace of
 * the catalogue, a dotted key of the catalogue or under one of its groups ("trend.onlyOne",
 * "dashboard.publishedArticles"), a bare camelCase identifier ("publishedArticles"), or an
 * interpolation left unfilled ("{{count}}"). Words, units ("mmHg", "eGFR", "mg/dL"), names,
 * addresses and domains do not match.
 */
export function isRawKey(text: string, catalogue: Catalogue = loadCatalogue()): boolean {
  const s = text.trim();
  if (/\{\{\s*[\w.]+\s*\}\}/.test(s)) return true;
  const namespaced = /^([a-z][a-z0-9-]*):([A-Za-z][\w.-]*)$/.exec(s);
  if (namespaced && catalogue.namespaces.has(namespaced[1] as string)) return true;
  if (catalogue.keys.has(s) && s.includes(".")) return true;
  const dotted = /^([a-z][A-Za-z0-9]*)(\.[A-Za-z0-9_]+)+$/.exec(s);
  if (dotted && catalogue.groups.has(dotted[1] as string)) return true;
  return /^[a-z]{2,}(?:[A-Z][a-z]{2,})+$/.test(s);
}
