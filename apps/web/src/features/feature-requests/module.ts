import type { ComponentType } from "react";
import { lazyPage, SERVER_RENDERED, type WebModule } from "../../lib/web-module.ts";
import { LightbulbIcon } from "./components/icons.tsx";
import { featureRequestsPaths } from "./paths.ts";

export { featureRequestsPaths };

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPage(() => load().then((m) => ({ default: m[name] })));

export const featureRequestsModule: WebModule = {
  name: "feature-requests",
  nav: {
    labelKey: "feature-requests:nav",
    icon: LightbulbIcon,
    section: "community",
    order: 110,
    member: featureRequestsPaths.list(),
    preview: featureRequestsPaths.preview.list(),
  },
  adminCounts: [
    {
      key: "featureRequests",
      labelKey: "feature-requests:adminCount",
      icon: LightbulbIcon,
      order: 220,
      to: featureRequestsPaths.admin.list(),
    },
  ],
  member: [
    {
      path: "feature-requests",
      lazy: lazyPage(() => import("./pages/FeatureRequestsPage.tsx")),
    },
    {
      path: "feature-requests/:requestId",
      lazy: lazyPage(() => import("./pages/FeatureRequestPage.tsx")),
    },
  ],
  preview: [
    {
      path: "feature-requests",
      lazy: lazyPage(() => import("./pages/FeatureRequestsPage.tsx")),
      handle: SERVER_RENDERED,
    },
    {
      path: "feature-requests/:requestId",
      lazy: lazyPage(() => import("./pages/FeatureRequestPage.tsx")),
      handle: SERVER_RENDERED,
    },
  ],
  // The guards keep admins out of /dashboard: they set statuses and merge on the same pages here.
  admin: {
    nav: [
      {
        to: featureRequestsPaths.admin.list(),
        labelKey: "feature-requests:nav",
        icon: LightbulbIcon,
        order: 80,
      },
    ],
    routes: [
      {
        path: "feature-requests",
        lazy: named(() => import("./pages/FeatureRequestsPage.tsx"), "AdminFeatureRequestsPage"),
      },
      {
        path: "feature-requests/:requestId",
        lazy: named(() => import("./pages/FeatureRequestPage.tsx"), "AdminFeatureRequestPage"),
      },
    ],
  },
  // Visitors read the requests and their comments; voting, asking and commenting ask them to sign in.
  visitorsSeePreview: true,
  previewIsPublicContent: true,
};
