import type { WebModule } from "../../lib/web-module.ts";
import { sharingPaths } from "./paths.ts";

export { sharingPaths };

// The shared page is public and outside every shell (app/routes.tsx), so the module has no
// entry of its own in the navigation.
export const sharingModule: WebModule = {
  name: "sharing",
};
