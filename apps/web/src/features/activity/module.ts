import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { FootprintsIcon } from "./components/icons.tsx";
import { activityPaths } from "./paths.ts";

export { activityPaths };

export const activityModule: WebModule = {
  name: "activity",
  nav: {
    labelKey: "activity:title",
    icon: FootprintsIcon,
    section: "track",
    order: 13,
    member: activityPaths.home(),
    preview: activityPaths.preview.home(),
  },
  member: [{ path: "activity", lazy: lazyPage(() => import("./pages/ActivityPage.tsx")) }],
  // The same page: the preview shell wraps it in PreviewModeProvider.
  preview: [{ path: "activity", lazy: lazyPage(() => import("./pages/ActivityPage.tsx")) }],
  adminCounts: [
    { key: "activityDays", labelKey: "activity:adminCount", icon: FootprintsIcon, order: 113 },
  ],
};
