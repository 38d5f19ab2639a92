import { createRouter } from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";

export function authoringRoutes(_deps: ModuleDeps) {
  return createRouter();
}
