import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const activityPaths = {
  home: () => dashboardPath("activity"),
  preview: { home: () => previewPath("activity") },
};
