import type { ServerModule } from "../../modules/module.ts";
import { adminRoutes } from "./admin.routes.ts";

/** The admin area's own API: the dashboard's figures. */
export const adminModule: ServerModule = {
  name: "admin",
  routes: adminRoutes,
};
