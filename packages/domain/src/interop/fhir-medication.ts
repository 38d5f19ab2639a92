import type { Medication } from "../medications/medications.ts";
import { fhirId, fhirQuantity } from "./fhir-common.ts";
import type { FhirResource } from "./records.ts";

/** FHIR day codes by ISO weekday (1 Monday .. 7 Sunday). */
const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const weekday = (isoDay: number) => WEEKDAYS[isoDay - 1] ?? "mon";
/** UCUM codes of the dosage units that have one; the others ("tablets") are text. */
const DOSE_UCUM: Readonly<Record<string, string>> = { mg: "mg", mcg: "ug", g: "g", mL: "mL" };

/**
 * Whether a medication is taken on `today`: active from its start date through its end date,
 * completed after it, not yet started (intended) before it.
 */
export function medicationStatus(
  medication: Pick<Medication, "startDate" | "endDate">,
  today: string,
): "active" | "completed" | "intended" {
  if (today < medication.startDate) return "intended";
  if (medication.endDate && today > medication.endDate) return "completed";
  return "active";
}

/** The dose as a person reads it: "10 mg at 08:00 and 20:00 on Mon, Wed; with food". */
export function medicationDosageText(medication: Medication): string {
  const { times, daysOfWeek } = medication.schedule;
  const parts = [`${medication.dosage} ${medication.dosageUnit}`];
  if (times.length === 0 || daysOfWeek.length === 0) parts.push("as needed");
  else parts.push(`at ${times.join(" and ")}`);
  if (daysOfWeek.length > 0 && daysOfWeek.length < 7) {
    const names = daysOfWeek.map((d) => weekday(d).charAt(0).toUpperCase() + weekday(d).slice(1));
    parts.push(`on ${names.join(", ")}`);
  }
  const text = parts.join(" ");
  return medication.instructions ? `${text}; ${medication.instructions}` : text;
}

/**
 * A medication as a FHIR R4 MedicationStatement: the name as text (Vitalog keeps no drug
 * code), its status on `today`, the period it is taken and the dosage as text with its times.
 */
export function medicationStatement(
  medication: Medication,
  subject: string,
  today: string,
): FhirResource {
  const { times, daysOfWeek } = medication.schedule;
  return {
    resourceType: "MedicationStatement",
    id: fhirId(`medication-${medication.id}`),
    status: medicationStatus(medication, today),
    medicationCodeableConcept: { text: medication.name },
    subject: { reference: subject },
    effectivePeriod: {
      start: medication.startDate,
      ...(medication.endDate ? { end: medication.endDate } : {}),
    },
    dateAsserted: medication.createdAt,
    dosage: [
      {
        text: medicationDosageText(medication),
        ...(times.length === 0 || daysOfWeek.length === 0 ? { asNeededBoolean: true } : {}),
        ...(times.length > 0 && daysOfWeek.length > 0
          ? {
              timing: {
                repeat: {
                  timeOfDay: times.map((time) => (time.length === 5 ? `${time}:00` : time)),
                  ...(daysOfWeek.length > 0 && daysOfWeek.length < 7
                    ? { dayOfWeek: daysOfWeek.map(weekday) }
                    : {}),
                },
              },
            }
          : {}),
        doseAndRate: [
          {
            doseQuantity: fhirQuantity(
              medication.dosage,
              medication.dosageUnit,
              DOSE_UCUM[medication.dosageUnit] ?? null,
            ),
          },
        ],
      },
    ],
  };
}
