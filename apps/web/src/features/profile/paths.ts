import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const profilePaths = {
  /** A public profile, by username or id. */
  profile: (identifier: string) => dashboardPath("profile", identifier),
  privacy: () => dashboardPath("profile", "privacy"),
  preview: {
    profile: (identifier: string) => previewPath("profile", identifier),
    privacy: () => previewPath("profile", "privacy"),
  },
};

export type ProfilePaths = typeof profilePaths.preview;

/** The paths of the area a page is in: the member pages, or the visitor's read-only preview. */
export function profilePathsFor(isPreview: boolean): ProfilePaths {
  return isPreview ? profilePaths.preview : profilePaths;
}

/** Where a community author's public profile is, or null when they keep it private. */
export function authorProfileIdentifier(author: {
  id: string | null;
  username: string | null;
  hasPublicProfile: boolean;
}): string | null {
  if (!author.hasPublicProfile || !author.id) return null;
  return author.username ?? author.id;
}
