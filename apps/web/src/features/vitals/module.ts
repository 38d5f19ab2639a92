import { HeartPulseIcon } from "../../components/Icon/icons.tsx";
import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { GaugeIcon } from "./components/icons.tsx";
import { vitalsPaths } from "./paths.ts";

export { vitalsPaths };

export const vitalsModule: WebModule = {
  name: "vitals",
  nav: {
    labelKey: "vitals:title",
    icon: GaugeIcon,
    section: "track",
    order: 12,
    member: vitalsPaths.list(),
    preview: vitalsPaths.preview.list(),
  },
  member: [
    { path: "vitals", lazy: lazyPage(() => import("./pages/VitalsPage.tsx")) },
    {
      path: "vitals/blood-pressure/add",
      lazy: lazyPage(() => import("./pages/AddBloodPressurePage.tsx")),
    },
    {
      path: "vitals/blood-pressure/edit/:entryId",
      lazy: lazyPage(() => import("./pages/EditBloodPressurePage.tsx")),
    },
    {
      path: "vitals/readings/add",
      lazy: lazyPage(() => import("./pages/AddVitalReadingPage.tsx")),
    },
    {
      path: "vitals/readings/edit/:entryId",
      lazy: lazyPage(() => import("./pages/EditVitalReadingPage.tsx")),
    },
  ],
  // The same page: the preview shell wraps it in PreviewModeProvider.
  preview: [{ path: "vitals", lazy: lazyPage(() => import("./pages/VitalsPage.tsx")) }],
  adminCounts: [
    {
      key: "bloodPressureReadings",
      labelKey: "vitals:adminCount.bloodPressure",
      icon: GaugeIcon,
      order: 111,
    },
    {
      key: "vitalSignReadings",
      labelKey: "vitals:adminCount.readings",
      icon: HeartPulseIcon,
      order: 112,
    },
  ],
};
