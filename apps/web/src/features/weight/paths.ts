import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const weightPaths = {
  list: () => dashboardPath("weight"),
  add: () => dashboardPath("weight", "add"),
  edit: (id: string) => dashboardPath("weight", "edit", id),
  preview: {
    list: () => previewPath("weight"),
  },
};
