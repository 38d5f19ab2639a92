import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { TimerIcon } from "./components/icons.tsx";
import { fastingPaths } from "./paths.ts";

export { fastingPaths };

export const fastingModule: WebModule = {
  name: "fasting",
  nav: {
    labelKey: "fasting:title",
    icon: TimerIcon,
    section: "track",
    order: 20,
    member: fastingPaths.home(),
    preview: fastingPaths.preview.home(),
  },
  member: [
    { path: "fasting", lazy: lazyPage(() => import("./pages/FastingPage.tsx")) },
    { path: "fasting/edit/:fastId", lazy: lazyPage(() => import("./pages/EditFastPage.tsx")) },
    { path: "fasting/settings", lazy: lazyPage(() => import("./pages/FastingSettingsPage.tsx")) },
  ],
  preview: [
    {
      path: "fasting",
      lazy: lazyPage(() => import("./pages/FastingPage.tsx")),
    },
  ],
  adminCounts: [{ key: "fasts", labelKey: "fasting:adminCount", icon: TimerIcon, order: 120 }],
};
