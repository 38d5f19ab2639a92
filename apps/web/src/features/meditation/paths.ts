import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const meditationPaths = {
  home: () => dashboardPath("meditation"),
  add: () => dashboardPath("meditation", "add"),
  edit: (id: string) => dashboardPath("meditation", "edit", id),
  preview: { home: () => previewPath("meditation") },
};
