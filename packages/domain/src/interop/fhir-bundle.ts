import { z } from "zod";
import type { FhirResource } from "./records.ts";

/**
 * The order of the International Patient Summary's sections where they apply
 * (https://hl7.org/fhir/uv/ips/): the patient, problems, medications, results, vital signs.
 */
function ipsRank(resource: FhirResource): number {
  if (resource.resourceType === "Patient") return 0;
  if (resource.resourceType === "Condition") return 1;
  if (resource.resourceType.startsWith("Medication")) return 2;
  const categories = JSON.stringify(resource.category ?? "");
  if (categories.includes('"laboratory"')) return 3;
  if (categories.includes('"vital-signs"')) return 4;
  return 5;
}

/**
 * A FHIR R4 Bundle of type collection: each resource once, in IPS section order, with a
 * `fullUrl` on `base` so the resources' relative references ("Patient/<id>") resolve within it.
 */
export function fhirCollectionBundle(
  resources: readonly FhirResource[],
  options: { id: string; timestamp: string; base: string },
): FhirResource {
  const ordered = resources
    .map((resource, index) => ({ resource, index }))
    .sort((a, b) => ipsRank(a.resource) - ipsRank(b.resource) || a.index - b.index)
    .map(({ resource }) => resource);
  return {
    resourceType: "Bundle",
    id: options.id,
    meta: { lastUpdated: options.timestamp },
    type: "collection",
    timestamp: options.timestamp,
    entry: ordered.map((resource) => ({
      ...(resource.id
        ? { fullUrl: `${options.base}/${resource.resourceType}/${resource.id}` }
        : {}),
      resource,
    })),
  };
}

/** The FHIR export's reply as the OpenAPI document describes it (a collection Bundle). */
export const FhirCollectionBundle = z
  .object({
    resourceType: z.literal("Bundle"),
    id: z.string(),
    type: z.literal("collection"),
    timestamp: z.string(),
    entry: z.array(
      z.object({
        fullUrl: z.string().optional(),
        resource: z.looseObject({ resourceType: z.string(), id: z.string().optional() }),
      }),
    ),
  })
  .loose();
export type FhirCollectionBundle = z.infer<typeof FhirCollectionBundle>;
