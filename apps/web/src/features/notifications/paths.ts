import { dashboardPath } from "../../lib/web-module.ts";

export const NOTIFICATION_TABS = ["overview", "settings", "history"] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const notificationPaths = {
  center: (tab?: NotificationTab) =>
    tab && tab !== "overview"
      ? `${dashboardPath("notifications")}?tab=${tab}`
      : dashboardPath("notifications"),
};
