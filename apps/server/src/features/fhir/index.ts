import type { ServerModule } from "../../modules/module.ts";
import { fhirRoutes } from "./fhir.routes.ts";

/** The person's records as FHIR R4, built from every module's `fhir` part. */
export const fhirModule: ServerModule = {
  name: "fhir",
  routes: fhirRoutes,
};
