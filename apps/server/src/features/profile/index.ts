import type { ServerModule } from "../../modules/module.ts";
import { profileExporter } from "./profile.exporter.ts";
import { profileFhir } from "./profile.fhir.ts";
import { heightImporter } from "./profile.importer.ts";
import { PROFILE_PHOTO_CATEGORY } from "./profile.repository.ts";
import { profileRoutes } from "./profile.routes.ts";
import { createProfile } from "./profile.service.ts";
import { isPhotoUpload, PROFILE_PHOTO_PATH, photoCacheControl } from "./profile-photo.routes.ts";

/** The person's profile, its photo, and the session probe. */
export const profileModule: ServerModule = {
  name: "profile",
  routes: profileRoutes,
  exporters: [profileExporter],
  onUserCreated: createProfile,
  importer: heightImporter,
  fhir: profileFhir,
  fileCategories: [PROFILE_PHOTO_CATEGORY],
  middleware: [{ path: PROFILE_PHOTO_PATH, handler: photoCacheControl }],
  // The photo upload has its own, larger limit (profile-photo.routes.ts).
  hasOwnBodyLimit: isPhotoUpload,
};
