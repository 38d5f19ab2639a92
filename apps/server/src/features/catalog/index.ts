import type { ServerModule } from "../../modules/module.ts";
import { catalogRoutes } from "./catalog.routes.ts";
import { catalogAdminCounts, seedStarterCatalog } from "./catalog.service.ts";

/** Risk factors and health goals a profile selects from. */
export const catalogModule: ServerModule = {
  name: "catalog",
  routes: catalogRoutes,
  adminCounts: catalogAdminCounts,
  seed: async (ctx) => {
    await seedStarterCatalog(ctx);
  },
};
