import { SettingsIcon } from "../../components/Icon/icons.tsx";
import type { WebModule } from "../../lib/web-module.ts";
import { settingsPaths } from "./paths.ts";

export { settingsPaths };

// Settings keeps its routes in app/routes.tsx: they mix member and public pages under /settings.
export const settingsModule: WebModule = {
  name: "settings",
  nav: {
    labelKey: "common:nav.settings",
    icon: SettingsIcon,
    section: "account",
    order: 1000,
    member: settingsPaths.home(),
  },
};
