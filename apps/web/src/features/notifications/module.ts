import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { BellIcon } from "./components/icons.tsx";
import { notificationPaths } from "./paths.ts";

export { notificationPaths };

// A member's own reminders: no preview (nothing to remind a visitor of).
export const notificationsModule: WebModule = {
  name: "notifications",
  nav: {
    labelKey: "notifications:title",
    icon: BellIcon,
    section: "account",
    order: 990,
    member: notificationPaths.center(),
  },
  member: [
    {
      path: "notifications",
      lazy: lazyPage(() => import("./pages/NotificationCenterPage.tsx")),
    },
  ],
};
