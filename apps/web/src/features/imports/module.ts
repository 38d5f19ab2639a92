import type { WebModule } from "../../lib/web-module.ts";
import { importPaths } from "./paths.ts";

export { importPaths };

// The import page sits under /settings (app/routes.tsx, beside the other settings pages) and
// is reached from the settings navigation, like AI credits and sharing: the sidebar keeps to
// the trackers and what is visited daily.
export const importsModule: WebModule = {
  name: "imports",
};
