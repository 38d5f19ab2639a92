import { lazyPage, SERVER_RENDERED, type WebModule } from "../../lib/web-module.ts";
import { profilePaths } from "./paths.ts";

export { profilePaths };

// Public profiles (end-user-app §2: `profile/privacy`, `profile/{identifier}`, public allowed).
// Profile completion lives in this folder too, on its own top-level route.
export const profileModule: WebModule = {
  name: "profile",
  member: [
    { path: "profile/privacy", lazy: lazyPage(() => import("./pages/PrivacyPage.tsx")) },
    { path: "profile/:identifier", lazy: lazyPage(() => import("./pages/PublicProfilePage.tsx")) },
  ],
  preview: [
    {
      path: "profile/privacy",
      lazy: lazyPage(() => import("./pages/PrivacyPage.tsx")),
    },
    {
      path: "profile/:identifier",
      lazy: lazyPage(() => import("./pages/PublicProfilePage.tsx")),
      handle: SERVER_RENDERED,
    },
  ],
  // Visitors read public profiles; the privacy page asks them to sign in.
  visitorsSeePreview: true,
  previewIsPublicContent: true,
};
