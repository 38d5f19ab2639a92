import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { rowsOf } from "../../../test/test-app.ts";
import { migrationsFolder, openEmbeddedDatabase } from "../../platform/database.ts";

const dir = mkdtempSync(join(tmpdir(), "vitalog-catalog-names-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("the case-insensitive name index is built over a list that already has case twins", async () => {
  const handle = await openEmbeddedDatabase(dir);
  try {
    await handle.migrate(migrationsFolder());
    // The list as it could stand before the migration: names unique only as written.
    await handle.db.execute(sql`DROP INDEX risk_factors_name_lower_idx`);
    await handle.db.execute(sql`DROP INDEX health_goals_name_lower_idx`);
    await handle.db.execute(
      sql`ALTER TABLE risk_factors ADD CONSTRAINT risk_factors_name_unique UNIQUE (name)`,
    );
    await handle.db.execute(
      sql`ALTER TABLE health_goals ADD CONSTRAINT health_goals_name_unique UNIQUE (name)`,
    );
    await handle.db.execute(sql`
      INSERT INTO risk_factors (name, created_at) VALUES
        ('Night shifts', now() - interval '2 days'),
        ('NIGHT SHIFTS', now() - interval '1 day'),
        ('night shifts', now())`);
    // By its name, whatever number it ends up with.
    const file = readdirSync(migrationsFolder()).find((name) =>
      name.endsWith("_catalog_names_any_case.sql"),
    );
    const migration = readFileSync(join(migrationsFolder(), file ?? "missing"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) {
      await handle.db.execute(sql.raw(statement));
    }
    // The oldest keeps its name (and every id stays, so profiles keep their choices).
    const names = rowsOf<{ name: string }>(
      await handle.db.execute(
        sql`SELECT name FROM risk_factors WHERE lower(name) LIKE 'night shifts%' ORDER BY created_at`,
      ),
    ).map((row) => row.name);
    expect(names).toEqual(["Night shifts", "NIGHT SHIFTS (2)", "night shifts (3)"]);
    await expect(
      handle.db.execute(sql`INSERT INTO risk_factors (name) VALUES ('nIgHt ShIfTs')`),
    ).rejects.toThrow();
  } finally {
    await handle.close();
  }
}, 120_000);
