import type { ServerModule } from "../../modules/module.ts";
import { shareLinksExporter } from "./share-link.exporter.ts";
import {
  SHARED_API_PATH,
  SHARED_PAGE_PATH,
  sharedHeaders,
  shareLinkRoutes,
} from "./share-link.routes.ts";

/** Share links: read-only, time-limited views of chosen modules for someone without an account. */
export const sharingModule: ServerModule = {
  name: "sharing",
  routes: shareLinkRoutes,
  exporters: [shareLinksExporter],
  middleware: [
    { path: SHARED_API_PATH, handler: sharedHeaders },
    { path: SHARED_PAGE_PATH, handler: sharedHeaders },
  ],
};
