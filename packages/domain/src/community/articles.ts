import { z } from "zod";
import { RICH_TEXT_URL } from "../kit/rich-text.ts";
import { requiredText } from "../kit/text.ts";
import { pageCursor } from "../kit/time-series.ts";
import { normalizeTags, SLUG_PATTERN } from "./article-text.ts";
import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORIES_MAX,
  ARTICLE_CONTENT_MAX,
  ARTICLE_EXCERPT_MAX,
  ARTICLE_META_DESCRIPTION_MAX,
  ARTICLE_META_TITLE_MAX,
  ARTICLE_PAGE_MAX,
  ARTICLE_PAGE_SIZE,
  ARTICLE_PUBLISH_STATUSES,
  ARTICLE_SLUG_MAX,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_VISIBILITIES,
  COMMENT_MAX,
  COMMENT_PAGE_SIZE,
  DEFAULT_ARTICLE_CATEGORY,
  IMAGE_URL_MAX,
  SEARCH_QUERY_MAX,
} from "./constants.ts";
import { ArticleMessage } from "./messages.ts";

// Articles people write and read (end-user-app §2; admin-back-office §3 and §5, "Draft post").

/** A picture's address: an image uploaded through the editor, or an http(s) address. */
export const ImageUrl = z
  .string({ error: ArticleMessage.imageUrlInvalid })
  .trim()
  .max(IMAGE_URL_MAX, ArticleMessage.imageUrlInvalid)
  .refine((url) => RICH_TEXT_URL.test(url), ArticleMessage.imageUrlInvalid)
  .meta({ pattern: "^(https://[^\\s/]|/api/v1/)" });

/** Categories: 1 to 3 of the six, repeats dropped; none given is "other". */
export const ArticleCategories = z
  .array(z.enum(ARTICLE_CATEGORIES, { error: ArticleMessage.categoriesInvalid }), {
    error: ArticleMessage.categoriesInvalid,
  })
  .max(20, ArticleMessage.categoriesTooMany)
  .transform((categories) => [...new Set(categories)])
  .refine((categories) => categories.length <= ARTICLE_CATEGORIES_MAX, {
    message: ArticleMessage.categoriesTooMany,
  })
  .transform((categories) => (categories.length > 0 ? categories : [DEFAULT_ARTICLE_CATEGORY]));

/** Tags: at most 5, each at most 40 characters, stored lowercased (admin-back-office §5). */
export const ArticleTags = z
  .array(z.string({ error: ArticleMessage.tagInvalid }).meta({ maxLength: ARTICLE_TAG_MAX }), {
    error: ArticleMessage.tagInvalid,
  })
  .max(50, ArticleMessage.tagsTooMany)
  .meta({ maxItems: ARTICLE_TAGS_MAX })
  .transform(normalizeTags)
  .refine((tags) => tags.length <= ARTICLE_TAGS_MAX, { message: ArticleMessage.tagsTooMany })
  .refine((tags) => tags.every((tag) => tag.length <= ARTICLE_TAG_MAX), {
    message: ArticleMessage.tagInvalid,
  });

export const ArticleSlug = z
  .string({ error: ArticleMessage.slugInvalid })
  .trim()
  .toLowerCase()
  .max(ARTICLE_SLUG_MAX, ArticleMessage.slugInvalid)
  .regex(SLUG_PATTERN, ArticleMessage.slugInvalid);

/** SEO fields the author may set; left out, they come from the title and the excerpt. */
export const ArticleSeoInput = z
  .object({
    metaTitle: z
      .string({ error: ArticleMessage.metaTitleTooLong })
      .trim()
      .max(ARTICLE_META_TITLE_MAX, ArticleMessage.metaTitleTooLong)
      .nullish(),
    metaDescription: z
      .string({ error: ArticleMessage.metaDescriptionTooLong })
      .trim()
      .max(ARTICLE_META_DESCRIPTION_MAX, ArticleMessage.metaDescriptionTooLong)
      .nullish(),
  })
  .strict();
export type ArticleSeoInput = z.infer<typeof ArticleSeoInput>;

const ArticleVisibility = z.enum(ARTICLE_VISIBILITIES, {
  error: ArticleMessage.visibilityInvalid,
});
const ArticlePublishStatus = z.enum(ARTICLE_PUBLISH_STATUSES, {
  error: ArticleMessage.publishStatusInvalid,
});

const articleFields = {
  title: requiredText(ArticleMessage.titleRequired, ArticleMessage.titleTooLong, ARTICLE_TITLE_MAX),
  /** Rich text (HTML); sanitised on the server when saved. */
  content: z
    .string({ error: ArticleMessage.contentTooLong })
    .max(ARTICLE_CONTENT_MAX, ArticleMessage.contentTooLong),
  /** Empty or left out: made from the first words of the text. */
  excerpt: z
    .string({ error: ArticleMessage.excerptTooLong })
    .trim()
    .max(ARTICLE_EXCERPT_MAX, ArticleMessage.excerptTooLong)
    .nullish(),
  /** Left out on create: made from the title, unique (`-2`, `-3`… when taken). */
  slug: ArticleSlug,
  categories: ArticleCategories,
  tags: ArticleTags,
  coverImage: ImageUrl.nullish(),
  visibility: ArticleVisibility,
  publishStatus: ArticlePublishStatus,
  seo: ArticleSeoInput,
};

/** `POST /api/v1/articles`: a draft unless `publishStatus` says published; public by default. */
export const ArticleInput = z
  .object({
    ...articleFields,
    slug: articleFields.slug.optional(),
    categories: articleFields.categories.optional(),
    tags: articleFields.tags.optional(),
    visibility: ArticleVisibility.default("public"),
    publishStatus: ArticlePublishStatus.default("draft"),
    seo: ArticleSeoInput.optional(),
  })
  .strict();
export type ArticleInput = z.infer<typeof ArticleInput>;

/** `PATCH /api/v1/articles/{id}`: any field; publishing, unpublishing and autosave alike. */
export const ArticlePatch = z.object(articleFields).partial().strict();
export type ArticlePatch = z.infer<typeof ArticlePatch>;

/** Who wrote something: a person, or the Vitalog team (`id` null) for seeded content. */
export const CommunityAuthor = z.object({
  id: z.string().nullable(),
  name: z.string(),
  /** Set when the person's profile is public: their profile page's identifier. */
  username: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** Whether their public profile may be opened. */
  hasPublicProfile: z.boolean(),
});
export type CommunityAuthor = z.infer<typeof CommunityAuthor>;

export const ArticleSeo = z.object({
  metaTitle: z.string(),
  metaDescription: z.string(),
  /** The first tag (admin-back-office §3). */
  focusKeyword: z.string().nullable(),
});
export type ArticleSeo = z.infer<typeof ArticleSeo>;

/** An article as a list shows it: no content. */
export const ArticleCard = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImage: z.string().nullable(),
  categories: z.array(z.enum(ARTICLE_CATEGORIES)),
  tags: z.array(z.string()),
  /** Minutes. */
  readingTime: z.number(),
  wordCount: z.number(),
  /** When it was first published; null for a draft never published. */
  publishedAt: z.string().nullable(),
  author: CommunityAuthor,
  likeCount: z.number(),
  commentCount: z.number(),
  viewCount: z.number(),
});
export type ArticleCard = z.infer<typeof ArticleCard>;

/** An article in full, with what the viewer may do with it. */
export const Article = ArticleCard.extend({
  /** Sanitised HTML. */
  content: z.string(),
  visibility: ArticleVisibility,
  publishStatus: ArticlePublishStatus,
  isDraft: z.boolean(),
  /** Saved by the admin content adapter: any admin may edit it while it is a draft. */
  isAdapted: z.boolean(),
  /**
   * Where an adapted article came from (the page, a SHA-256 of its extracted text, when and by
   * which model): given to those who may edit it, null for everyone else and for other articles.
   */
  adaptedFrom: z
    .object({
      sourceUrl: z.string(),
      textSha256: z.string(),
      adaptedAt: z.string(),
      model: z.string().nullable(),
    })
    .nullable(),
  seo: ArticleSeo,
  createdAt: z.string(),
  updatedAt: z.string(),
  likedByMe: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Article = z.infer<typeof Article>;

/** The article page (`by-slug`): the article and a few related ones. */
export const ArticleView = Article.extend({ related: z.array(ArticleCard) });
export type ArticleView = z.infer<typeof ArticleView>;

/** `GET /api/v1/articles`: published public articles, newest first. */
export const ArticleListQuery = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX, ArticleMessage.queryTooLong).optional(),
  category: z.enum(ARTICLE_CATEGORIES, { error: ArticleMessage.categoriesInvalid }).optional(),
  tag: z.string().trim().toLowerCase().max(ARTICLE_TAG_MAX, ArticleMessage.tagInvalid).optional(),
  cursor: pageCursor(ArticleMessage.cursorInvalid),
  limit: z.coerce.number().int().min(1).max(ARTICLE_PAGE_MAX).default(ARTICLE_PAGE_SIZE),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuery>;

export const ArticlePage = z.object({
  items: z.array(ArticleCard),
  nextCursor: z.string().nullable(),
});
export type ArticlePage = z.infer<typeof ArticlePage>;

/** `GET /api/v1/me/articles`: the person's own drafts and published articles, last edited first. */
export const MyArticleListQuery = z.object({
  status: ArticlePublishStatus.optional(),
  cursor: pageCursor(ArticleMessage.cursorInvalid),
  limit: z.coerce.number().int().min(1).max(ARTICLE_PAGE_MAX).default(ARTICLE_PAGE_SIZE),
});
export type MyArticleListQuery = z.infer<typeof MyArticleListQuery>;

export const MyArticleCard = ArticleCard.extend({
  visibility: ArticleVisibility,
  publishStatus: ArticlePublishStatus,
  isDraft: z.boolean(),
  updatedAt: z.string(),
});
export type MyArticleCard = z.infer<typeof MyArticleCard>;

export const MyArticlePage = z.object({
  items: z.array(MyArticleCard),
  nextCursor: z.string().nullable(),
});
export type MyArticlePage = z.infer<typeof MyArticlePage>;

/** A like, as the like and unlike calls answer it. */
export const LikeState = z.object({ liked: z.boolean(), likeCount: z.number() });
export type LikeState = z.infer<typeof LikeState>;

/** `POST /api/v1/articles/{id}/comments`: plain text; `parentId` makes it a reply. */
export const CommentInput = z
  .object({
    content: requiredText(
      ArticleMessage.commentRequired,
      ArticleMessage.commentTooLong,
      COMMENT_MAX,
    ),
    parentId: z.uuid({ error: ArticleMessage.parentNotFound }).nullish(),
  })
  .strict();
export type CommentInput = z.infer<typeof CommentInput>;

export const CommentPatch = z
  .object({
    content: requiredText(
      ArticleMessage.commentRequired,
      ArticleMessage.commentTooLong,
      COMMENT_MAX,
    ),
  })
  .strict();
export type CommentPatch = z.infer<typeof CommentPatch>;

/** A reply to a comment (replies go one level deep). */
export const CommentReply = z.object({
  id: z.string(),
  articleId: z.string(),
  parentId: z.string().nullable(),
  /** Plain text. */
  content: z.string(),
  author: CommunityAuthor,
  createdAt: z.string(),
  updatedAt: z.string(),
  isEdited: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type CommentReply = z.infer<typeof CommentReply>;

export const ArticleComment = CommentReply.extend({ replies: z.array(CommentReply) });
export type ArticleComment = z.infer<typeof ArticleComment>;

export const PageQuery = (defaultLimit: number, maxLimit = 50) =>
  z.object({
    cursor: pageCursor(),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

/** `GET /api/v1/articles/{id}/comments`: oldest first, each with its replies. */
export const CommentListQuery = PageQuery(COMMENT_PAGE_SIZE);
export type CommentListQuery = z.infer<typeof CommentListQuery>;

export const CommentPage = z.object({
  items: z.array(ArticleComment),
  nextCursor: z.string().nullable(),
  /** Every comment and reply the article has. */
  commentCount: z.number(),
});
export type CommentPage = z.infer<typeof CommentPage>;

/** `POST /api/v1/editor-images`: where the uploaded picture is served. */
export const EditorImage = z.object({
  url: z.string(),
  /** `editor-images/{userId}/{timestamp-random.ext}` (learning-devices-commerce §7). */
  path: z.string(),
  contentType: z.string(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
});
export type EditorImage = z.infer<typeof EditorImage>;
