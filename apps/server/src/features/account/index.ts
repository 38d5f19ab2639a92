import type { ServerModule } from "../../modules/module.ts";
import { accountExporter, emailsExporter } from "./account.export.ts";
import { countUsers } from "./account.repository.ts";
import { accountRoutes } from "./account.routes.ts";

/** The account itself: "Download my data" and deletion. */
export const accountModule: ServerModule = {
  name: "account",
  routes: accountRoutes,
  exporters: [accountExporter, emailsExporter],
  adminCounts: async (ctx) => ({ users: await countUsers(ctx.db) }),
};
