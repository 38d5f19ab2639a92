import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const bloodworkPaths = {
  list: () => dashboardPath("bloodwork"),
  add: () => dashboardPath("bloodwork", "add"),
  preview: {
    list: () => previewPath("bloodwork"),
  },
};
