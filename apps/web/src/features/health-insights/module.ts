import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { InsightsIcon } from "./components/icons.tsx";
import { healthInsightsPaths } from "./paths.ts";

export { healthInsightsPaths };

export const healthInsightsModule: WebModule = {
  name: "health-insights",
  nav: {
    labelKey: "health-insights:title",
    icon: InsightsIcon,
    section: "track",
    order: 92,
    member: healthInsightsPaths.home(),
    preview: healthInsightsPaths.preview.home(),
  },
  member: [
    {
      path: "health-insights",
      lazy: lazyPage(() => import("./pages/HealthInsightsPage.tsx")),
    },
    {
      path: "health-insights/:reportId",
      lazy: lazyPage(() => import("./pages/InsightReportPage.tsx")),
    },
  ],
  preview: [
    {
      path: "health-insights",
      lazy: lazyPage(() => import("./pages/HealthInsightsPage.tsx")),
    },
    {
      path: "health-insights/:reportId",
      lazy: lazyPage(() => import("./pages/InsightReportPage.tsx")),
    },
  ],
};
