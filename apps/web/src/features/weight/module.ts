import { ScaleIcon } from "../../components/Icon/icons.tsx";
import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { weightPaths } from "./paths.ts";

export { weightPaths };

export const weightModule: WebModule = {
  name: "weight",
  nav: {
    labelKey: "weight:title",
    icon: ScaleIcon,
    section: "track",
    order: 10,
    member: weightPaths.list(),
    preview: weightPaths.preview.list(),
  },
  member: [
    { path: "weight", lazy: lazyPage(() => import("./pages/WeightPage.tsx")) },
    { path: "weight/add", lazy: lazyPage(() => import("./pages/AddWeightPage.tsx")) },
    { path: "weight/edit/:entryId", lazy: lazyPage(() => import("./pages/EditWeightPage.tsx")) },
  ],
  preview: [
    {
      path: "weight",
      lazy: lazyPage(() => import("./pages/WeightPage.tsx")),
    },
  ],
  adminCounts: [
    { key: "weightEntries", labelKey: "weight:adminCount", icon: ScaleIcon, order: 100 },
  ],
};
