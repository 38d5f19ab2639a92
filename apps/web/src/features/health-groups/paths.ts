import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const healthGroupsPaths = {
  list: () => dashboardPath("health-groups"),
  group: (groupId: string) => dashboardPath("health-groups", groupId),
  thread: (groupId: string, threadId: string) =>
    dashboardPath("health-groups", groupId, "threads", threadId),
  preview: {
    list: () => previewPath("health-groups"),
    group: (groupId: string) => previewPath("health-groups", groupId),
    thread: (groupId: string, threadId: string) =>
      previewPath("health-groups", groupId, "threads", threadId),
  },
};

export type GroupPaths = typeof healthGroupsPaths.preview;

/** The paths of the area a page is in: the member pages, or the visitor's read-only preview. */
export function groupPathsFor(isPreview: boolean): GroupPaths {
  return isPreview ? healthGroupsPaths.preview : healthGroupsPaths;
}
