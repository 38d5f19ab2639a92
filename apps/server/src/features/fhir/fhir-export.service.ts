import { randomUUID } from "node:crypto";
import { type FhirResource, fhirCollectionBundle, fhirId, fhirPatient } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import type { ServerModule } from "../../modules/module.ts";
import { recordAudit } from "../../platform/audit.ts";

/**
 * The viewer's records as a FHIR R4 collection Bundle: every module's `fhir` resources for
 * "Patient/<id>", and a bare Patient when no module gives one.
 */
export async function exportFhirBundle(
  ctx: ViewerContext,
  deps: { modules: readonly ServerModule[]; publicUrl: string },
): Promise<FhirResource> {
  const patientId = fhirId(ctx.viewer.id);
  const patientReference = `Patient/${patientId}`;
  const resources: FhirResource[] = [];
  for (const module of deps.modules) {
    if (module.fhir) resources.push(...(await module.fhir(ctx, patientReference)));
  }
  if (!resources.some((r) => r.resourceType === "Patient")) {
    resources.unshift(fhirPatient({ id: patientId, name: null, gender: null, birthDate: null }));
  }
  const bundle = fhirCollectionBundle(resources, {
    id: randomUUID(),
    timestamp: ctx.now().toISOString(),
    base: `${deps.publicUrl}/fhir`,
  });
  await recordAudit(ctx, {
    kind: "export",
    action: "exported",
    actorId: ctx.viewer.id,
    entity: "fhirExport",
  });
  return bundle;
}
