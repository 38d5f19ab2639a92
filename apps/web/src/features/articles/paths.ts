import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const articlesPaths = {
  index: () => dashboardPath("articles"),
  article: (slug: string) => dashboardPath("articles", "posts", slug),
  /** The spec's old address of an article: it redirects to `article(slug)`. */
  byId: (id: string) => dashboardPath("articles", "post", id),
  create: () => dashboardPath("articles", "new"),
  edit: (id: string) => dashboardPath("articles", "edit", id),
  mine: () => dashboardPath("articles", "mine"),
  preview: {
    index: () => previewPath("articles"),
    article: (slug: string) => previewPath("articles", "posts", slug),
  },
};
