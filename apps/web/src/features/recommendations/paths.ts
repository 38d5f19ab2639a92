import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const recommendationsPaths = {
  list: () => dashboardPath("recommendations"),
  detail: (id: string) => dashboardPath("recommendations", id),
  preview: {
    list: () => previewPath("recommendations"),
    detail: (id: string) => previewPath("recommendations", id),
  },
};
