import { createRouter } from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";

export function learningRoutes(_deps: ModuleDeps) {
  return createRouter();
}
