// Every operation of the app refuses a query parameter its schema does not declare, with 400
// and the parameter named, for the people allowed to call it: found from the OpenAPI document,
// so a route added later is covered by itself.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../test/test-app.ts";
import { undeclaredQueryMessage } from "./query-parameters.ts";
import { ACCESS_EXTENSION, type Access } from "./router.ts";

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { [ACCESS_EXTENSION]?: Access; parameters?: { name: string; in: string }[] }>
  >;
}

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const METHODS = ["get", "post", "put", "patch", "delete"];
const ANY_ID = "00000000-0000-4000-8000-000000000000";
const UNDECLARED = "vitalogUndeclared";

let t: TestApp;
let member: TestUser;
let admin: TestUser;
let doc: OpenApiDoc;

beforeAll(async () => {
  t = await createTestApp();
  doc = await json<OpenApiDoc>(await t.request("/api/v1/openapi.json"));
  [member, admin] = [await t.signUp(), await t.signUp()];
  await t.db.execute(sql`insert into admins (user_id) values (${admin.id})`);
});
afterAll(() => t.close());

describe("undeclared query parameters", () => {
  it("are refused with 400 naming the parameter on every operation", async () => {
    const operations = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith("/api/auth/"))
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => METHODS.includes(method))
          .map(([method, operation]) => ({ method, path, operation })),
      );
    expect(operations.length).toBeGreaterThan(100);
    const accepted: string[] = [];
    for (const { method, path, operation } of operations) {
      const declared = (operation.parameters ?? []).filter((p) => p.in === "query");
      expect(declared.map((p) => p.name)).not.toContain(UNDECLARED);
      const url = `${path.replace(/\{[^}]+\}/g, ANY_ID)}?${UNDECLARED}=1`;
      const as = operation[ACCESS_EXTENSION] === "admin" ? admin : member;
      const response = await t.request(url, { method: method.toUpperCase(), as });
      const body = response.status === 400 ? await json<ErrorReply>(response) : null;
      const refused =
        body?.error.message === undeclaredQueryMessage(UNDECLARED) &&
        body.error.fields?.[UNDECLARED] === body.error.message;
      if (!refused)
        accepted.push(`${method} ${path} -> ${response.status} ${body?.error.message ?? ""}`);
    }
    expect(accepted).toEqual([]);
  });

  it("leave declared parameters working, in any order and repeated", async () => {
    const listed = await t.request("/api/v1/weight-entries?limit=5&from=2026-01-01T00:00:00Z", {
      as: member,
    });
    expect(listed.status).toBe(200);
    const journeys = await t.request("/api/v1/experts/journeys/mine", { as: member });
    expect(journeys.status).toBe(200);
    const misspelt = await t.request("/api/v1/weight-entries?limt=5", { as: member });
    expect(misspelt.status).toBe(400);
    expect((await json<ErrorReply>(misspelt)).error.message).toBe(undeclaredQueryMessage("limt"));
  });
});
