import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { DropletIcon } from "./components/icons.tsx";
import { cyclePaths } from "./paths.ts";

export { cyclePaths };

export const cycleModule: WebModule = {
  name: "cycle",
  nav: {
    labelKey: "cycle:title",
    icon: DropletIcon,
    section: "track",
    order: 40,
    member: cyclePaths.home(),
    preview: cyclePaths.preview.home(),
  },
  member: [{ path: "cycle", lazy: lazyPage(() => import("./pages/CyclePage.tsx")) }],
  preview: [
    {
      path: "cycle",
      lazy: lazyPage(() => import("./pages/CyclePage.tsx")),
    },
  ],
  adminCounts: [
    { key: "cyclePeriods", labelKey: "cycle:adminCount", icon: DropletIcon, order: 140 },
  ],
};
