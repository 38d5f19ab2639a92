import type { WebModule } from "../../lib/web-module.ts";
import { aiCreditsPaths } from "./paths.ts";

export { aiCreditsPaths };

// The credits page sits under /settings (app/routes.tsx, beside the other settings pages) and
// is reached from the settings navigation, so the module has no entry of its own.
export const aiCreditsModule: WebModule = {
  name: "ai-credits",
};
