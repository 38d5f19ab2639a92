import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { jsonb, timestamps, userIdColumn } from "./columns.ts";

// The community: articles with their comments and likes, health groups with their threads and
// posts, feature requests with their votes, and each person's public-profile choices.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * An article (admin-back-office §3, "Draft post"): rich text sanitised when saved, a unique
 * slug, categories and lowercased tags. `user_id` null is the Vitalog team (seeded articles).
 */
export const articles = pgTable(
  "articles",
  {
    /** A UUID, or `draft_{userId}_{timestamp}` for a draft saved by the content adapter. */
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    /** The excerpt was made from the text (none given): it follows the text when it changes. */
    excerptGenerated: boolean("excerpt_generated").notNull().default(true),
    coverImage: text("cover_image"),
    categories: text("categories").array().notNull().default(sql`'{other}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    publishStatus: text("publish_status").notNull().default("draft"),
    visibility: text("visibility").notNull().default("public"),
    /** When it was first published; kept through unpublishing. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** SEO fields the author set; null follows the title and the excerpt. */
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    wordCount: integer("word_count").notNull().default(0),
    readingTime: integer("reading_time").notNull().default(1),
    viewCount: integer("view_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    /** Saved by the admin content adapter: any admin may edit it while it is a draft. */
    isAdapted: boolean("is_adapted").notNull().default(false),
    /**
     * The content adapter's record of an adapted draft (admin-back-office §3 "Draft post"
     * metadata, with its provenance: source URL, text hash, adaptedAt, model); null otherwise.
     */
    adaptation: jsonb("adaptation"),
    /** Seeded articles carry their seed key, so a restart does not write them twice. */
    seedKey: text("seed_key").unique(),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("articles_slug_idx").on(t.slug),
    index("articles_public_idx")
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishStatus} = 'published' AND ${t.visibility} = 'public'`),
    index("articles_user_updated_idx").on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index("articles_categories_idx").using("gin", t.categories),
    index("articles_tags_idx").using("gin", t.tags),
    index("articles_search_idx").using("gin", t.search),
    check("articles_publish_status", sql`${t.publishStatus} IN ('draft', 'published')`),
    check("articles_visibility", sql`${t.visibility} IN ('public', 'private')`),
    check("articles_title_length", sql`char_length(${t.title}) BETWEEN 1 AND 200`),
    check("articles_slug_length", sql`char_length(${t.slug}) BETWEEN 1 AND 100`),
    check("articles_excerpt_length", sql`char_length(${t.excerpt}) <= 300`),
    check("articles_categories_count", sql`cardinality(${t.categories}) BETWEEN 1 AND 3`),
    check("articles_tags_count", sql`cardinality(${t.tags}) <= 5`),
    check(
      "articles_counts",
      sql`${t.viewCount} >= 0 AND ${t.likeCount} >= 0 AND ${t.commentCount} >= 0`,
    ),
  ],
);

/** A comment on an article: plain text; `parent_id` makes it a reply (one level deep). */
export const articleComments = pgTable(
  "article_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: text("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    /** Null once its author deleted their account and it stays for the replies under it. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => articleComments.id, {
      onDelete: "cascade",
    }),
    content: text("content").notNull(),
    /** Its author deleted their account: its words are gone, other people's replies stay. */
    authorRemoved: boolean("author_removed").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("article_comments_article_idx")
      .on(t.articleId, t.createdAt, t.id)
      .where(sql`${t.parentId} IS NULL`),
    index("article_comments_parent_idx").on(t.parentId, t.createdAt, t.id),
    index("article_comments_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** One person's like of one article. */
export const articleLikes = pgTable(
  "article_likes",
  {
    articleId: text("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: userIdColumn(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId] }),
    index("article_likes_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * The readers who opened an article on a day, so a view counts once per reader per day. The
 * reader is a one-way hash of the day, the article and the person (or a visitor's address and
 * browser); rows older than yesterday are removed as new views come.
 */
export const articleViews = pgTable(
  "article_views",
  {
    articleId: text("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    readerKey: text("reader_key").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day, t.readerKey] })],
);

/** A health group: people join it to talk about its topic. Seeded groups have no creator. */
export const healthGroups = pgTable(
  "health_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    topic: text("topic").notNull(),
    coverImage: text("cover_image"),
    /** The person who started it (one of its moderators); null for the Vitalog team's. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    memberCount: integer("member_count").notNull().default(0),
    threadCount: integer("thread_count").notNull().default(0),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    seedKey: text("seed_key").unique(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("health_groups_name_idx").on(sql`lower(${t.name})`),
    index("health_groups_popular_idx").on(t.memberCount.desc(), t.id.desc()),
    index("health_groups_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("health_groups_created_by_idx").on(t.createdBy),
    check("health_groups_name_length", sql`char_length(${t.name}) BETWEEN 3 AND 80`),
    check("health_groups_counts", sql`${t.memberCount} >= 0 AND ${t.threadCount} >= 0`),
  ],
);

/** A person's membership of a group; `removed` when a moderator took them out. */
export const groupMembers = pgTable(
  "group_members",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => healthGroups.id, { onDelete: "cascade" }),
    userId: userIdColumn(),
    status: text("status").notNull().default("active"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("group_members_user_idx").on(t.userId, t.joinedAt.desc()),
    index("group_members_group_idx").on(t.groupId, t.status, t.joinedAt),
    check("group_members_status", sql`${t.status} IN ('active', 'removed')`),
  ],
);

/** A discussion in a group: its opening post is the first of its posts. */
export const groupThreads = pgTable(
  "group_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => healthGroups.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Its author deleted their account; the thread stays for the other members' replies. */
    authorRemoved: boolean("author_removed").notNull().default(false),
    isPinned: boolean("is_pinned").notNull().default(false),
    /** Posts after the opening one, replies included. */
    replyCount: integer("reply_count").notNull().default(0),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index("group_threads_group_idx").on(
      t.groupId,
      t.isPinned,
      t.lastActivityAt.desc(),
      t.id.desc(),
    ),
    index("group_threads_user_idx").on(t.userId, t.createdAt.desc()),
    check("group_threads_reply_count", sql`${t.replyCount} >= 0`),
  ],
);

/** A post in a thread (plain text); `parent_id` makes it a reply to a post (one level deep). */
export const groupPosts = pgTable(
  "group_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => groupThreads.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => healthGroups.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => groupPosts.id, {
      onDelete: "cascade",
    }),
    isOpening: boolean("is_opening").notNull().default(false),
    content: text("content").notNull(),
    /** Its author deleted their account: its words are gone, other people's replies stay. */
    authorRemoved: boolean("author_removed").notNull().default(false),
    /** Hidden by a moderator: only its author and the moderators still read it. */
    isHidden: boolean("is_hidden").notNull().default(false),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    likeCount: integer("like_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("group_posts_thread_idx")
      .on(t.threadId, t.createdAt, t.id)
      .where(sql`${t.parentId} IS NULL`),
    index("group_posts_parent_idx").on(t.parentId, t.createdAt, t.id),
    index("group_posts_user_idx").on(t.userId, t.createdAt.desc()),
    index("group_posts_group_idx").on(t.groupId),
    check("group_posts_like_count", sql`${t.likeCount} >= 0`),
  ],
);

export const groupPostLikes = pgTable(
  "group_post_likes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => groupPosts.id, { onDelete: "cascade" }),
    userId: userIdColumn(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("group_post_likes_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** A report of a post to the group's moderators, once per person and post. */
export const groupPostReports = pgTable(
  "group_post_reports",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => groupPosts.id, { onDelete: "cascade" }),
    userId: userIdColumn(),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("group_post_reports_user_idx").on(t.userId),
    check(
      "group_post_reports_reason",
      sql`${t.reason} IN ('spam', 'harassment', 'misinformation', 'off-topic', 'other')`,
    ),
  ],
);

/**
 * A feature request. `user_id` null: the account that asked is gone (the request stays, with
 * everyone's votes). `merged_into_id`: an admin merged it into that request.
 */
export const featureRequests = pgTable(
  "feature_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull().default("under_review"),
    voteCount: integer("vote_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    mergedIntoId: uuid("merged_into_id").references((): AnyPgColumn => featureRequests.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [
    index("feature_requests_votes_idx")
      .on(t.voteCount.desc(), t.id.desc())
      .where(sql`${t.mergedIntoId} IS NULL`),
    index("feature_requests_newest_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.mergedIntoId} IS NULL`),
    index("feature_requests_user_idx").on(t.userId, t.createdAt.desc()),
    check(
      "feature_requests_status",
      sql`${t.status} IN ('under_review', 'planned', 'in_progress', 'done', 'declined')`,
    ),
    check("feature_requests_counts", sql`${t.voteCount} >= 0 AND ${t.commentCount} >= 0`),
  ],
);

export const featureRequestVotes = pgTable(
  "feature_request_votes",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => featureRequests.id, { onDelete: "cascade" }),
    userId: userIdColumn(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.userId] }),
    index("feature_request_votes_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

export const featureRequestComments = pgTable(
  "feature_request_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => featureRequests.id, { onDelete: "cascade" }),
    userId: userIdColumn(),
    content: text("content").notNull(),
    ...timestamps,
  },
  (t) => [
    index("feature_request_comments_request_idx").on(t.requestId, t.createdAt, t.id),
    index("feature_request_comments_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * What a person makes public (end-user-app §2, profile/privacy); no row is the defaults (profile
 * and articles public, group activity not). The username is unique whatever its case.
 */
export const publicProfiles = pgTable(
  "public_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username"),
    bio: text("bio").notNull().default(""),
    isProfilePublic: boolean("is_profile_public").notNull().default(true),
    areArticlesPublic: boolean("are_articles_public").notNull().default(true),
    isGroupActivityPublic: boolean("is_group_activity_public").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("public_profiles_username_idx").on(sql`lower(${t.username})`),
    check("public_profiles_username", sql`${t.username} ~ '^[A-Za-z0-9_-]{3,30}$'`),
    check("public_profiles_bio_length", sql`char_length(${t.bio}) <= 300`),
  ],
);
