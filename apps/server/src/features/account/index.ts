import type { ServerModule } from "../../modules/module.ts";
import { accountExporter, emailsExporter } from "./account.exporter.ts";
import { accountRoutes } from "./account.routes.ts";
import { accountAdminCounts } from "./account.service.ts";

/** The account itself: "Download my data" and deletion. */
export const accountModule: ServerModule = {
  name: "account",
  routes: accountRoutes,
  exporters: [accountExporter, emailsExporter],
  adminCounts: accountAdminCounts,
};
