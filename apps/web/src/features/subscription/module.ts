import type { WebModule } from "../../lib/web-module.ts";
import { subscriptionPaths } from "./paths.ts";

export { subscriptionPaths };

// The subscription pages sit under /settings (app/routes.tsx) and are reached from the settings
// navigation, so the module has no entry of its own.
export const subscriptionModule: WebModule = {
  name: "subscription",
};
