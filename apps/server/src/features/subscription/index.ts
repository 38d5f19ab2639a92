import type { ServerModule } from "../../modules/module.ts";
import { subscriptionExporter } from "./subscription.exporter.ts";
import { subscriptionRoutes } from "./subscription.routes.ts";

/** The Pro subscription and store purchases: RevenueCat's webhook and the person's Pro access. */
export const subscriptionModule: ServerModule = {
  name: "subscription",
  routes: subscriptionRoutes,
  exporters: [subscriptionExporter],
};
