import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { ClipboardCheckIcon } from "./components/icons.tsx";
import { recommendationsPaths } from "./paths.ts";

export { recommendationsPaths };

export const recommendationsModule: WebModule = {
  name: "recommendations",
  nav: {
    labelKey: "recommendations:title",
    icon: ClipboardCheckIcon,
    section: "learn",
    order: 50,
    member: recommendationsPaths.list(),
    preview: recommendationsPaths.preview.list(),
  },
  member: [
    {
      path: "recommendations",
      lazy: lazyPage(() => import("./pages/RecommendationsPage.tsx")),
    },
    {
      path: "recommendations/:recommendationId",
      lazy: lazyPage(() => import("./pages/RecommendationDetailPage.tsx")),
    },
  ],
  preview: [
    {
      path: "recommendations",
      lazy: lazyPage(() => import("./pages/RecommendationsPage.tsx")),
    },
    {
      path: "recommendations/:recommendationId",
      lazy: lazyPage(() => import("./pages/RecommendationDetailPage.tsx")),
    },
  ],
};
