import {
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_VISIBILITIES,
  type Article,
  ArticleCategories,
  ArticleInput,
  ArticleMessage,
  type ArticlePatch,
  ArticleSeoInput,
  ArticleSlug,
  ArticleTags,
  excerptFrom,
  ImageUrl,
  normalizeTags,
} from "@vitalog/domain";
import { z } from "zod";
import { plainTextOf } from "./display.ts";

/**
 * The editor's form: the domain's own field rules (admin-back-office §5: title ≤ 200, excerpt
 * ≤ 300, slug ≤ 100, categories ≤ 3, tags ≤ 5 and lowercased), so the web and the server give the
 * same messages. The slug is empty until the server has made one.
 */
export const ArticleForm = z.object({
  title: ArticleInput.shape.title,
  content: ArticleInput.shape.content,
  excerpt: ArticleInput.shape.excerpt.unwrap().unwrap(),
  slug: z.literal("").or(ArticleSlug),
  categories: ArticleCategories,
  tags: ArticleTags,
  coverImage: ImageUrl.nullable(),
  visibility: z.enum(ARTICLE_VISIBILITIES),
  metaTitle: ArticleSeoInput.shape.metaTitle.unwrap().unwrap(),
  metaDescription: ArticleSeoInput.shape.metaDescription.unwrap().unwrap(),
});
export type ArticleFormInput = z.input<typeof ArticleForm>;
export type ArticleFormOutput = z.output<typeof ArticleForm>;

export const emptyArticleForm: ArticleFormInput = {
  title: "",
  content: "",
  excerpt: "",
  slug: "",
  categories: [],
  tags: [],
  coverImage: null,
  visibility: "public",
  metaTitle: "",
  metaDescription: "",
};

/**
 * The form's values for a saved article. Texts the server made itself show empty, so they keep
 * following the article: an excerpt that is the text's first words (the domain's `excerptFrom`),
 * SEO texts that repeat the title and the excerpt.
 */
export function formValuesOf(article: Article): ArticleFormInput {
  const generated = excerptFrom(plainTextOf(article.content));
  return {
    title: article.title,
    content: article.content,
    excerpt: article.excerpt === generated ? "" : article.excerpt,
    slug: article.slug,
    categories: article.categories,
    tags: article.tags,
    coverImage: article.coverImage,
    visibility: article.visibility,
    metaTitle: article.seo.metaTitle === article.title ? "" : article.seo.metaTitle,
    metaDescription:
      article.seo.metaDescription === article.excerpt ? "" : article.seo.metaDescription,
  };
}

/** What the server is sent for the form's values (an empty text clears its field). */
export function patchOf(values: ArticleFormOutput): ArticlePatch {
  return {
    title: values.title,
    content: values.content,
    excerpt: values.excerpt || null,
    ...(values.slug ? { slug: values.slug } : {}),
    categories: values.categories,
    tags: values.tags,
    coverImage: values.coverImage,
    visibility: values.visibility,
    seo: {
      metaTitle: values.metaTitle || null,
      metaDescription: values.metaDescription || null,
    },
  };
}

/**
 * Adds what was typed (several at once, separated by commas) to `tags`: lowercased and trimmed
 * as the server stores them, repeats left out, at most 5 in all and 40 characters each.
 */
export function addArticleTags(
  tags: readonly string[],
  typed: string,
): { tags: string[]; added: string[]; problem: string | null } {
  const typedTags = normalizeTags(typed.split(","));
  const tooLong = typedTags.filter((tag) => tag.length > ARTICLE_TAG_MAX);
  const fresh = typedTags.filter((tag) => tag.length <= ARTICLE_TAG_MAX && !tags.includes(tag));
  const room = Math.max(0, ARTICLE_TAGS_MAX - tags.length);
  const added = fresh.slice(0, room);
  const problem =
    fresh.length > room
      ? ArticleMessage.tagsTooMany
      : tooLong.length > 0
        ? ArticleMessage.tagInvalid
        : null;
  return { tags: [...tags, ...added], added, problem };
}
