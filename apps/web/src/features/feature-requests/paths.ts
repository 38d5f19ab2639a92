import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const featureRequestsPaths = {
  list: () => dashboardPath("feature-requests"),
  request: (requestId: string) => dashboardPath("feature-requests", requestId),
  preview: {
    list: () => previewPath("feature-requests"),
    request: (requestId: string) => previewPath("feature-requests", requestId),
  },
  /** Admins are kept out of the member area, so they use the same pages inside /admin. */
  admin: {
    list: () => "/admin/feature-requests",
    request: (requestId: string) => `/admin/feature-requests/${encodeURIComponent(requestId)}`,
  },
};

/** Where a page is shown: the member area, the visitor's read-only preview, or the admin area. */
export type RequestArea = "member" | "preview" | "admin";

export type RequestPaths = typeof featureRequestsPaths.preview;

export function requestPathsFor(area: RequestArea): RequestPaths {
  return area === "member" ? featureRequestsPaths : featureRequestsPaths[area];
}
