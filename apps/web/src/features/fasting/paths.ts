import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const fastingPaths = {
  home: () => dashboardPath("fasting"),
  edit: (id: string) => dashboardPath("fasting", "edit", id),
  settings: () => dashboardPath("fasting", "settings"),
  preview: { home: () => previewPath("fasting") },
};
