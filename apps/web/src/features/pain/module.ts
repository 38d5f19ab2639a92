import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { BodyIcon } from "./components/icons.tsx";
import { painPaths } from "./paths.ts";

export { painPaths };

export const painModule: WebModule = {
  name: "pain",
  nav: {
    labelKey: "pain:title",
    icon: BodyIcon,
    section: "track",
    order: 60,
    member: painPaths.list(),
    preview: painPaths.preview.list(),
  },
  member: [
    { path: "pain", lazy: lazyPage(() => import("./pages/PainPage.tsx")) },
    { path: "pain/add", lazy: lazyPage(() => import("./pages/AddPainPage.tsx")) },
    { path: "pain/edit/:entryId", lazy: lazyPage(() => import("./pages/EditPainPage.tsx")) },
  ],
  preview: [{ path: "pain", lazy: lazyPage(() => import("./pages/PainPage.tsx")) }],
  adminCounts: [{ key: "painEntries", labelKey: "pain:adminCount", icon: BodyIcon, order: 160 }],
};
