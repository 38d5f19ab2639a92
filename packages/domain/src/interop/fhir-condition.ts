import { FHIR_SYSTEM, fhirId } from "./fhir-common.ts";
import type { FhirResource } from "./records.ts";

/**
 * SNOMED CT concepts of the starter risk factors that name a condition or finding of the person,
 * by lower-case name (SNOMED CT International Edition, https://browser.ihtsdotools.org).
 * Risk factors about relatives or circumstances (family history, planning a pregnancy) have no
 * entry and no Condition.
 */
export const RISK_FACTOR_SNOMED: Readonly<Record<string, { code: string; display: string }>> = {
  "high blood pressure": { code: "38341003", display: "Hypertensive disorder, systemic arterial" },
  "type 2 diabetes": { code: "44054006", display: "Diabetes mellitus type 2" },
  prediabetes: { code: "714628002", display: "Prediabetes" },
  "high cholesterol": { code: "13644009", display: "Hypercholesterolemia" },
  smoking: { code: "77176002", display: "Smoker" },
  "former smoker": { code: "8517006", display: "Ex-smoker" },
  obesity: { code: "414916001", display: "Obesity" },
  overweight: { code: "238131007", display: "Overweight" },
};

/** The SNOMED CT concept of a risk factor's name, if it has one. */
export function riskFactorSnomed(name: string) {
  return RISK_FACTOR_SNOMED[name.trim().toLowerCase()] ?? null;
}

/**
 * A risk factor the person listed on their profile as a FHIR R4 Condition (problem-list item,
 * active, confirmed: the person stated it); null when it has no SNOMED CT code.
 */
export function riskFactorCondition(
  riskFactor: { id: string; name: string },
  subject: string,
): FhirResource | null {
  const concept = riskFactorSnomed(riskFactor.name);
  if (!concept) return null;
  return {
    resourceType: "Condition",
    id: fhirId(`risk-factor-${riskFactor.id}`),
    clinicalStatus: {
      coding: [{ system: FHIR_SYSTEM.conditionClinical, code: "active", display: "Active" }],
    },
    verificationStatus: {
      coding: [
        { system: FHIR_SYSTEM.conditionVerification, code: "confirmed", display: "Confirmed" },
      ],
    },
    category: [
      {
        coding: [
          {
            system: FHIR_SYSTEM.conditionCategory,
            code: "problem-list-item",
            display: "Problem List Item",
          },
        ],
      },
    ],
    code: {
      coding: [{ system: FHIR_SYSTEM.snomed, code: concept.code, display: concept.display }],
      text: riskFactor.name,
    },
    subject: { reference: subject },
  };
}
