// Every operation of the app's OpenAPI document (enumerated from the document, so a route added
// later is covered by itself), called with requests drawn from its own schemas and with mutated
// ones: FUZZ_RUNS cases each (50 unless told), as a signed-in member, or an admin on admin routes.
// Every reply is 2xx or 4xx, a 4xx has the `{ error: { code, message } }` body, no body holds a
// stack or SQL text, the server logs no error, and a request that matches the published schemas
// is not refused with 400 (the schema tells the truth; 404, 409 and 422 for ids that do not
// exist or conflict are fine). FUZZ_SEED replays a run; FUZZ_ONLY="POST /api/v1/..." narrows it;
// FUZZ_SHARD="2/3" takes every third of those from the second on (`npm run fuzz` runs shards side
// by side).
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiOperation,
  apiOperations,
  type GeneratedRequest,
  mutatedRequest,
  OpenApiArbitraries,
  type OpenApiDocument,
  validRequest,
} from "../../test/openapi-arbitraries.ts";
import { ownPostgresDatabase } from "../../test/own-database.ts";
import { createTestApp, json, type TestApp, type TestUser } from "../../test/test-app.ts";
import { createLogger } from "../logger.ts";
import { ACCESS_EXTENSION } from "./router.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Operations to run alone, comma-separated: `FUZZ_ONLY="POST /api/v1/fasts,GET /api/v1/fasts"`. */
const ONLY = process.env.FUZZ_ONLY?.split(",").map((name) => name.trim());
/** `k/n`: this run takes the operations whose index modulo n is k - 1. */
const SHARD = /^(\d+)\/(\d+)$/.exec(process.env.FUZZ_SHARD ?? "1/1");
if (!SHARD || Number(SHARD[1]) < 1 || Number(SHARD[1]) > Number(SHARD[2])) {
  throw new Error(`FUZZ_SHARD must be k/n with 1 <= k <= n, not ${process.env.FUZZ_SHARD}`);
}
const [SHARD_INDEX, SHARDS] = [Number(SHARD[1]) - 1, Number(SHARD[2])];
/** An operation whose cases take longer than this in all is named in the summary. */
const SLOW_MS = RUNS * 40;

/** A stack frame, or the text of a database error or query. */
const LEAK =
  /\n\s+at \S|\bat [\w.<>$]+ \((?:file:|node:|\/)|\.(?:ts|js|mjs):\d+:\d+|Failed query:|syntax error at or near|violates (?:unique|foreign key|check|not-null) constraint|invalid input syntax for type|relation "[^"]+" does not exist|\bselect\s+[\w"*., ]+\s+from\s+"/i;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Operations that may refuse a schema-valid request with 400, and why (docs/decisions.md,
 * "Fuzzing from the schema"). First the rules no JSON Schema can state: one field against
 * another, against stored data or against the password. Then the rules a schema could state but
 * does not yet: each is a fix to make in its domain schema, and the entry goes with it.
 */
const UNSTATED_RULES: Record<string, string> = {
  "DELETE /api/v1/account": "the password must be the account's",
  "PATCH /api/v1/profile": "a date of birth gives an age in range on today's date",
  "POST /api/v1/fasts": "a fast lasts at most 45 days (start against end)",
  "POST /api/v1/blood-pressure-readings": "systolic above diastolic",
  "PATCH /api/v1/blood-pressure-readings/{id}":
    "systolic above diastolic, one of them possibly the stored reading's",
  "PATCH /api/v1/vital-sign-readings/{id}": "the kind of a stored reading does not change",
  "PUT /api/v1/activity-days/{date}": "steps or active minutes, at least one non-null",
  "POST /api/v1/cycle/periods": "a period ends on or after its start, at most 15 days on",
  "PATCH /api/v1/cycle/periods/{id}": "a period ends on or after its start, at most 15 days on",
  "GET /api/v1/cycle/days": "to on or after from",
  "POST /api/v1/medications": "the end date on or after the start date",
  "PATCH /api/v1/medications/{id}": "the end date on or after the start date",
  "GET /api/v1/nutrition/targets": "needs a stored weight and height",
  "POST /api/v1/courses/{id}/enroll": "only a free course is enrolled in without a payment",
  "POST /api/v1/courses/{id}/checkout": "only a course with a price is paid for",
  "GET /api/v1/nutrition/weight-change": "needs stored weight entries in the period",
  "POST /api/v1/foods": "protein, carbohydrate and fat add up to at most 100 g per 100 g",
  "POST /api/v1/food-log": "grams or servings, not both",
  "PATCH /api/v1/food-log/{id}": "grams or servings, not both",
  "POST /api/v1/pain-entries": "each body region once per entry",
  "PATCH /api/v1/pain-entries/{id}": "each body region once per entry",
  "POST /api/v1/lab-results":
    "a catalogue marker's code comes with a unit it accepts and a value within its bounds (GET /api/v1/lab-markers)",
  "PATCH /api/v1/lab-results/{id}": "the lower reference limit below the upper",
  "POST /api/v1/admin/courses/{id}/modules/{moduleId}/lessons":
    "a lesson's content and questions follow its type; the correct option is one of the options",
  "PATCH /api/v1/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}":
    "a lesson's content and questions follow its type; the correct option is one of the options",
  "POST /api/v1/articles": "a published article has content",
  "POST /api/v1/admin/recommendations":
    "urgent needs a priority; the highest age and BMI above the lowest; benefits or harms given",
  "PUT /api/v1/admin/recommendations/{id}":
    "urgent needs a priority; the highest age and BMI above the lowest; benefits or harms given",
  "POST /api/v1/admin/recommendations/import": "the data field holds JSON text",
  "POST /api/v1/health-insights/reports": "to on or after from, at most 2 years on",
  "PUT /api/v1/experts/journeys/{journeyId}/steps/{stepId}": "the answer follows the step's kind",
  "POST /api/v1/experts/sessions": "the journey is one of the stored journeys",
  "GET /api/v1/notifications/upcoming": "to after from, at most 400 days on",
  "POST /api/v1/notifications/test": "needs notifications enabled in the stored settings",
  "POST /api/v1/share-links": "from on or before to",
  "GET /api/v1/export/clinician-summary": "from on or before to",
  "POST /api/v1/feature-requests/{id}/merge": "the target has not been merged itself",
  "PUT /api/v1/admin/courses/{id}/modules/order": "every id of the stored list exactly once",
  "PUT /api/v1/admin/courses/{id}/modules/{moduleId}/lessons/order":
    "every id of the stored list exactly once",
  // Plain text keeps no markup: what is left once tags are removed must still be long enough.
  "POST /api/v1/feature-requests": "a description that keeps text once markup is removed",
  "POST /api/v1/admin/content-adapter/drafts": "a title that keeps text once markup is removed",
  "POST /api/v1/admin/content-adapter/series-article":
    "a title that keeps text once markup is removed",
  "POST /api/v1/groups": "a name of at least 3 characters once markup is removed",
  "PATCH /api/v1/groups/{id}": "a name of at least 3 characters once markup is removed",
  "POST /api/v1/notifications/push-subscriptions":
    "an https address whose host resolves to a public address, or a host OUTBOUND_ALLOWED_HOSTS names",
};

let t: TestApp;
let own: Awaited<ReturnType<typeof ownPostgresDatabase>> | undefined;
let doc: OpenApiDocument;
let gen: OpenApiArbitraries;
let member: TestUser;
let admin: TestUser;
const logged: string[] = [];
const knownIds: string[] = [];
const seenIds = new Set<string>();

/** Signs a person up with a complete profile, so every member route is open to them. */
async function person(): Promise<TestUser> {
  const user = await t.signUp();
  const profile = { dateOfBirth: "1985-06-15", gender: "female" };
  await t.request("/api/v1/profile", { method: "PATCH", json: profile, as: user });
  return user;
}

async function signedIn(user: TestUser): Promise<boolean> {
  return (await t.request("/api/v1/profile", { as: user })).status === 200;
}

/** Operations whose body is a file (multipart, an import): their content is read, not schema-checked. */
function takesFile(op: ApiOperation): boolean {
  const content = op.operation.requestBody?.content;
  return content !== undefined && !("application/json" in content);
}

/** Whether the operation documents a reply with `status`. */
function documents(op: ApiOperation, status: number): boolean {
  return String(status) in (op.operation.responses ?? {});
}

function describeRequest(request: GeneratedRequest): string {
  const body =
    request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const shown = body && body.length > 400 ? `${body.slice(0, 400)}… (${body.length} chars)` : body;
  return `${request.method} ${request.url.slice(0, 400)}${shown === undefined ? "" : ` ${shown}`}${
    request.mutation ? ` [mutated: ${request.mutation}]` : " [schema-valid]"
  }`;
}

/** What is wrong with the reply to `request`, or null when nothing is. */
async function check(op: ApiOperation, request: GeneratedRequest): Promise<string | null> {
  const as = op.operation[ACCESS_EXTENSION] === "admin" ? admin : member;
  const before = logged.length;
  const response = await t.request(request.url, {
    method: request.method,
    as,
    ...(request.rawBody !== undefined
      ? { body: request.rawBody, headers: { "Content-Type": "application/json" } }
      : request.body !== undefined
        ? { json: request.body }
        : {}),
  });
  const text = await response.text();
  const reply = `${response.status} ${text.slice(0, 400)}`;
  // A documented 503 (AI or payments not configured here) is an answer, and its request line
  // is logged at error level like every 5xx; nothing else may be.
  const unavailable = response.status === 503 && documents(op, 503);
  const errors = logged
    .slice(before)
    .filter((line) => /"level":"(error|fatal)"/.test(line))
    .filter((line) => !(unavailable && /"status":503,.*"msg":"request"/.test(line)));
  if (errors.length > 0)
    return `the server logged an error: ${errors[0]?.slice(0, 800)}\nreply: ${reply}`;
  const expected = (response.status >= 200 && response.status < 300) || response.status >= 400;
  if (!expected || (response.status >= 500 && !unavailable)) {
    return `answered ${reply}`;
  }
  if (LEAK.test(text)) return `the reply holds a stack or SQL text: ${reply}`;
  if (response.status >= 400) {
    let body: { error?: { code?: unknown; message?: unknown } } | undefined;
    try {
      body = JSON.parse(text);
    } catch {
      return `a ${response.status} without a JSON body: ${reply}`;
    }
    if (typeof body?.error?.code !== "string" || typeof body.error.message !== "string") {
      return `a ${response.status} without { error: { code, message } }: ${reply}`;
    }
    const rule = UNSTATED_RULES[`${op.method.toUpperCase()} ${op.path}`];
    if (response.status === 400 && !request.mutation && !takesFile(op) && !rule) {
      return `a schema-valid request refused for an unstated rule: ${reply}`;
    }
  } else {
    for (const id of text.match(UUID) ?? []) {
      if (!seenIds.has(id) && seenIds.size < 2_000) seenIds.add(id) && knownIds.push(id);
    }
  }
  return null;
}

beforeAll(async () => {
  const log = createLogger(
    "error",
    new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    }),
  );
  // Admin operations change the starter content, which other files read on PostgreSQL's
  // shared database: there the fuzz test has a database of its own.
  own = await ownPostgresDatabase("fuzz");
  t = await createTestApp({}, own.database ? { log, database: own.database } : { log });
  doc = await json<OpenApiDocument>(await t.request("/api/v1/openapi.json"));
  gen = new OpenApiArbitraries(doc, { knownIds });
  [member, admin] = [await person(), await person()];
  await t.db.execute(sql`insert into admins (user_id) values (${admin.id})`);
});
afterAll(async () => {
  await t?.close();
  await own?.drop();
});

describe("fuzzing every operation from its schema", () => {
  it(
    `answers ${RUNS} generated requests per operation with 2xx or a clear 4xx`,
    async () => {
      const all = apiOperations(doc, (path) => !path.startsWith("/api/auth/"));
      expect(all.length).toBeGreaterThan(200);
      const operations = all
        .filter((op) => !ONLY || ONLY.includes(`${op.method.toUpperCase()} ${op.path}`))
        .filter((_op, index) => index % SHARDS === SHARD_INDEX);
      expect(operations.length).toBeGreaterThan(0);
      const failures: string[] = [];
      let cases = 0;
      const slow: string[] = [];
      for (const op of operations) {
        const requests = fc.oneof(validRequest(gen, op), mutatedRequest(gen, op));
        const started = performance.now();
        let problem = "";
        const details = await fc.check(
          fc.asyncProperty(requests, async (request) => {
            cases++;
            const found = await check(op, request);
            if (found) problem = `${describeRequest(request)}\n  ${found}`;
            return found === null;
          }),
          { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
        if (details.failed) {
          const error = details.errorInstance
            ? `\n  ${String(details.errorInstance).slice(0, 400)}`
            : "";
          failures.push(
            `${op.method.toUpperCase()} ${op.path} (FUZZ_SEED=${details.seed}):\n  ${problem}${problem ? "" : error}`,
          );
        }
        const ms = performance.now() - started;
        if (ms > SLOW_MS) slow.push(`${op.method.toUpperCase()} ${op.path}: ${Math.round(ms)} ms`);
        if (process.env.FUZZ_PROGRESS)
          console.info(`${op.method.toUpperCase()} ${op.path} ${Math.round(ms)} ms`);
        // An operation may end the member's session (sign out everywhere, delete the account).
        if (!(await signedIn(member))) member = await person();
        if (!(await signedIn(admin))) {
          admin = await person();
          await t.db.execute(sql`insert into admins (user_id) values (${admin.id})`);
        }
      }
      console.info(
        `fuzz: ${operations.length} operations, ${cases} cases, ${failures.length} failing operations`,
      );
      expect(failures.join("\n\n")).toBe("");
    },
    Math.max(300_000, RUNS * 6_000),
  );
});
