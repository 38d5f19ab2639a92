import { describe, expect, it } from "vitest";
import type { LabResult } from "../bloodwork/bloodwork.ts";
import type { Medication } from "../medications/medications.ts";
import { fhirCollectionBundle } from "./fhir-bundle.ts";
import { fhirId } from "./fhir-common.ts";
import { riskFactorCondition, riskFactorSnomed } from "./fhir-condition.ts";
import { labObservation, ucumOf } from "./fhir-lab.ts";
import { medicationDosageText, medicationStatement, medicationStatus } from "./fhir-medication.ts";
import { fhirPatient } from "./fhir-patient.ts";
import { bmiObservation, bodyHeightObservationId, bodyWeightObservation } from "./fhir-weight.ts";

const subject = "Patient/p1";

describe("fhirPatient", () => {
  it("keeps a known birth date and name, and invents neither", () => {
    expect(
      fhirPatient({ id: "p1", name: " Ann ", gender: "female", birthDate: "1980-02-29" }),
    ).toEqual({
      resourceType: "Patient",
      id: "p1",
      name: [{ text: "Ann" }],
      gender: "female",
      birthDate: "1980-02-29",
    });
    const bare = fhirPatient({ id: "p1", name: "", gender: null, birthDate: null });
    expect(bare).toEqual({ resourceType: "Patient", id: "p1", gender: "unknown" });
  });
});

describe("fhirId", () => {
  it("keeps only the characters and length FHIR allows", () => {
    expect(fhirId("a_b c")).toBe("a-b-c");
    expect(fhirId("x".repeat(80))).toHaveLength(64);
    expect(fhirId("")).toBe("unknown");
  });
});

describe("weight observations", () => {
  const entry = { id: "w1", weightKg: 80, measuredAt: "2026-01-01T08:00:00.000Z" };
  it("give body weight in UCUM kg under LOINC 29463-7, as a final vital sign", () => {
    expect(bodyWeightObservation(entry, subject)).toMatchObject({
      resourceType: "Observation",
      status: "final",
      category: [{ coding: [{ code: "vital-signs" }] }],
      code: { coding: [{ system: "http://loinc.org", code: "29463-7" }] },
      subject: { reference: subject },
      effectiveDateTime: entry.measuredAt,
      valueQuantity: { value: 80, unit: "kg", system: "http://unitsofmeasure.org", code: "kg" },
    });
  });
  it("give the BMI to one decimal in kg/m2 under 39156-5", () => {
    const bmi = bmiObservation(entry, 180, subject, ["Observation/weight-w1"]);
    expect(bmi).toMatchObject({
      code: { coding: [{ code: "39156-5" }] },
      valueQuantity: { value: 24.7, code: "kg/m2" },
      derivedFrom: [{ reference: "Observation/weight-w1" }],
    });
  });
  it("name one height Observation per person", () => {
    expect(bodyHeightObservationId(subject)).toBe("height-p1");
  });
});

describe("ucumOf", () => {
  it.each([
    ["mg/dL", "mg/dL"],
    ["µmol/L", "umol/L"],
    ["10^9/L", "10*9/L"],
    ["10^3/µL", "10*3/uL"],
    ["mIU/L", "m[IU]/L"],
    ["µIU/mL", "u[IU]/mL"],
    ["mEq/L", "meq/L"],
    ["mL/min/1.73m²", "mL/min/{1.73_m2}"],
    ["%", "%"],
    ["per bottle²", null],
  ])("%s → %s", (unit, code) => {
    expect(ucumOf(unit)).toBe(code);
  });
});

const lab = (over: Partial<LabResult>): LabResult => ({
  id: "l1",
  takenAt: "2026-01-15T00:00:00.000Z",
  lab: null,
  code: "2093-3",
  name: "Total cholesterol",
  custom: false,
  value: 5,
  unit: "mmol/L",
  canonicalValue: 193.35,
  canonicalUnit: "mg/dL",
  flag: "normal",
  range: { low: null, high: 5.17, highExclusive: true, unit: "mmol/L", sex: null, source: "NCEP" },
  referenceLow: null,
  referenceHigh: null,
  note: null,
  createdAt: "",
  updatedAt: "",
  ...over,
});

describe("labObservation", () => {
  it("uses the canonical unit of the LOINC code and the catalogue's own range", () => {
    expect(labObservation(lab({}), subject)).toMatchObject({
      category: [{ coding: [{ code: "laboratory" }] }],
      code: { coding: [{ system: "http://loinc.org", code: "2093-3" }] },
      valueQuantity: { value: 193.35, unit: "mg/dL", code: "mg/dL" },
      interpretation: [{ coding: [{ code: "N" }] }],
      referenceRange: [{ high: { value: 200, code: "mg/dL" }, text: "below 200 mg/dL" }],
    });
  });
  it("flags H and L, and converts the lab's own limits", () => {
    const high = labObservation(
      lab({
        flag: "high",
        range: { low: 3, high: 5, highExclusive: false, unit: "mmol/L", sex: null, source: "lab" },
      }),
      subject,
    );
    expect(high.interpretation).toEqual([
      { coding: [expect.objectContaining({ code: "H", display: "High" })] },
    ]);
    expect(high.referenceRange).toEqual([
      {
        low: expect.objectContaining({ value: 116.01 }),
        high: expect.objectContaining({ value: 193.35 }),
      },
    ]);
    expect(labObservation(lab({ flag: "low" }), subject).interpretation).toEqual([
      { coding: [expect.objectContaining({ code: "L" })] },
    ]);
  });
  it("keeps a marker of the person's own by name, without a LOINC code or flag", () => {
    const own = labObservation(
      lab({ code: null, name: "Mine", value: 3, unit: "things", flag: null, range: null }),
      subject,
    );
    expect(own.code).toEqual({ text: "Mine" });
    expect(own.valueQuantity).toEqual({ value: 3, unit: "things" });
    expect(own.interpretation).toBeUndefined();
    expect(own.referenceRange).toBeUndefined();
  });
});

const medication = (over: Partial<Medication>): Medication => ({
  id: "m1",
  name: "Metformin",
  dosage: 500,
  dosageUnit: "mg",
  instructions: "with food",
  schedule: { times: ["08:00", "20:00"], daysOfWeek: [1, 3], reminderMinutesBefore: null },
  startDate: "2026-01-01",
  endDate: "2026-03-31",
  stockCount: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("medications", () => {
  it("are intended before their start, active through their end day, completed after", () => {
    const m = medication({});
    expect(medicationStatus(m, "2025-12-31")).toBe("intended");
    expect(medicationStatus(m, "2026-01-01")).toBe("active");
    expect(medicationStatus(m, "2026-03-31")).toBe("active");
    expect(medicationStatus(m, "2026-04-01")).toBe("completed");
    expect(medicationStatus(medication({ endDate: null }), "2030-01-01")).toBe("active");
  });
  it("read their dosage as text, as needed without a schedule", () => {
    expect(medicationDosageText(medication({}))).toBe(
      "500 mg at 08:00 and 20:00 on Mon, Wed; with food",
    );
    const prn = medication({
      instructions: null,
      dosageUnit: "tablets",
      dosage: 1,
      schedule: { times: [], daysOfWeek: [], reminderMinutesBefore: null },
    });
    expect(medicationDosageText(prn)).toBe("1 tablets as needed");
    expect(medicationStatement(prn, subject, "2026-02-01").dosage).toEqual([
      expect.objectContaining({
        asNeededBoolean: true,
        doseAndRate: [{ doseQuantity: { value: 1, unit: "tablets" } }],
      }),
    ]);
  });
  it("become MedicationStatements with their timing", () => {
    expect(medicationStatement(medication({}), subject, "2026-02-01")).toMatchObject({
      resourceType: "MedicationStatement",
      status: "active",
      medicationCodeableConcept: { text: "Metformin" },
      effectivePeriod: { start: "2026-01-01", end: "2026-03-31" },
      dosage: [
        {
          timing: { repeat: { timeOfDay: ["08:00:00", "20:00:00"], dayOfWeek: ["mon", "wed"] } },
          doseAndRate: [{ doseQuantity: { value: 500, code: "mg" } }],
        },
      ],
    });
  });
});

describe("risk factor conditions", () => {
  it("are confirmed Conditions with their SNOMED CT code, whatever the name's case", () => {
    expect(riskFactorSnomed(" HIGH blood pressure")?.code).toBe("38341003");
    expect(riskFactorCondition({ id: "r1", name: "Type 2 diabetes" }, subject)).toMatchObject({
      resourceType: "Condition",
      verificationStatus: { coding: [{ code: "confirmed" }] },
      clinicalStatus: { coding: [{ code: "active" }] },
      code: { coding: [{ system: "http://snomed.info/sct", code: "44054006" }] },
    });
  });
  it("are left out where no code exists", () => {
    expect(riskFactorCondition({ id: "r2", name: "Family history of cancer" }, subject)).toBeNull();
  });
});

describe("fhirCollectionBundle", () => {
  it("orders resources as the IPS sections and gives each a unique fullUrl", () => {
    const weight = bodyWeightObservation(
      { id: "w1", weightKg: 80, measuredAt: "2026-01-01T00:00:00Z" },
      subject,
    );
    const labObs = labObservation(lab({}), subject);
    const condition = riskFactorCondition({ id: "r1", name: "Obesity" }, subject);
    const bundle = fhirCollectionBundle(
      [
        weight,
        labObs,
        medicationStatement(medication({}), subject, "2026-02-01"),
        condition!,
        fhirPatient({ id: "p1", name: null, gender: null, birthDate: null }),
      ],
      { id: "b1", timestamp: "2026-02-01T00:00:00Z", base: "https://vitalog.example/fhir" },
    );
    const entries = bundle.entry as { fullUrl: string; resource: { resourceType: string } }[];
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
    expect(entries.map((e) => e.resource.resourceType)).toEqual([
      "Patient",
      "Condition",
      "MedicationStatement",
      "Observation",
      "Observation",
    ]);
    expect(entries[3]?.resource).toBe(labObs);
    expect(entries[0]?.fullUrl).toBe("https://vitalog.example/fhir/Patient/p1");
  });
});
