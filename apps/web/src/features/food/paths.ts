import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const foodPaths = {
  home: () => dashboardPath("food"),
  preview: { home: () => previewPath("food") },
};
