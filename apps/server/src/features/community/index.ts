import { EDITOR_IMAGE_FOLDER } from "@vitalog/domain";
import { systemContext } from "../../context.ts";
import { createRouter } from "../../http/router.ts";
import type { ServerModule } from "../../modules/module.ts";
import { articleRoutes } from "./articles.routes.ts";
import { seedArticles } from "./articles.service.ts";
import { communityExporters } from "./community.exporter.ts";
import { communityAdminCounts, removeCommunityContent } from "./community.service.ts";
import {
  EDITOR_IMAGES_MIDDLEWARE_PATH,
  editorImageCacheControl,
  editorImageRoutes,
  isEditorImageUpload,
} from "./editor-images.routes.ts";
import { featureRequestRoutes } from "./feature-requests.routes.ts";
import { groupModerationRoutes } from "./group-moderation.routes.ts";
import { groupPostRoutes } from "./group-posts.routes.ts";
import { groupThreadRoutes } from "./group-threads.routes.ts";
import { groupRoutes } from "./groups.routes.ts";
import { seedGroups } from "./groups.service.ts";
import {
  PUBLIC_PHOTOS_MIDDLEWARE_PATH,
  publicPhotoCacheControl,
  publicProfileRoutes,
} from "./public-profiles.routes.ts";

/**
 * The community: articles people write and read (with comments, likes and editor images),
 * health groups with their discussions, feature requests with votes, and public profiles.
 */
export const communityModule: ServerModule = {
  name: "community",
  routes: (deps) => {
    const router = createRouter();
    router.route("/", articleRoutes(deps));
    router.route("/", editorImageRoutes(deps));
    // Groups in this order keep the OpenAPI document's path order (the web's generated types).
    router.route("/", groupRoutes(deps));
    router.route("/", groupModerationRoutes(deps));
    router.route("/", groupThreadRoutes(deps));
    router.route("/", groupPostRoutes(deps));
    router.route("/", featureRequestRoutes(deps));
    router.route("/", publicProfileRoutes(deps));
    return router;
  },
  exporters: communityExporters,
  adminCounts: communityAdminCounts,
  fileCategories: [EDITOR_IMAGE_FOLDER],
  middleware: [
    { path: EDITOR_IMAGES_MIDDLEWARE_PATH, handler: editorImageCacheControl },
    { path: PUBLIC_PHOTOS_MIDDLEWARE_PATH, handler: publicPhotoCacheControl },
  ],
  // The editor's image upload has its own, larger limit (editor-images.routes.ts).
  hasOwnBodyLimit: isEditorImageUpload,
  // Removes the person's community content and recounts what it fed (docs/decisions.md).
  onUserDeleted: removeCommunityContent,
  seed: async ({ db, log }) => {
    const ctx = systemContext(db, log);
    await seedArticles(ctx);
    await seedGroups(ctx);
  },
};
