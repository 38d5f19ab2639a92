import type {
  Article,
  ArticleCard,
  ArticleComment,
  ArticleView,
  CommunityAuthor,
} from "@vitalog/domain";

export const AUTHOR: CommunityAuthor = {
  id: "00000000-0000-4000-8000-0000000000a1",
  name: "Ada Lovelace",
  username: "ada",
  photoUrl: null,
  hasPublicProfile: true,
};

export function makeCard(id: string, overrides: Partial<ArticleCard> = {}): ArticleCard {
  return {
    id,
    slug: `article-${id}`,
    title: `Article ${id}`,
    excerpt: `About ${id}.`,
    coverImage: null,
    categories: ["fasting"],
    tags: ["sleep"],
    readingTime: 3,
    wordCount: 520,
    publishedAt: "2026-11-20T08:00:00.000Z",
    author: AUTHOR,
    likeCount: 2,
    commentCount: 1,
    viewCount: 40,
    ...overrides,
  };
}

export function makeArticle(overrides: Partial<Article> = {}): Article {
  const card = makeCard("a1", overrides);
  return {
    ...card,
    content: "<p>Light sets the clock.</p>",
    visibility: "public",
    publishStatus: "published",
    isDraft: false,
    isAdapted: false,
    adaptedFrom: null,
    seo: { metaTitle: card.title, metaDescription: card.excerpt, focusKeyword: "sleep" },
    createdAt: "2026-11-19T08:00:00.000Z",
    updatedAt: "2026-11-20T08:00:00.000Z",
    likedByMe: false,
    canEdit: false,
    canDelete: false,
    ...overrides,
  };
}

export function makeView(overrides: Partial<ArticleView> = {}): ArticleView {
  return { ...makeArticle(overrides), related: [], ...overrides };
}

export function makeComment(id: string, overrides: Partial<ArticleComment> = {}): ArticleComment {
  return {
    id,
    articleId: "a1",
    parentId: null,
    content: `Comment ${id}`,
    author: {
      ...AUTHOR,
      id: "00000000-0000-4000-8000-0000000000b2",
      name: "Grace",
      username: null,
    },
    createdAt: "2026-11-21T09:30:00.000Z",
    updatedAt: "2026-11-21T09:30:00.000Z",
    isEdited: false,
    canEdit: false,
    canDelete: false,
    replies: [],
    ...overrides,
  };
}
