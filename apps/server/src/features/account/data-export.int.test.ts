import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, rowsOf, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { modules } from "../../modules.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function personWithData(notes: string[]): Promise<TestUser> {
  const user = await t.signUp({ name: "Exporter" });
  for (const [i, note] of notes.entries()) {
    const response = await t.request("/api/v1/weight-entries", {
      json: { weightKg: 80 - i, measuredAt: `2026-09-0${i + 1}T06:00:00Z`, note },
      as: user,
    });
    expect(response.status).toBe(201);
  }
  const picture = await sharp({
    create: { width: 30, height: 20, channels: 3, background: "#123" },
  })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append("file", new File([new Uint8Array(picture)], "me.png", { type: "image/png" }));
  expect(
    (await t.request("/api/v1/profile/photo", { method: "POST", body, as: user })).status,
  ).toBe(200);
  await t.request("/api/auth/request-password-reset", {
    json: { email: user.email, redirectTo: "/reset-password" },
  });
  return user;
}

async function download(user: TestUser) {
  const response = await t.request("/api/v1/account/export", { as: user });
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const data = JSON.parse(strFromU8(files["vitalog-data.json"] ?? new Uint8Array())) as Record<
    string,
    unknown
  >;
  return { response, files, data, text: JSON.stringify(data) };
}

/** Every row of every table with a user_id column that belongs to `userId`. */
async function ownedRows(userId: string) {
  const tables = rowsOf<{ table_name: string; has_id: boolean }>(
    await t.db.execute(sql`
      select c.table_name, bool_or(i.column_name is not null) as has_id
      from information_schema.columns c
      left join information_schema.columns i
        on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
      where c.table_schema = 'public' and c.column_name = 'user_id'
      group by c.table_name
    `),
  );
  const rows: { table: string; id: string | null }[] = [];
  for (const { table_name, has_id } of tables) {
    const found = rowsOf<{ id: string | null }>(
      await t.db.execute(
        sql`select ${sql.raw(has_id ? "id::text" : "null")} as id from ${sql.raw(`"${table_name}"`)} where user_id = ${userId}`,
      ),
    );
    for (const row of found) rows.push({ table: table_name, id: row.id });
  }
  return rows;
}

describe("download my data", () => {
  it("holds every record of the person and nothing of anyone else", async () => {
    // 1. Two people use the app; Mia is also an admin.
    const mia = await personWithData(["after run", 'said "hi", then left', "=HYPERLINK(1)"]);
    const noor = await personWithData(["noor's note"]);
    await t.db.execute(sql`insert into admins (user_id) values (${mia.id})`);

    // 2. Mia downloads her data.
    const { response, files, data, text } = await download(mia);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="vitalog-export-${today}.zip"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");

    // 3. Every row any table holds for her is in the JSON, by id.
    const rows = await ownedRows(mia.id);
    expect(new Set(rows.map((r) => r.table))).toEqual(
      new Set([
        "session",
        "account",
        "profiles",
        "fasting_settings",
        "health_tracking_entries",
        "admins",
        "weight_entries",
        "stored_files",
        "mail_outbox",
        // Her weigh-ins planned her reminders, which made her reminder settings.
        "notification_settings",
      ]),
    );
    for (const row of rows) {
      if (row.id) expect(text, `${row.table} ${row.id}`).toContain(row.id);
    }
    expect(data).toMatchObject({
      format: "vitalog-export",
      userId: mia.id,
      account: { id: mia.id, email: mia.email, name: "Exporter", isAdmin: true },
      profile: { userId: mia.id },
      "fasting-settings": { userId: mia.id, defaultDurationHours: 16 },
    });
    expect(data["health-tracking-entries"]).toHaveLength(1);
    expect(data["weight-entries"]).toHaveLength(3);
    expect(data.notifications).toMatchObject({ settings: { userId: mia.id } });

    // 4. Nothing of Noor's, and no secret: no password hash, session token or reset token.
    for (const row of await ownedRows(noor.id)) {
      if (row.id) expect(text).not.toContain(row.id);
    }
    expect(text).not.toContain(noor.id);
    expect(text).not.toContain(noor.email);
    expect(text).not.toContain("noor's note");
    const secrets = rowsOf<{ value: string }>(
      await t.db.execute(sql`
        select password as value from account where user_id = ${mia.id} and password is not null
        union all select token from session where user_id = ${mia.id}
        union all select identifier from verification where value = ${mia.id}
      `),
    );
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString("latin1"));
    for (const { value } of secrets) {
      const secret = value.replace(/^reset-password:/, "");
      for (const content of everything) expect(content).not.toContain(secret);
    }

    // 5. One CSV per tracking module, spreadsheet-safe.
    const csv = strFromU8(files["weight-entries.csv"] ?? new Uint8Array());
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("id,measured_at,weight_kg,note,created_at,updated_at");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(",2026-09-01T06:00:00.000Z,80,after run,");
    expect(lines[2]).toContain(',"said ""hi"", then left",');
    expect(lines[3]).toContain(",'=HYPERLINK(1),");

    // 6. Her photo is in the ZIP, byte for byte what is stored.
    const [file] = rowsOf<{ key: string }>(
      await t.db.execute(sql`select key from stored_files where user_id = ${mia.id}`),
    );
    const name = file?.key.split("/").at(-1) ?? "";
    const stored = await t.storage.get(file?.key ?? "");
    expect(files[`files/profile-photos/${name}`]).toEqual(stored?.body);
    const csvFiles = modules
      .flatMap((module) => module.exporters ?? [])
      .filter((exporter) => exporter.hasCsv)
      .map((exporter) => `${exporter.name}.csv`);
    expect(csvFiles).toContain("weight-entries.csv");
    expect(Object.keys(files).sort()).toEqual(
      ["README.txt", "vitalog-data.json", ...csvFiles, `files/profile-photos/${name}`].sort(),
    );
  });

  it("is only for the signed-in person", async () => {
    expect((await t.request("/api/v1/account/export")).status).toBe(401);
  });
});
