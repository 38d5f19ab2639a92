import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownPostgresDatabase } from "../../test/own-database.ts";
import { createTestApp, json, rowsOf, type TestApp, type TestUser } from "../../test/test-app.ts";
import { loadVapidKeys } from "../features/notifications/notification.worker.ts";
import { ACCESS_EXTENSION, type Access } from "./router.ts";

interface OpenApiDoc {
  paths: Record<string, Record<string, { [ACCESS_EXTENSION]?: Access }>>;
}

/**
 * GETs that write on purpose, each with its reason (docs/decisions.md, "No GET changes data"):
 * table → which GET operations may change it, and why.
 */
const EXPECTED_WRITES: Record<string, { by: (operation: string) => boolean; reason: string }> = {
  share_link_views: {
    by: (operation) => operation === "GET /api/v1/shared/{token}",
    reason: "the owner sees each time their shared page was opened (the sharing issue asks for it)",
  },
  recommendation_states: {
    by: (operation) => operation === "GET /api/v1/recommendations/{id}",
    reason: "opening a recommendation records the person's view of the day (stats.views)",
  },
  recommendations: {
    by: (operation) => operation === "GET /api/v1/recommendations/{id}",
    reason: "the first view of the day raises the guideline's stats.views counter",
  },
  admin_audit_log: {
    by: () => true,
    reason:
      "the audit log records every data export and every refused (403) request, reads included",
  },
  session: {
    by: () => true,
    reason:
      "any signed-in request extends a session older than 50 min (Better Auth's updateAge); not seen here, the sessions are new",
  },
  rate_limit: {
    by: (operation) => operation.startsWith("GET /api/auth/"),
    reason:
      "Better Auth counts requests to its endpoints per client when rate limits are on (off in tests)",
  },
};

const ANY_ID = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let member: TestUser;
let admin: TestUser;
let shareToken = "";
let own: Awaited<ReturnType<typeof ownPostgresDatabase>> | undefined;

/** Every public table, each row as JSON, the rows sorted: equal dumps mean equal data. */
async function dump(): Promise<Map<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.name);
  const out = new Map<string, string[]>();
  for (const table of tables) {
    const rows = rowsOf<{ row: unknown }>(
      await t.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`),
    );
    out.set(table, rows.map((r) => String(r.row)).sort());
  }
  return out;
}

/** The tables whose rows differ between two dumps, with what was added and removed. */
function changed(before: Map<string, string[]>, after: Map<string, string[]>) {
  const out: Record<string, { added: string[]; removed: string[] }> = {};
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const [b, a] = [before.get(table) ?? [], after.get(table) ?? []];
    const added = a.filter((row) => !b.includes(row));
    const removed = b.filter((row) => !a.includes(row));
    if (added.length + removed.length > 0) out[table] = { added, removed };
  }
  return out;
}

/** An id for the parameter from the collection above it (its first item), or a made-up one. */
async function resolvePath(path: string, as: TestUser | undefined): Promise<string> {
  let resolved = "";
  for (const segment of path.split("/").slice(1)) {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!param) {
      resolved += `/${segment}`;
      continue;
    }
    if (param === "token" && resolved.endsWith("/shared")) {
      resolved += `/${shareToken}`;
      continue;
    }
    let value = ANY_ID;
    const above = await t.request(resolved, as ? { as } : {});
    if (above.status === 200 && above.headers.get("content-type")?.includes("json")) {
      const body = (await above.json()) as unknown;
      const list = Array.isArray(body)
        ? body
        : (Object.values(body as object).find(Array.isArray) as unknown[] | undefined);
      const first = list?.[0] as Record<string, unknown> | undefined;
      const found = first?.[param] ?? first?.id ?? first?.slug ?? first?.date;
      if (typeof found === "string" || typeof found === "number") value = String(found);
    }
    resolved += `/${encodeURIComponent(value)}`;
  }
  return resolved;
}

beforeAll(async () => {
  own = await ownPostgresDatabase("safe_methods");
  t = await createTestApp({}, own.database ? { database: own.database } : {});
  [member, admin] = [await t.signUp(), await t.signUp()];
  await t.db.execute(sql`insert into admins (user_id) values (${admin.id})`);
  // A server's reminder worker stores its push key pair at start-up (main.ts); this app has
  // no worker, so it is stored here, and the public-key GET only reads it, as on a server.
  await loadVapidKeys(t.db);
  // Some data of the member's own, so that lists and details have rows to read.
  const today = new Date().toISOString().slice(0, 10);
  const writes: [string, string, unknown][] = [
    [
      "PATCH",
      "/api/v1/profile",
      {
        dateOfBirth: "1980-05-01",
        gender: "female",
        selectedRiskFactors: [],
        selectedHealthGoals: [],
      },
    ],
    ["POST", "/api/v1/weight-entries", { weightKg: 70.5, measuredAt: new Date().toISOString() }],
    [
      "PUT",
      `/api/v1/wellbeing-checkins/${today}`,
      { mood: 4, energy: 3, sleepQuality: 4, stress: 2 },
    ],
    [
      "POST",
      "/api/v1/medications",
      {
        name: "Metformin",
        dosage: 500,
        dosageUnit: "mg",
        schedule: { times: ["08:00"], daysOfWeek: [1, 2, 3, 4, 5, 6, 7] },
        startDate: today,
      },
    ],
  ];
  for (const [method, path, body] of writes) {
    const reply = await t.request(path, { method, json: body, as: member });
    expect(reply.status, `${method} ${path}: ${await reply.clone().text()}`).toBeLessThan(300);
  }
  const link = await t.request("/api/v1/share-links", {
    json: { modules: ["weight"], from: "2020-01-01", to: today, expiresInHours: 24 },
    as: member,
  });
  expect(link.status, await link.clone().text()).toBe(201);
  shareToken = (await json<{ token: string }>(link)).token;
}, 180_000);

afterAll(async () => {
  await t?.close();
  await own?.drop();
});

describe("safe methods", () => {
  it("no GET operation changes any table, for a visitor, a member or an admin", async () => {
    const doc = await json<OpenApiDoc>(await t.request("/api/v1/openapi.json"));
    const calls: { operation: string; path: string; as: TestUser | undefined }[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const get = item.get;
      if (!get) continue;
      const access = get[ACCESS_EXTENSION];
      const operation = `GET ${path}`;
      if (access === "admin") calls.push({ operation, path, as: admin });
      else if (access === "public" || access === "optional") {
        calls.push({ operation, path, as: undefined }, { operation, path, as: member });
      } else calls.push({ operation, path, as: member });
    }
    expect(calls.length).toBeGreaterThan(100);

    const unexpected: string[] = [];
    const statuses: Record<string, number> = {};
    for (const { operation, path, as } of calls) {
      const url = await resolvePath(path, as);
      const before = await dump();
      const reply = await t.request(url, as ? { as } : {});
      await reply.arrayBuffer();
      statuses[`${operation} as ${as === admin ? "admin" : as ? "member" : "visitor"}`] =
        reply.status;
      expect(reply.status, `${operation} ${url}`).toBeLessThan(500);
      for (const [table, diff] of Object.entries(changed(before, await dump()))) {
        if (EXPECTED_WRITES[table]?.by(operation)) continue;
        unexpected.push(
          `${operation} (${url}) changed ${table}: +${diff.added.length} -${diff.removed.length} ${diff.added[0]?.slice(0, 200) ?? diff.removed[0]?.slice(0, 200)}`,
        );
      }
    }
    expect(unexpected).toEqual([]);
    // The member's own rows were really read, not only 404s for made-up ids.
    const served = Object.values(statuses).filter((status) => status === 200).length;
    expect(served).toBeGreaterThan(calls.length / 2);
    console.info(
      `safe methods: ${calls.length} GET calls, ${served} answered 200, no table changed`,
    );
  }, 600_000);

  it("records a view of a shared page, the one GET that writes on purpose", async () => {
    const before = await dump();
    const reply = await t.request(`/api/v1/shared/${shareToken}`);
    expect(reply.status).toBe(200);
    const diff = changed(before, await dump());
    expect(Object.keys(diff)).toEqual(["share_link_views"]);
    expect(diff.share_link_views?.added).toHaveLength(1);
  });
});
