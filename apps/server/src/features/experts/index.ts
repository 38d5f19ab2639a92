import type { ServerModule } from "../../modules/module.ts";
import {
  expertJourneysExporter,
  expertMessagesExporter,
  expertSessionsExporter,
  safetyPlanExporter,
} from "./expert-session.exporter.ts";
import { expertRoutes } from "./expert-session.routes.ts";

/**
 * Expert sessions: the psychologist, health coach and physician, their guided journeys, the
 * crisis card and the safety plan. A person's rows go with the account through the cascade.
 */
export const expertsModule: ServerModule = {
  name: "experts",
  routes: expertRoutes,
  exporters: [
    expertSessionsExporter,
    expertMessagesExporter,
    expertJourneysExporter,
    safetyPlanExporter,
  ],
};
