import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { TestTubeIcon } from "./components/icons.tsx";
import { bloodworkPaths } from "./paths.ts";

export { bloodworkPaths };

export const bloodworkModule: WebModule = {
  name: "bloodwork",
  nav: {
    labelKey: "bloodwork:title",
    icon: TestTubeIcon,
    section: "track",
    order: 70,
    member: bloodworkPaths.list(),
    preview: bloodworkPaths.preview.list(),
  },
  member: [
    { path: "bloodwork", lazy: lazyPage(() => import("./pages/BloodworkPage.tsx")) },
    { path: "bloodwork/add", lazy: lazyPage(() => import("./pages/AddLabResultsPage.tsx")) },
  ],
  preview: [
    {
      path: "bloodwork",
      lazy: lazyPage(() => import("./pages/BloodworkPage.tsx")),
    },
  ],
  adminCounts: [
    { key: "labResults", labelKey: "bloodwork:adminCount", icon: TestTubeIcon, order: 170 },
  ],
};
