import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const healthInsightsPaths = {
  home: () => dashboardPath("health-insights"),
  report: (id: string) => dashboardPath("health-insights", id),
  credits: () => "/settings/credits",
  preview: {
    home: () => previewPath("health-insights"),
    report: (id: string) => previewPath("health-insights", id),
  },
};
