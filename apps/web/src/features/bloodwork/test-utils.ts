import type { LabResult } from "@vitalog/domain";

/** A result as the API answers it, flagged against a catalogue range by default. */
export function makeResult(overrides: Partial<LabResult> & Pick<LabResult, "id">): LabResult {
  return {
    takenAt: "2026-09-10T07:30:00.000Z",
    lab: "City Lab",
    code: "2093-3",
    name: "Total cholesterol",
    custom: false,
    value: 240,
    unit: "mg/dL",
    canonicalValue: 240,
    canonicalUnit: "mg/dL",
    flag: "high",
    range: {
      low: null,
      high: 200,
      highExclusive: true,
      unit: "mg/dL",
      sex: null,
      source: "NCEP ATP III (2002)",
    },
    referenceLow: null,
    referenceHigh: null,
    note: null,
    createdAt: "2026-09-10T08:00:00.000Z",
    updatedAt: "2026-09-10T08:00:00.000Z",
    ...overrides,
  };
}
