import { createRouter } from "../../http/router.ts";
import type { ServerModule } from "../../modules/module.ts";
import { clinicianSummaryRoutes } from "./clinician-summary.routes.ts";
import { shareLinksExporter } from "./share-link.exporter.ts";
import {
  SHARED_API_PATH,
  SHARED_PAGE_PATH,
  sharedHeaders,
  shareLinkRoutes,
} from "./share-link.routes.ts";

/**
 * Share links: read-only, time-limited views of chosen modules for someone without an account;
 * and the clinician summary, the same modules' data as a PDF.
 */
export const sharingModule: ServerModule = {
  name: "sharing",
  routes: (deps) => {
    const router = createRouter();
    router.route("/", shareLinkRoutes(deps));
    router.route("/", clinicianSummaryRoutes(deps));
    return router;
  },
  exporters: [shareLinksExporter],
  middleware: [
    { path: SHARED_API_PATH, handler: sharedHeaders },
    { path: SHARED_PAGE_PATH, handler: sharedHeaders },
  ],
};
