/**
 * What an import brings in, before any module writes it: one measurement or event in the form
 * Vitalog keeps it (metric units, ISO instants, `YYYY-MM-DD` days). Parsers of other apps'
 * exports (`features/imports` on the server) produce these; the module that owns the kind of
 * data writes them (`ServerModule.importer`), skipping what the person already has.
 *
 * `sourceId` is the other app's own identifier of the record where it has one (a FHIR
 * Observation id, a Health Connect record id): the same source id is a duplicate whatever its
 * value.
 */
export type ImportRecord =
  | { type: "weight"; at: string; kg: number; sourceId?: string }
  | { type: "height"; at: string; cm: number; sourceId?: string }
  | {
      type: "bloodPressure";
      at: string;
      systolic: number;
      diastolic: number;
      pulse?: number;
      sourceId?: string;
    }
  | { type: "heartRate"; at: string; bpm: number; sourceId?: string }
  | { type: "oxygenSaturation"; at: string; percent: number; sourceId?: string }
  | { type: "bodyTemperature"; at: string; celsius: number; sourceId?: string }
  | { type: "steps"; day: string; steps: number; sourceId?: string }
  | { type: "activeMinutes"; day: string; minutes: number; sourceId?: string }
  | {
      type: "menstrualFlow";
      day: string;
      flow: "light" | "medium" | "heavy" | "spotting" | "unspecified";
      sourceId?: string;
    }
  | { type: "mindfulSession"; start: string; end: string; sourceId?: string }
  | {
      type: "dietaryEnergy";
      at: string;
      kcal: number;
      /** The local day it was eaten, from the other app's own offset, where `at` has lost it. */
      day?: string;
      sourceId?: string;
    }
  | {
      type: "labResult";
      at: string;
      loinc: string;
      value: number;
      unit: string;
      sourceId?: string;
    };

export type ImportRecordType = ImportRecord["type"];

/** One record type's records: what `ServerModule.importer.write` receives. */
export type ImportRecordOf<T extends ImportRecordType> = Extract<ImportRecord, { type: T }>;

/** A FHIR R4 resource as JSON (https://hl7.org/fhir/R4/json.html). */
export interface FhirResource {
  resourceType: string;
  id?: string;
  [field: string]: unknown;
}
