import type { ServerModule } from "../../modules/module.ts";
import { contentAdapterRoutes } from "./content-adapter.routes.ts";

/**
 * The admin content adapter: extract an article from a URL through the guarded outbound client,
 * adapt it for a US audience with AI, save it as a private draft article.
 */
export const contentAdapterModule: ServerModule = {
  name: "content-adapter",
  routes: contentAdapterRoutes,
};
