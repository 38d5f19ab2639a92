import { ChatIcon, UsersIcon } from "../../components/Icon/icons.tsx";
import { lazyPage, SERVER_RENDERED, type WebModule } from "../../lib/web-module.ts";
import { healthGroupsPaths } from "./paths.ts";

export { healthGroupsPaths };

export const healthGroupsModule: WebModule = {
  name: "health-groups",
  nav: {
    labelKey: "health-groups:nav",
    icon: UsersIcon,
    section: "community",
    order: 100,
    member: healthGroupsPaths.list(),
    preview: healthGroupsPaths.preview.list(),
  },
  adminCounts: [
    {
      key: "healthGroups",
      labelKey: "health-groups:adminCountGroups",
      icon: UsersIcon,
      order: 210,
    },
    {
      key: "groupThreads",
      labelKey: "health-groups:adminCountThreads",
      icon: ChatIcon,
      order: 211,
    },
  ],
  member: [
    { path: "health-groups", lazy: lazyPage(() => import("./pages/GroupsPage.tsx")) },
    { path: "health-groups/:groupId", lazy: lazyPage(() => import("./pages/GroupPage.tsx")) },
    {
      path: "health-groups/:groupId/threads/:threadId",
      lazy: lazyPage(() => import("./pages/ThreadPage.tsx")),
    },
  ],
  preview: [
    {
      path: "health-groups",
      lazy: lazyPage(() => import("./pages/GroupsPage.tsx")),
      handle: SERVER_RENDERED,
    },
    {
      path: "health-groups/:groupId",
      lazy: lazyPage(() => import("./pages/GroupPage.tsx")),
      handle: SERVER_RENDERED,
    },
    {
      path: "health-groups/:groupId/threads/:threadId",
      lazy: lazyPage(() => import("./pages/ThreadPage.tsx")),
      handle: SERVER_RENDERED,
    },
  ],
  // Visitors read the groups and their discussions; every action asks them to sign in.
  visitorsSeePreview: true,
  previewIsPublicContent: true,
};
