// Finds any trace of a person in the database or the stored files.

import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { rowsOf, type TestApp } from "./test-app.ts";

const SEARCHED_TYPES = ["text", "character varying", "uuid", "jsonb", "json", "ARRAY"];

/** Every `schema.table.column` of every table whose text holds one of `needles`. */
export async function rowsMentioning(t: TestApp, needles: string[]): Promise<string[]> {
  const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await t.db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ${sql.raw(`(${SEARCHED_TYPES.map((s) => `'${s}'`).join(", ")})`)}
    `),
  );
  expect(columns.length).toBeGreaterThan(20);
  const hits: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const target = sql.raw(`"${table_schema}"."${table_name}"`);
    const column = sql.raw(`"${column_name}"`);
    for (const needle of needles) {
      const found = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from ${target} where strpos(lower(${column}::text), lower(${needle})) > 0`,
        ),
      );
      if ((found[0]?.n ?? 0) > 0) hits.push(`${table_schema}.${table_name}.${column_name}`);
    }
  }
  return hits;
}

/** Paths (relative to the storage root) of files and folders whose path holds `needle`. */
export function storedPathsMentioning(root: string, needle: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => path.includes(needle));
}
