import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { SmileIcon } from "./components/icons.tsx";
import { wellbeingPaths } from "./paths.ts";

export { wellbeingPaths };

export const wellbeingModule: WebModule = {
  name: "wellbeing",
  nav: {
    labelKey: "wellbeing:title",
    icon: SmileIcon,
    section: "track",
    order: 5,
    member: wellbeingPaths.home(),
    preview: wellbeingPaths.preview.home(),
  },
  member: [{ path: "wellbeing", lazy: lazyPage(() => import("./pages/WellbeingPage.tsx")) }],
  preview: [
    {
      path: "wellbeing",
      lazy: lazyPage(() => import("./pages/WellbeingPage.tsx")),
    },
  ],
  adminCounts: [
    { key: "wellbeingCheckins", labelKey: "wellbeing:adminCount", icon: SmileIcon, order: 110 },
  ],
};
