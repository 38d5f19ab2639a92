import { jsonExporter } from "../../data-export/exporters.ts";
import type { ServerModule } from "../../modules/module.ts";
import {
  findFastingSettings,
  insertDefaultFastingSettings,
} from "./fasting-settings.repository.ts";

/** Fasting: for now the settings every account starts with. */
export const fastingModule: ServerModule = {
  name: "fasting",
  exporters: [jsonExporter("fasting-settings", findFastingSettings)],
  onUserCreated: (ctx, userId) => insertDefaultFastingSettings(ctx.db, userId),
};
