import type { DataExporter } from "../../data-export/exporters.ts";
import { exportShareLinks } from "./share-link.service.ts";

/** The person's share links and their views in "Download my data" (tokens are never kept). */
export const shareLinksExporter: DataExporter = {
  name: "share-links",
  collect: async (ctx, userId) => ({ json: await exportShareLinks(ctx, userId) }),
};
