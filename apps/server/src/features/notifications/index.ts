import type { ServerModule } from "../../modules/module.ts";
import { notificationsExporter } from "./notification.exporter.ts";
import { notificationRoutes, REPLAN_PATHS, replanAfterWrite } from "./notification.routes.ts";

/** Reminders: settings, upcoming reminders, durable delivery by Web Push, and history. */
export const notificationsModule: ServerModule = {
  name: "notifications",
  routes: notificationRoutes,
  exporters: [notificationsExporter],
  middleware: REPLAN_PATHS.map((path) => ({ path, handler: replanAfterWrite })),
};
