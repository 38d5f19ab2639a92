import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { AppleIcon } from "./components/icons.tsx";
import { foodPaths } from "./paths.ts";

export { foodPaths };

export const foodModule: WebModule = {
  name: "food",
  nav: {
    labelKey: "food:title",
    icon: AppleIcon,
    section: "track",
    order: 90,
    member: foodPaths.home(),
    preview: foodPaths.preview.home(),
  },
  // Visitors opening the member page get the demo, which runs in the browser only.
  visitorsSeePreview: true,
  member: [{ path: "food", lazy: lazyPage(() => import("./pages/FoodPage.tsx")) }],
  preview: [
    {
      path: "food",
      lazy: lazyPage(() => import("./pages/FoodPage.tsx")),
    },
  ],
  adminCounts: [
    { key: "foodLogEntries", labelKey: "food:adminCount", icon: AppleIcon, order: 190 },
  ],
};
