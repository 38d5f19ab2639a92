import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { LotusIcon } from "./components/icons.tsx";
import { meditationPaths } from "./paths.ts";

export { meditationPaths };

export const meditationModule: WebModule = {
  name: "meditation",
  nav: {
    labelKey: "meditation:title",
    icon: LotusIcon,
    section: "track",
    order: 30,
    member: meditationPaths.home(),
    preview: meditationPaths.preview.home(),
  },
  member: [
    { path: "meditation", lazy: lazyPage(() => import("./pages/MeditationPage.tsx")) },
    { path: "meditation/add", lazy: lazyPage(() => import("./pages/SessionFormPage.tsx")) },
    {
      path: "meditation/edit/:sessionId",
      lazy: lazyPage(() =>
        import("./pages/SessionFormPage.tsx").then((m) => ({ default: m.EditSessionPage })),
      ),
    },
  ],
  preview: [
    {
      path: "meditation",
      lazy: lazyPage(() => import("./pages/MeditationPage.tsx")),
    },
  ],
  adminCounts: [
    { key: "meditationSessions", labelKey: "meditation:adminCount", icon: LotusIcon, order: 130 },
  ],
};
