import {
  BloodworkMessage,
  LAB_MARKERS,
  type LabMarkerList,
  type LabPanel,
  type LabResult,
  type LabResultList,
} from "@vitalog/domain";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function personWithGender(gender: "male" | "female" | null): Promise<TestUser> {
  const user = await t.signUp();
  if (gender) {
    const response = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { gender, dateOfBirth: "1990-04-01" },
      as: user,
    });
    expect(response.status).toBe(200);
  }
  return user;
}

async function addPanel(user: TestUser, body: Record<string, unknown>): Promise<LabPanel> {
  const response = await t.request("/api/v1/lab-results", { json: body, as: user });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return json<LabPanel>(response);
}

describe("the marker catalogue", () => {
  it("is public and lists every built-in marker with a LOINC code", async () => {
    const response = await t.request("/api/v1/lab-markers");
    expect(response.status).toBe(200);
    const { items } = await json<LabMarkerList>(response);
    expect(items).toHaveLength(LAB_MARKERS.length);
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const m of items) expect(m.code).toMatch(/^\d{1,7}-\d$/);
    expect(items.find((m) => m.code === "2093-3")).toMatchObject({
      name: "Total cholesterol",
      unit: "mg/dL",
      units: [
        { unit: "mg/dL", factor: 1 },
        { unit: "mmol/L", factor: 38.67 },
      ],
    });
  });
});

describe("lab results", () => {
  it("are recorded as a panel, stored canonically, flagged, changed and deleted", async () => {
    const user = await personWithGender("male");

    // 1. A lipid panel: cholesterol in mg/dL, HDL in mmol/L, and a marker of their own.
    const panel = await addPanel(user, {
      takenAt: daysAgo(1),
      lab: "  City Lab ",
      results: [
        { code: "2093-3", value: 240, unit: "mg/dL" },
        { code: "2085-9", value: 1.2, unit: "mmol/l" },
        { name: "Omega-3 index", value: 6.1, unit: "%" },
      ],
    });
    expect(panel.lab).toBe("City Lab");
    const [chol, hdl, own] = panel.results;
    expect(chol).toMatchObject({
      code: "2093-3",
      name: "Total cholesterol",
      value: 240,
      unit: "mg/dL",
      canonicalValue: 240,
      canonicalUnit: "mg/dL",
      flag: "high",
      custom: false,
      lab: "City Lab",
      range: {
        low: null,
        high: 200,
        highExclusive: true,
        unit: "mg/dL",
        source: "NCEP ATP III (2002)",
      },
    });
    expect(hdl).toMatchObject({
      value: 1.2,
      unit: "mmol/L",
      canonicalUnit: "mg/dL",
      flag: "normal",
      range: { sex: "male", low: 1.0344, high: null, unit: "mmol/L" },
    });
    expect(hdl?.canonicalValue).toBeCloseTo(46.404, 3);
    expect(own).toMatchObject({
      code: null,
      name: "Omega-3 index",
      custom: true,
      value: 6.1,
      unit: "%",
      canonicalValue: 6.1,
      flag: null,
      range: null,
    });

    // 2. A test date alone is accepted and filed at noon UTC.
    const dated = await addPanel(user, {
      takenAt: "2025-06-30",
      results: [{ code: "2345-7", value: 5.4, unit: "mmol/L" }],
    });
    expect(dated.takenAt).toBe("2025-06-30T12:00:00.000Z");
    expect(dated.lab).toBeNull();
    expect(dated.results[0]).toMatchObject({ canonicalValue: 97.2864, flag: "normal" });

    // 3. Change the cholesterol to mmol/L: converted again, flag follows.
    const patched = await t.request(`/api/v1/lab-results/${chol?.id}`, {
      method: "PATCH",
      json: { value: 4.8, unit: "mmol/L" },
      as: user,
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({
      value: 4.8,
      unit: "mmol/L",
      canonicalValue: 185.616,
      flag: "normal",
      range: { high: 5.172, unit: "mmol/L" },
    });

    // 4. The lab's own limits take over the catalogue's.
    const labRange = await t.request(`/api/v1/lab-results/${chol?.id}`, {
      method: "PATCH",
      json: { referenceLow: 3, referenceHigh: 4.5 },
      as: user,
    });
    expect(await json(labRange)).toMatchObject({
      flag: "high",
      range: { low: 3, high: 4.5, unit: "mmol/L", source: "lab" },
    });

    // 5. Delete it; it is gone.
    const deleted = await t.request(`/api/v1/lab-results/${chol?.id}`, {
      method: "DELETE",
      as: user,
    });
    expect(deleted.status).toBe(204);
    const gone = await t.request(`/api/v1/lab-results/${chol?.id}`, { as: user });
    expect(gone.status).toBe(404);
    expect((await json<ErrorReply>(gone)).error.message).toBe(BloodworkMessage.notFound);
  });

  it("read the range for the person's sex, or both sexes' span without one", async () => {
    const body = { takenAt: daysAgo(2), results: [{ code: "718-7", value: 13, unit: "g/dL" }] };
    const man = await addPanel(await personWithGender("male"), body);
    const woman = await addPanel(await personWithGender("female"), body);
    const unknown = await addPanel(await personWithGender(null), body);
    expect(man.results[0]).toMatchObject({ flag: "low", range: { sex: "male", low: 13.2 } });
    expect(woman.results[0]).toMatchObject({ flag: "normal", range: { sex: "female", high: 15 } });
    expect(unknown.results[0]).toMatchObject({
      flag: "normal",
      range: { sex: null, low: 11.6, high: 16.6 },
    });
  });

  it("list newest first by page, and give one marker's history", async () => {
    const user = await personWithGender("female");
    for (const [days, value] of [
      [30, 210],
      [10, 190],
      [20, 250],
    ] as const) {
      await addPanel(user, {
        takenAt: daysAgo(days),
        results: [
          { code: "2093-3", value, unit: "mg/dL" },
          { code: "2571-8", value: 100, unit: "mg/dL" },
        ],
      });
    }
    const first = await json<LabResultList>(
      await t.request("/api/v1/lab-results?limit=4", { as: user }),
    );
    expect(first.items).toHaveLength(4);
    expect(first.nextCursor).toBeTruthy();
    const rest = await json<LabResultList>(
      await t.request(`/api/v1/lab-results?limit=4&cursor=${first.nextCursor}`, { as: user }),
    );
    expect(rest.items).toHaveLength(2);
    expect(rest.nextCursor).toBeNull();
    const times = [...first.items, ...rest.items].map((r) => r.takenAt);
    expect(times).toEqual([...times].sort().reverse());

    const history = await json<{ code: string; items: LabResult[] }>(
      await t.request("/api/v1/lab-results/markers/2093-3", { as: user }),
    );
    expect(history.code).toBe("2093-3");
    expect(history.items.map((r) => [r.value, r.flag])).toEqual([
      [190, "normal"],
      [250, "high"],
      [210, "high"],
    ]);
    const none = await json<{ items: LabResult[] }>(
      await t.request("/api/v1/lab-results/markers/718-7", { as: user }),
    );
    expect(none.items).toEqual([]);
  });

  it.each([
    [
      "an unknown code without a name",
      { results: [{ code: "99999-9", value: 1, unit: "mg/dL" }] },
      BloodworkMessage.unknownMarker,
      "results.0.code",
    ],
    [
      "no marker at all",
      { results: [{ value: 1, unit: "mg/dL" }] },
      BloodworkMessage.nameRequired,
      "results.0.code",
    ],
    [
      "a unit the marker does not accept",
      { results: [{ code: "2093-3", value: 5, unit: "g/L" }] },
      "Total cholesterol is entered in mg/dL or mmol/L",
      "results.0.unit",
    ],
    [
      "a negative value",
      { results: [{ code: "2093-3", value: -5, unit: "mg/dL" }] },
      BloodworkMessage.valueRange,
      "results.0.value",
    ],
    [
      "an absurd value",
      { results: [{ code: "2093-3", value: 1e9, unit: "mg/dL" }] },
      BloodworkMessage.valueRange,
      "results.0.value",
    ],
    [
      "a value that is text",
      { results: [{ code: "2093-3", value: "high", unit: "mg/dL" }] },
      BloodworkMessage.valueNotNumber,
      "results.0.value",
    ],
    [
      "no unit",
      { results: [{ code: "2093-3", value: 200 }] },
      BloodworkMessage.unitRequired,
      "results.0.unit",
    ],
    ["no results", { results: [] }, BloodworkMessage.resultsRequired, "results"],
    [
      "a date that is not a date",
      { takenAt: "last week", results: [{ code: "2093-3", value: 200, unit: "mg/dL" }] },
      BloodworkMessage.takenAtRequired,
      "takenAt",
    ],
    [
      "a date that does not exist",
      { takenAt: "2025-02-29", results: [{ code: "2093-3", value: 200, unit: "mg/dL" }] },
      BloodworkMessage.takenAtRequired,
      "takenAt",
    ],
    [
      "a date in the future",
      {
        takenAt: new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10),
        results: [{ code: "2093-3", value: 200, unit: "mg/dL" }],
      },
      BloodworkMessage.takenAtInFuture,
      "takenAt",
    ],
    [
      "a date before 1900",
      { takenAt: "1899-12-31", results: [{ code: "2093-3", value: 200, unit: "mg/dL" }] },
      BloodworkMessage.takenAtRequired,
      "takenAt",
    ],
    [
      "a lab range upside down",
      {
        results: [{ code: "2093-3", value: 200, unit: "mg/dL", referenceLow: 5, referenceHigh: 2 }],
      },
      BloodworkMessage.referenceOrder,
      "results.0.referenceHigh",
    ],
    [
      "a field results do not have",
      { results: [{ code: "2093-3", value: 200, unit: "mg/dL", userId: "someone" }] },
      undefined,
      "results.0.userId",
    ],
  ])("refuse %s, with a message", async (_label, body, message, field) => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/lab-results", {
      json: { takenAt: daysAgo(1), ...body },
      as: user,
    });
    expect(response.status).toBe(400);
    const { error } = await json<ErrorReply>(response);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fields?.[field]).toBeTruthy();
    if (message) expect(error.message).toBe(message);
  });

  it("refuse a bad change, a cursor the API did not issue, and never answer 500", async () => {
    const user = await t.signUp();
    const { results } = await addPanel(user, {
      takenAt: daysAgo(1),
      results: [{ code: "2160-0", value: 80, unit: "µmol/L" }],
    });
    const id = results[0]?.id;
    expect(results[0]?.canonicalValue).toBeCloseTo(0.905, 3);
    for (const [body, message] of [
      [{ unit: "mg/L" }, "Creatinine is entered in mg/dL or µmol/L"],
      [{ value: -1 }, BloodworkMessage.valueRange],
      [{ takenAt: "soon" }, BloodworkMessage.takenAtRequired],
      [{ referenceLow: 100 }, undefined],
    ] as const) {
      const response = await t.request(`/api/v1/lab-results/${id}`, {
        method: "PATCH",
        json: body,
        as: user,
      });
      expect(response.status, JSON.stringify(body)).toBe(body.referenceLow ? 200 : 400);
      if (message) expect((await json<ErrorReply>(response)).error.message).toBe(message);
    }
    const inverted = await t.request(`/api/v1/lab-results/${id}`, {
      method: "PATCH",
      json: { referenceHigh: 50 },
      as: user,
    });
    expect(inverted.status).toBe(400);
    expect((await json<ErrorReply>(inverted)).error.message).toBe(BloodworkMessage.referenceOrder);

    for (const query of ["cursor=nope", "limit=0", "limit=101", "from=monday"]) {
      const response = await t.request(`/api/v1/lab-results?${query}`, { as: user });
      expect(response.status, query).toBe(400);
    }
    const malformed = await t.request("/api/v1/lab-results", { body: '{"takenAt":', as: user });
    expect(malformed.status).toBe(400);
    const weird = await t.request(`/api/v1/lab-results/markers/${"x".repeat(300)}`, { as: user });
    expect(weird.status).toBe(404);
    expect((await json<ErrorReply>(weird)).error.message).toBe(BloodworkMessage.markerNotFound);
  });
});

describe("another person's results", () => {
  it("are invisible: 404 by id, absent from lists and histories", async () => {
    // 1. Ann records a cholesterol; Ben has an account too.
    const ann = await personWithGender("female");
    const ben = await personWithGender("male");
    const { results } = await addPanel(ann, {
      takenAt: daysAgo(1),
      results: [{ code: "2093-3", value: 240, unit: "mg/dL" }],
    });
    const path = `/api/v1/lab-results/${results[0]?.id}`;

    // 2. Ben cannot read, change or delete it.
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { value: 100 }],
      ["DELETE", undefined],
    ] as const) {
      const response = await t.request(path, { method, as: ben, ...(body ? { json: body } : {}) });
      expect(response.status, method).toBe(404);
      expect((await json<ErrorReply>(response)).error.message).toBe(BloodworkMessage.notFound);
    }

    // 3. His list and history are empty; hers is unchanged.
    expect(
      (await json<LabResultList>(await t.request("/api/v1/lab-results", { as: ben }))).items,
    ).toEqual([]);
    expect(
      (
        await json<LabResultList>(
          await t.request("/api/v1/lab-results/markers/2093-3", { as: ben }),
        )
      ).items,
    ).toEqual([]);
    expect(await json(await t.request(path, { as: ann }))).toMatchObject({ value: 240 });
  });

  it("and visitors get 401", async () => {
    for (const [method, path] of [
      ["GET", "/api/v1/lab-results"],
      ["POST", "/api/v1/lab-results"],
      ["GET", "/api/v1/lab-results/markers/2093-3"],
      ["DELETE", "/api/v1/lab-results/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const response = await t.request(path, {
        method,
        ...(method === "POST" ? { json: {} } : {}),
      });
      expect(response.status, path).toBe(401);
    }
  });
});

describe("download my data", () => {
  it("holds the results as entered and canonically, in JSON and CSV", async () => {
    const user = await personWithGender("male");
    await addPanel(user, {
      takenAt: "2026-01-10",
      lab: "North Lab",
      results: [{ code: "2345-7", value: 6, unit: "mmol/L" }],
    });
    const response = await t.request("/api/v1/account/export", { as: user });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["vitalog-data.json"] ?? new Uint8Array()));
    expect(data["lab-results"]).toEqual([
      expect.objectContaining({
        takenAt: "2026-01-10T12:00:00.000Z",
        lab: "North Lab",
        code: "2345-7",
        value: 6,
        unit: "mmol/L",
        canonicalValue: 108.096,
        canonicalUnit: "mg/dL",
      }),
    ]);
    const csv = strFromU8(files["lab-results.csv"] ?? new Uint8Array()).replace(/^\uFEFF/, "");
    const [header, row] = csv.trimEnd().split("\r\n");
    expect(header).toBe(
      "id,taken_at,lab,code,name,value,unit,canonical_value,canonical_unit,reference_low,reference_high,note,created_at,updated_at",
    );
    expect(row).toContain(",2026-01-10T12:00:00.000Z,North Lab,2345-7,Glucose (fasting),6,mmol/L,");
  });
});

describe("unusual lab values", () => {
  it("ask about total cholesterol 5.1 mg/dL, offering mmol/L, and save it once confirmed", async () => {
    const user = await t.signUp();
    const body = {
      takenAt: "2026-03-01",
      results: [
        { code: "2093-3", value: 5.1, unit: "mg/dL" },
        { code: "2085-9", value: 55, unit: "mg/dL" },
      ],
    };
    const asked = await t.request("/api/v1/lab-results", { json: body, as: user });
    expect(asked.status).toBe(422);
    const { error } = await json<ErrorReply>(asked);
    const question = "No lab reports a total cholesterol of 5.1 mg/dL: did you mean 5.1 mmol/L?";
    expect(error).toEqual({
      code: "CONFIRMATION_REQUIRED",
      message: question,
      fields: { "results.0.value": question },
    });
    expect(
      (await json<LabResultList>(await t.request("/api/v1/lab-results", { as: user }))).items,
    ).toEqual([]);

    // In mmol/L it is an ordinary result.
    const mmol = await addPanel(user, {
      ...body,
      results: [{ code: "2093-3", value: 5.1, unit: "mmol/L" }],
    });
    expect(mmol.results[0]?.canonicalValue).toBeCloseTo(197.2, 1);
    // Confirmed, it is saved as entered.
    const confirmed = await addPanel(user, {
      ...body,
      results: [{ code: "2093-3", value: 5.1, unit: "mg/dL", confirmed: true }],
    });
    expect(confirmed.results[0]).toMatchObject({ value: 5.1, unit: "mg/dL", flag: "normal" });

    // A change of value or unit is asked about the same way.
    const id = mmol.results[0]?.id;
    const changed = await t.request(`/api/v1/lab-results/${id}`, {
      method: "PATCH",
      json: { unit: "mg/dL" },
      as: user,
    });
    expect(changed.status).toBe(422);
    expect((await json<ErrorReply>(changed)).error.fields).toEqual({ value: question });
  });

  it("refuse a percentage above 100 even when confirmed", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/lab-results", {
      json: {
        takenAt: "2026-03-01",
        results: [{ code: "4544-3", value: 101, unit: "%", confirmed: true }],
      },
      as: user,
    });
    expect(response.status).toBe(400);
    const { error } = await json<ErrorReply>(response);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fields).toEqual({ "results.0.value": "Hematocrit cannot be more than 100 %" });
  });
});
