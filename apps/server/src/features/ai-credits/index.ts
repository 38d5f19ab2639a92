import type { ServerModule } from "../../modules/module.ts";
import { aiCreditsExporter } from "./ai-credits.exporter.ts";
import { aiCreditsRoutes } from "./ai-credits.routes.ts";
import { configureAiCredits } from "./ai-credits.service.ts";

/** AI credits: the ledger of grants, purchases and uses, and the packs on sale. */
export const aiCreditsModule: ServerModule = {
  name: "ai-credits",
  routes(deps) {
    configureAiCredits(deps.config.ai);
    return aiCreditsRoutes(deps);
  },
  exporters: [aiCreditsExporter],
};
