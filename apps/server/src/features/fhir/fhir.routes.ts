import { FhirCollectionBundle } from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
import { createRouter, defineRoute, errorResponses } from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { exportFhirBundle } from "./fhir-export.service.ts";

export function fhirRoutes({ guards, config, modules }: ModuleDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(guards, "user", {
      tags: ["Export"],
      method: "get",
      path: "/export/fhir",
      summary:
        "The person's records as a FHIR R4 Bundle of type collection: Patient, Observations (weight, height, BMI, labs...), MedicationStatements and Conditions",
      responses: {
        200: {
          description: "vitalog-fhir-<date>.json",
          content: { "application/fhir+json": { schema: FhirCollectionBundle } },
        },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const ctx = viewerContext(c);
      const bundle = await exportFhirBundle(ctx, { modules, publicUrl: config.publicUrl });
      const day = ctx.now().toISOString().slice(0, 10);
      return c.json(bundle as FhirCollectionBundle, 200, {
        "Content-Type": "application/fhir+json; charset=utf-8",
        "Content-Disposition": `attachment; filename="vitalog-fhir-${day}.json"`,
      });
    },
  );

  return router;
}
