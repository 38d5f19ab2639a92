import type { FhirResource } from "../interop/records.ts";

/**
 * FHIR R4 Observations of the vital-signs profile (https://hl7.org/fhir/R4/observation-vitalsigns.html):
 * category `vital-signs`, status `final`, the profile's LOINC code, the subject, the time and a
 * UCUM quantity. Steps follow the same shape under the `activity` category (LOINC 55423-8).
 */
export const LOINC = "http://loinc.org";
export const UCUM = "http://unitsofmeasure.org";
export const OBSERVATION_CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category";

export const VITALS_LOINC = {
  bloodPressurePanel: "85354-9",
  systolic: "8480-6",
  diastolic: "8462-4",
  heartRate: "8867-4",
  spo2: "59408-5",
  spo2Arterial: "2708-6",
  temperature: "8310-5",
  steps: "55423-8",
} as const;

const category = (code: "vital-signs" | "activity") => [
  {
    coding: [
      {
        system: OBSERVATION_CATEGORY,
        code,
        display: code === "vital-signs" ? "Vital Signs" : "Activity",
      },
    ],
    text: code === "vital-signs" ? "Vital Signs" : "Activity",
  },
];

const loinc = (code: string, display: string) => ({ system: LOINC, code, display });

const quantity = (value: number, unit: string, code: string) => ({
  value,
  unit,
  system: UCUM,
  code,
});

function observation(
  id: string,
  profile: string,
  categoryCode: "vital-signs" | "activity",
  code: { coding: { system: string; code: string; display: string }[]; text: string },
  patientReference: string,
  effectiveDateTime: string,
  rest: Record<string, unknown>,
): FhirResource {
  return {
    resourceType: "Observation",
    id,
    meta: { profile: [profile] },
    status: "final",
    category: category(categoryCode),
    code,
    subject: { reference: patientReference },
    effectiveDateTime,
    ...rest,
  };
}

const SD = "http://hl7.org/fhir/StructureDefinition";

/** A blood-pressure panel (85354-9) with systolic (8480-6) and diastolic (8462-4) components. */
export function bloodPressureObservation(
  reading: { id: string; systolic: number; diastolic: number; measuredAt: string },
  patientReference: string,
): FhirResource {
  return observation(
    reading.id,
    `${SD}/bp`,
    "vital-signs",
    {
      coding: [
        loinc(VITALS_LOINC.bloodPressurePanel, "Blood pressure panel with all children optional"),
      ],
      text: "Blood pressure",
    },
    patientReference,
    reading.measuredAt,
    {
      component: [
        {
          code: { coding: [loinc(VITALS_LOINC.systolic, "Systolic blood pressure")] },
          valueQuantity: quantity(reading.systolic, "mmHg", "mm[Hg]"),
        },
        {
          code: { coding: [loinc(VITALS_LOINC.diastolic, "Diastolic blood pressure")] },
          valueQuantity: quantity(reading.diastolic, "mmHg", "mm[Hg]"),
        },
      ],
    },
  );
}

/** A heart rate (8867-4) in beats per minute. */
export function heartRateObservation(
  reading: { id: string; bpm: number; measuredAt: string },
  patientReference: string,
): FhirResource {
  return observation(
    reading.id,
    `${SD}/heartrate`,
    "vital-signs",
    { coding: [loinc(VITALS_LOINC.heartRate, "Heart rate")], text: "Heart rate" },
    patientReference,
    reading.measuredAt,
    { valueQuantity: quantity(reading.bpm, "beats/minute", "/min") },
  );
}

/** Oxygen saturation by pulse oximetry (59408-5, with 2708-6 as the profile requires). */
export function oxygenSaturationObservation(
  reading: { id: string; percent: number; measuredAt: string },
  patientReference: string,
): FhirResource {
  return observation(
    reading.id,
    `${SD}/oxygensat`,
    "vital-signs",
    {
      coding: [
        loinc(VITALS_LOINC.spo2, "Oxygen saturation in Arterial blood by Pulse oximetry"),
        loinc(VITALS_LOINC.spo2Arterial, "Oxygen saturation in Arterial blood"),
      ],
      text: "Oxygen saturation",
    },
    patientReference,
    reading.measuredAt,
    { valueQuantity: quantity(reading.percent, "%", "%") },
  );
}

/** Body temperature (8310-5) in degrees Celsius. */
export function bodyTemperatureObservation(
  reading: { id: string; celsius: number; measuredAt: string },
  patientReference: string,
): FhirResource {
  return observation(
    reading.id,
    `${SD}/bodytemp`,
    "vital-signs",
    { coding: [loinc(VITALS_LOINC.temperature, "Body temperature")], text: "Body temperature" },
    patientReference,
    reading.measuredAt,
    { valueQuantity: quantity(reading.celsius, "C", "Cel") },
  );
}

/** A day's steps (55423-8) per day, under the `activity` category; the time is the day. */
export function stepsObservation(
  day: { id: string; date: string; steps: number },
  patientReference: string,
): FhirResource {
  const resource = observation(
    day.id,
    `${SD}/Observation`,
    "activity",
    {
      coding: [loinc(VITALS_LOINC.steps, "Number of steps in unspecified time Pedometer")],
      text: "Steps",
    },
    patientReference,
    day.date,
    { valueQuantity: quantity(day.steps, "steps/day", "/d") },
  );
  // Not a vital sign: no vital-signs profile to claim.
  delete resource.meta;
  return resource;
}
