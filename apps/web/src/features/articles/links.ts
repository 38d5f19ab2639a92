import type { ArticleCategory } from "@vitalog/domain";
import { articlesPaths } from "./paths.ts";

/** Where the article pages link: the member pages, or their read-only preview twins. */
export function articleLinks(isPreview: boolean) {
  const index = isPreview ? articlesPaths.preview.index() : articlesPaths.index();
  return {
    index: (filter: { category?: ArticleCategory; tag?: string } = {}) => {
      const params = new URLSearchParams();
      if (filter.category) params.set("category", filter.category);
      if (filter.tag) params.set("tag", filter.tag);
      const query = params.toString();
      return query ? `${index}?${query}` : index;
    },
    article: (slug: string) =>
      isPreview ? articlesPaths.preview.article(slug) : articlesPaths.article(slug),
  };
}
