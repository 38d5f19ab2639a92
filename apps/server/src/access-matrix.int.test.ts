// The route-by-actor access matrix: every route of the app, found from the app itself (its
// OpenAPI document, its Hono routes and Better Auth's endpoints), checked for a visitor, two
// people (B on A's ids) and an admin against the access level the route declares. A module's
// routes are covered as soon as it is registered; a route without a level fails here.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../test/test-app.ts";
import {
  ACCESS_EXTENSION,
  ACCESS_LEVELS,
  ACTOR_EXTENSION,
  ACTORS,
  type Access,
  type Actor,
} from "./http/router.ts";

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
};

interface Operation {
  [ACCESS_EXTENSION]?: Access;
  [ACTOR_EXTENSION]?: Actor;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface Route {
  method: string;
  /** The documented path, e.g. /api/v1/weight-entries/{id}. */
  path: string;
  access: Access | undefined;
  /** On a `member` route: who may act on a row someone else made. */
  actor: Actor | undefined;
  operation: Operation;
}

const METHODS = ["get", "post", "put", "patch", "delete"];
const FOREIGN_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Better Auth's endpoints under /api/auth and who may call them. An endpoint missing here fails
 * the suite, so an upgrade that adds one is looked at.
 */
const AUTH_ROUTES: Record<string, "public" | "user"> = {
  "/callback/:id": "public",
  "/get-session": "public",
  "/sign-out": "public",
  "/sign-up/email": "public",
  "/sign-in/email": "public",
  "/sign-in/social": "public",
  "/reset-password": "public",
  "/reset-password/:token": "public",
  "/request-password-reset": "public",
  "/verify-email": "public",
  "/send-verification-email": "public",
  "/delete-user/callback": "public",
  "/ok": "public",
  "/error": "public",
  "/refresh-token": "user",
  "/get-access-token": "user",
  "/account-info": "user",
  "/verify-password": "user",
  "/change-email": "user",
  "/change-password": "user",
  "/update-session": "user",
  "/update-user": "user",
  "/delete-user": "user",
  "/list-sessions": "user",
  "/revoke-session": "user",
  "/revoke-sessions": "user",
  "/revoke-other-sessions": "user",
  "/link-social": "user",
  "/list-accounts": "user",
  "/unlink-account": "user",
};

let t: TestApp;
let doc: OpenApiDoc;
let routes: Route[];
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
/** Ids of Alice's rows, by the collection path that made them. */
const aliceIds = new Map<string, string>();
/** Alice's logged day on each day-keyed collection (`/wellbeing-checkins`): collection → row id. */
const aliceDays = new Map<string, string>();

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split("/").at(-1) ?? "";
    return resolve(doc.components?.schemas?.[name]);
  }
  return schema;
}

/** A valid value for a JSON schema: enough to get past validation to the access check. */
function sample(input: Schema | undefined): unknown {
  const schema = resolve(input);
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const concrete = alternatives.map(resolve).find((s) => s.type !== "null");
    return sample(concrete ?? alternatives[0]);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key]);
      return out;
    }
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case "integer":
    case "number": {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return schema.maximum !== undefined ? Math.min(low, schema.maximum) : low;
    }
    case "boolean":
      return true;
    case "string":
      if (schema.format === "date-time") return new Date(Date.now() - 3_600_000).toISOString();
      if (schema.format === "date") return "1990-01-01";
      if (schema.format === "uuid") return FOREIGN_ID;
      return "x".repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return undefined;
  }
}

function jsonBodySchema(operation: Operation): Schema | undefined {
  return operation.requestBody?.content?.["application/json"]?.schema;
}

/** A path parameter that names one of the caller's own days (`/wellbeing-checkins/{date}`). */
function isDayParameter(route: Route, name: string): boolean {
  const parameter = route.operation.parameters?.find((p) => p.in === "path" && p.name === name);
  return resolve(parameter?.schema).format === "date";
}

/**
 * Routes keyed by the caller's own calendar day rather than a row id: a day has no owner but
 * the caller, so another person's request reaches their own day, never Alice's.
 */
const isOwnDayRoute = (route: Route) =>
  [...route.path.matchAll(/\{(\w+)\}/g)].every(([, name]) => isDayParameter(route, name ?? ""));

/** The URL of a route with its path parameters filled and its required query sampled. */
function urlOf(route: Route, id: string): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    isDayParameter(route, name) ? String(sample({ type: "string", format: "date" })) : id,
  );
  const query = new URLSearchParams();
  for (const parameter of route.operation.parameters ?? []) {
    if (parameter.in === "query" && parameter.required) {
      query.set(parameter.name, String(sample(parameter.schema)));
    }
  }
  return query.size > 0 ? `${path}?${query}` : path;
}

function call(route: Route, id: string, as?: TestUser): Promise<Response> {
  const bodySchema = jsonBodySchema(route.operation);
  const hasBody = route.method !== "get" && route.method !== "delete";
  return t.request(urlOf(route, id), {
    method: route.method.toUpperCase(),
    ...(hasBody ? { json: bodySchema ? (sample(bodySchema) ?? {}) : {} } : {}),
    ...(as ? { as } : {}),
  });
}

/** Whether a JSON reply mentions `needle` anywhere (an id of someone else's row). */
function mentions(value: unknown, needle: string): boolean {
  return JSON.stringify(value ?? null).includes(needle);
}

/** Whether a route's body requires the id of a row of its own (a UUID the sample cannot know). */
function namesAnotherRow(route: Route): boolean {
  const schema = resolve(jsonBodySchema(route.operation));
  return (schema.required ?? []).some((key) => resolve(schema.properties?.[key]).format === "uuid");
}

const hasIdParameter = (route: Route) => /\{[^}]+\}/.test(route.path);

beforeAll(async () => {
  t = await createTestApp();
  doc = await json<OpenApiDoc>(await t.request("/api/v1/openapi.json"));
  // The app's own API; Better Auth's /api/auth routes have their own tests (auth/*.int.test.ts).
  const ownPaths = Object.entries(doc.paths).filter(([path]) => !path.startsWith("/api/auth/"));
  routes = ownPaths.flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method,
        path,
        access: operation[ACCESS_EXTENSION],
        actor: operation[ACTOR_EXTENSION],
        operation,
      })),
  );

  // 1. Alice and Bob sign up and complete their profiles; a third person is made admin.
  const complete = { dateOfBirth: "1985-06-15", gender: "female" };
  [alice, bob, admin] = [await t.signUp(), await t.signUp(), await t.signUp()];
  for (const person of [alice, bob, admin]) {
    await t.request("/api/v1/profile", { method: "PATCH", json: complete, as: person });
  }
  await t.db.execute(sql`insert into admins (user_id) values (${admin.id})`);

  // 2. Alice creates one row in every collection that has an item route (her own data, and
  //    community content such as an article, a group or a feature request).
  const writesOwnRows = (r: Route) => r.access === "user" || r.access === "member";
  for (const route of routes.filter((r) => writesOwnRows(r) && r.method === "post")) {
    const hasItems = routes.some((r) => r.path.startsWith(`${route.path}/{`));
    if (!hasItems || hasIdParameter(route)) continue;
    // A body naming another row (the food a food log entry is of) cannot be sampled.
    if (namesAnotherRow(route)) continue;
    const response = await call(route, FOREIGN_ID, alice);
    expect(response.status, `Alice creates with POST ${route.path}`).toBeLessThan(300);
    const created = await json<{ id?: string }>(response);
    if (created.id) aliceIds.set(route.path, created.id);
  }
  // 3. ... and logs one of her days on every day-keyed route.
  for (const route of routes.filter((r) => r.access === "user" && r.method === "put")) {
    if (!hasIdParameter(route) || !isOwnDayRoute(route)) continue;
    const response = await call(route, FOREIGN_ID, alice);
    expect(response.status, `Alice logs a day with PUT ${route.path}`).toBeLessThan(300);
    const created = await json<{ id?: string }>(response);
    if (created.id) aliceDays.set(route.path.replace(/\/\{\w+\}$/, ""), created.id);
  }
});
afterAll(() => t.close());

/** Alice's id for an item route: the row made through its collection, or a foreign id. */
function aliceIdFor(route: Route): string {
  const collection = route.path.replace(/\/\{[^}]+\}.*$/, "");
  return aliceIds.get(collection) ?? FOREIGN_ID;
}

describe("the access matrix", () => {
  it("finds the app's routes, each with a declared access level", () => {
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes
      .filter((r) => !r.access || !ACCESS_LEVELS.includes(r.access))
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(undeclared).toEqual([]);
    expect(aliceIds.size).toBeGreaterThan(0);
  });

  it("documents every API route the server answers", () => {
    const documented = new Set(
      routes.map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    const served = t.app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/v1/"))
      .filter((r) => r.path !== "/api/v1/openapi.json" && !r.path.endsWith("*"))
      .map((r) => `${r.method.toLowerCase()} ${r.path}`);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it("refuses visitors on every route that is not public", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await call(route, FOREIGN_ID);
      const label = `${route.method.toUpperCase()} ${route.path} -> ${response.status}`;
      if (response.status >= 500) wrong.push(label);
      else if (route.access === "user" || route.access === "member" || route.access === "admin") {
        if (response.status !== 401) wrong.push(label);
      } else if (response.status === 401 || response.status === 403) wrong.push(label);
    }
    expect(wrong).toEqual([]);
  });

  it("gives Bob a 404 on Alice's ids and none of her rows in his lists", async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access === "user")) {
      if (hasIdParameter(route) && isOwnDayRoute(route)) {
        // Bob's request on the same date reaches Bob's own day (checked below: Alice's stays).
        const response = await call(route, FOREIGN_ID, bob);
        if (response.status >= 500 || response.status === 401 || response.status === 403)
          wrong.push(`${route.method} ${route.path} -> ${response.status}`);
      } else if (hasIdParameter(route)) {
        const response = await call(route, aliceIdFor(route), bob);
        if (response.status !== 404)
          wrong.push(`${route.method} ${route.path} -> ${response.status}`);
      } else if (route.method === "get") {
        const response = await call(route, FOREIGN_ID, bob);
        const body = response.headers.get("content-type")?.includes("json")
          ? await json(response)
          : await response.text();
        for (const id of [...aliceIds.values(), ...aliceDays.values()]) {
          if (mentions(body, id)) wrong.push(`GET ${route.path} shows Alice's ${id}`);
        }
        if (mentions(body, alice.id) || mentions(body, alice.email)) {
          wrong.push(`GET ${route.path} shows Alice's account`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Alice's rows are all still there after Bob's attempts to change and delete them.
    for (const [collection, id] of aliceIds) {
      expect((await t.request(`${collection}/${id}`, { as: alice })).status).toBe(200);
    }
    const day = String(sample({ type: "string", format: "date" }));
    for (const [collection, id] of aliceDays) {
      const list = await t.request(`${collection}?from=${day}&to=${day}`, { as: alice });
      expect(mentions(await json(list), id), `Alice's day in ${collection}`).toBe(true);
    }
  });

  it("lets anyone signed in act on shared community content, and only its author or moderators change it", async () => {
    const member = routes.filter((r) => r.access === "member");
    expect(member.filter((r) => !r.actor || !ACTORS.includes(r.actor)).map((r) => r.path)).toEqual(
      [],
    );
    // Alice made a row through every community collection, so Bob's attempts meet real rows.
    const collections = member.filter(
      (r) =>
        r.method === "post" &&
        !hasIdParameter(r) &&
        routes.some((other) => other.path.startsWith(`${r.path}/{`)),
    );
    expect(collections.filter((r) => !aliceIds.has(r.path)).map((r) => r.path)).toEqual([]);
    const wrong: string[] = [];
    for (const route of member.filter(hasIdParameter)) {
      const response = await call(route, aliceIdFor(route), bob);
      const label = `${route.method.toUpperCase()} ${route.path} (${route.actor}) -> ${response.status}`;
      if (response.status >= 500 || response.status === 401) wrong.push(label);
      // Bob neither wrote Alice's rows nor moderates her group: refused, or not even shown.
      else if (route.actor !== "anyone" && response.status !== 403 && response.status !== 404) {
        wrong.push(label);
      }
    }
    expect(wrong).toEqual([]);
    for (const [collection, id] of aliceIds) {
      expect((await t.request(`${collection}/${id}`, { as: alice })).status, collection).toBe(200);
    }
  });

  it("refuses people who are not admins on admin routes, and lets the admin in", async () => {
    for (const route of routes.filter((r) => r.access === "admin")) {
      expect((await call(route, FOREIGN_ID, bob)).status, route.path).toBe(403);
      if (route.method === "get") {
        // An item route answers 404 on an id that names nothing; the admin is still let in.
        const expected = hasIdParameter(route) ? 404 : 200;
        expect((await call(route, FOREIGN_ID, admin)).status, route.path).toBe(expected);
      }
    }
  });

  it("lets an admin moderate community content someone else made", async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access === "member" && r.actor === "moderator")) {
      const response = await call(route, aliceIdFor(route), admin);
      if (response.status >= 500 || response.status === 401 || response.status === 403) {
        wrong.push(`${route.method.toUpperCase()} ${route.path} -> ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("does not let an admin read anyone's health data through the user routes", async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access === "user" && r.method === "get")) {
      const response = await call(
        route,
        hasIdParameter(route) ? aliceIdFor(route) : FOREIGN_ID,
        admin,
      );
      if (hasIdParameter(route)) {
        if (response.status !== 404) wrong.push(`${route.path} -> ${response.status}`);
        continue;
      }
      const body = response.headers.get("content-type")?.includes("json")
        ? await json(response)
        : await response.text();
      for (const id of [...aliceIds.values(), ...aliceDays.values(), alice.id]) {
        if (mentions(body, id)) wrong.push(`GET ${route.path} shows Alice's ${id}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("the auth routes", () => {
  it("classifies every Better Auth endpoint, and refuses visitors on the ones for people", async () => {
    const endpoints = Object.values(
      t.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
    )
      .filter((endpoint) => typeof endpoint.path === "string")
      .map((endpoint) => ({
        path: endpoint.path as string,
        method: [endpoint.options?.method ?? "GET"].flat()[0] as string,
      }));
    expect(endpoints.map((e) => e.path).filter((path) => !(path in AUTH_ROUTES))).toEqual([]);
    const wrong: string[] = [];
    for (const { path, method } of endpoints) {
      const url = `/api/auth${path.replace(/:(\w+)/g, "x")}`;
      const response = await t.request(url, {
        method,
        ...(method === "GET" ? {} : { json: {} }),
      });
      if (response.status >= 500) wrong.push(`${method} ${path} -> ${response.status}`);
      if (AUTH_ROUTES[path] === "user" && response.status < 400) {
        wrong.push(`${method} ${path} -> ${response.status} for a visitor`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("does not let Bob revoke Alice's session", async () => {
    const sessions = await json<{ id: string }[]>(
      await t.request("/api/auth/list-sessions", { as: alice }),
    );
    const id = sessions[0]?.id;
    expect(id).toBeTruthy();
    await t.request("/api/auth/revoke-session", { json: { id }, as: bob });
    expect((await t.request("/api/v1/profile", { as: alice })).status).toBe(200);
  });
});
