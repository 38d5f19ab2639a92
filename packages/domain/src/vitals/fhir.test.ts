import { describe, expect, it } from "vitest";
import {
  bloodPressureObservation,
  bodyTemperatureObservation,
  heartRateObservation,
  LOINC,
  OBSERVATION_CATEGORY,
  oxygenSaturationObservation,
  stepsObservation,
  UCUM,
} from "./fhir.ts";

const patient = "Patient/abc";
const at = "2026-11-20T07:30:00.000Z";

describe("FHIR vital-signs Observations", () => {
  it("builds the blood-pressure panel with its two components in mm[Hg]", () => {
    const o = bloodPressureObservation(
      { id: "r1", systolic: 132, diastolic: 84, measuredAt: at },
      patient,
    );
    expect(o).toMatchObject({
      resourceType: "Observation",
      id: "r1",
      status: "final",
      category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: "vital-signs" }] }],
      code: { coding: [{ system: LOINC, code: "85354-9" }] },
      subject: { reference: patient },
      effectiveDateTime: at,
      component: [
        {
          code: { coding: [{ system: LOINC, code: "8480-6" }] },
          valueQuantity: { value: 132, unit: "mmHg", system: UCUM, code: "mm[Hg]" },
        },
        {
          code: { coding: [{ system: LOINC, code: "8462-4" }] },
          valueQuantity: { value: 84, unit: "mmHg", system: UCUM, code: "mm[Hg]" },
        },
      ],
    });
    expect(o.valueQuantity).toBeUndefined();
  });

  it("builds heart rate, SpO2 and temperature with their LOINC and UCUM codes", () => {
    const hr = heartRateObservation({ id: "h", bpm: 61, measuredAt: at }, patient);
    expect(hr).toMatchObject({
      code: { coding: [{ code: "8867-4" }] },
      valueQuantity: { value: 61, system: UCUM, code: "/min" },
    });
    const spo2 = oxygenSaturationObservation({ id: "s", percent: 97, measuredAt: at }, patient);
    expect((spo2.code as { coding: { code: string }[] }).coding.map((c) => c.code)).toEqual([
      "59408-5",
      "2708-6",
    ]);
    expect(spo2.valueQuantity).toEqual({ value: 97, unit: "%", system: UCUM, code: "%" });
    const temp = bodyTemperatureObservation({ id: "t", celsius: 36.8, measuredAt: at }, patient);
    expect(temp).toMatchObject({
      code: { coding: [{ code: "8310-5" }] },
      valueQuantity: { value: 36.8, system: UCUM, code: "Cel" },
      category: [{ coding: [{ code: "vital-signs" }] }],
    });
  });

  it("builds a day's steps per day under the activity category", () => {
    const steps = stepsObservation({ id: "d", date: "2026-11-20", steps: 8421 }, patient);
    expect(steps).toMatchObject({
      status: "final",
      category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: "activity" }] }],
      code: { coding: [{ system: LOINC, code: "55423-8" }] },
      effectiveDateTime: "2026-11-20",
      valueQuantity: { value: 8421, system: UCUM, code: "/d" },
      subject: { reference: patient },
    });
  });
});
