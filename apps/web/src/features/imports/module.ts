import { DownloadIcon } from "../../components/Icon/icons.tsx";
import type { WebModule } from "../../lib/web-module.ts";
import { importPaths } from "./paths.ts";

export { importPaths };

// The import page sits under /settings (app/routes.tsx, beside the other settings pages), in
// the settings navigation and in the sidebar's account section.
export const importsModule: WebModule = {
  name: "imports",
  nav: {
    labelKey: "imports:title",
    icon: DownloadIcon,
    section: "account",
    order: 980,
    member: importPaths.page(),
  },
};
