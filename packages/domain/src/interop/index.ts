export * from "./fhir-bundle.ts";
export * from "./fhir-common.ts";
export * from "./fhir-condition.ts";
export * from "./fhir-lab.ts";
export * from "./fhir-medication.ts";
export * from "./fhir-patient.ts";
export * from "./fhir-weight.ts";
export * from "./records.ts";
