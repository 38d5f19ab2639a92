import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { PillIcon } from "./components/icons.tsx";
import { medicationsPaths } from "./paths.ts";

export { medicationsPaths };

export const medicationsModule: WebModule = {
  name: "medications",
  nav: {
    labelKey: "medications:title",
    icon: PillIcon,
    section: "track",
    order: 80,
    member: medicationsPaths.home(),
    preview: medicationsPaths.preview.home(),
  },
  member: [{ path: "medications", lazy: lazyPage(() => import("./pages/MedicationsPage.tsx")) }],
  preview: [
    {
      path: "medications",
      lazy: lazyPage(() => import("./pages/MedicationsPage.tsx")),
    },
  ],
  adminCounts: [
    { key: "medications", labelKey: "medications:adminCount", icon: PillIcon, order: 180 },
  ],
  visitorsSeePreview: true,
};
