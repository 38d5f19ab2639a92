import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const painPaths = {
  list: () => dashboardPath("pain"),
  add: () => dashboardPath("pain", "add"),
  edit: (id: string) => dashboardPath("pain", "edit", id),
  preview: { list: () => previewPath("pain") },
};
