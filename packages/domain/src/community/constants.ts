// Community: articles, health groups, feature requests and public profiles. The article limits
// are admin-back-office §5 ("Draft post limits"); the others are Vitalog's own (docs/decisions.md).

/** Article categories (admin-back-office §5); an article without one is "other". */
export const ARTICLE_CATEGORIES = [
  "preventive-health",
  "weight-loss",
  "fasting",
  "reproductive-health",
  "mental-health",
  "other",
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
export const DEFAULT_ARTICLE_CATEGORY: ArticleCategory = "other";

export const ARTICLE_PUBLISH_STATUSES = ["draft", "published"] as const;
export type ArticlePublishStatus = (typeof ARTICLE_PUBLISH_STATUSES)[number];
export const ARTICLE_VISIBILITIES = ["public", "private"] as const;
export type ArticleVisibility = (typeof ARTICLE_VISIBILITIES)[number];

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 300;
export const ARTICLE_SLUG_MAX = 100;
export const ARTICLE_CATEGORIES_MAX = 3;
export const ARTICLE_TAGS_MAX = 5;
export const ARTICLE_TAG_MAX = 40;
/** Rich text as sent, before sanitising (the API's body limit is 1 MB). */
export const ARTICLE_CONTENT_MAX = 200_000;
export const ARTICLE_META_TITLE_MAX = 200;
export const ARTICLE_META_DESCRIPTION_MAX = 300;
export const IMAGE_URL_MAX = 500;
/** Reading speed behind the reading time: words ÷ 200, rounded up, at least 1 minute. */
export const WORDS_PER_MINUTE = 200;
/** An excerpt made from the text when the author gives none. */
export const GENERATED_EXCERPT_LENGTH = 200;
/** Related articles under an article. */
export const RELATED_ARTICLES = 3;
export const ARTICLE_PAGE_SIZE = 12;
export const ARTICLE_PAGE_MAX = 50;
export const SEARCH_QUERY_MAX = 100;

/** Comments, posts and replies are plain text (links are made clickable when shown). */
export const COMMENT_MAX = 2_000;
export const COMMENT_PAGE_SIZE = 20;

/** Health groups: topics a group is about. */
export const GROUP_TOPICS = [
  "sleep",
  "fasting",
  "weight-loss",
  "nutrition",
  "fitness",
  "mental-health",
  "reproductive-health",
  "chronic-conditions",
  "preventive-health",
  "other",
] as const;
export type GroupTopic = (typeof GROUP_TOPICS)[number];
export const GROUP_SORTS = ["popular", "newest"] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];
export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 1_000;
export const GROUP_PAGE_SIZE = 20;
export const THREAD_TITLE_MAX = 200;
export const POST_MAX = 5_000;
export const THREAD_PAGE_SIZE = 20;
export const POST_PAGE_SIZE = 30;
export const REPORT_REASONS = [
  "spam",
  "harassment",
  "misinformation",
  "off-topic",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 500;

/** Feature requests: where a request belongs, and where it stands (set by admins). */
export const FEATURE_REQUEST_CATEGORIES = [
  "tracking",
  "community",
  "courses",
  "insights",
  "integrations",
  "accessibility",
  "other",
] as const;
export type FeatureRequestCategory = (typeof FEATURE_REQUEST_CATEGORIES)[number];
export const FEATURE_REQUEST_STATUSES = [
  "under_review",
  "planned",
  "in_progress",
  "done",
  "declined",
] as const;
export type FeatureRequestStatus = (typeof FEATURE_REQUEST_STATUSES)[number];
export const FEATURE_REQUEST_SORTS = ["votes", "newest"] as const;
export type FeatureRequestSort = (typeof FEATURE_REQUEST_SORTS)[number];
export const FEATURE_REQUEST_TITLE_MIN = 3;
export const FEATURE_REQUEST_TITLE_MAX = 150;
export const FEATURE_REQUEST_DESCRIPTION_MAX = 2_000;
export const FEATURE_REQUEST_PAGE_SIZE = 20;

/** Public profiles: a username of letters, digits, `_` and `-`, 3 to 30 characters. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
/** Names a username may not take: they are paths of the profile pages or speak for Vitalog. */
export const RESERVED_USERNAMES = [
  "privacy",
  "settings",
  "edit",
  "new",
  "me",
  "admin",
  "administrator",
  "moderator",
  "support",
  "vitalog",
  "vitalog-team",
  "deleted",
] as const;
export const BIO_MAX = 300;
/** Public articles and groups a profile shows. */
export const PROFILE_ARTICLES = 20;
export const PROFILE_GROUPS = 20;

/** Whose name a seeded article or group carries: Vitalog's own editors, not an account. */
export const VITALOG_TEAM_NAME = "Vitalog team";
/** How a member who gave no name (email sign-up asks for none) is shown beside what they wrote. */
export const UNNAMED_MEMBER_NAME = "Vitalog member";
/** How content of an account that is gone is signed (anonymised feature requests). */
export const DELETED_ACCOUNT_NAME = "Deleted account";
/**
 * What stands in place of a thread's opening post, a post or a comment whose author deleted
 * their account while other people's replies hang on it (their replies stay).
 */
export const REMOVED_WITH_ACCOUNT_TEXT = "Removed when its author deleted their account";

/**
 * Per-person limits on writing, each a fixed window: posting (articles, groups, threads, feature
 * requests), commenting (comments, replies, posts), liking, voting, reporting and uploading.
 */
export const COMMUNITY_RATE_LIMITS = {
  post: { window: 600, max: 10 },
  comment: { window: 600, max: 30 },
  like: { window: 60, max: 60 },
  vote: { window: 60, max: 30 },
  report: { window: 3_600, max: 20 },
  upload: { window: 600, max: 30 },
} as const;
export type CommunityAction = keyof typeof COMMUNITY_RATE_LIMITS;

/** Editor images (learning-devices-commerce §5 and §7). */
export const EDITOR_IMAGE_FOLDER = "editor-images";
export const EDITOR_IMAGE_TYPES = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
} as const;
export type EditorImageFormat = keyof typeof EDITOR_IMAGE_TYPES;
/** Longest side an editor image is stored at; larger pictures are scaled down. */
export const EDITOR_IMAGE_MAX_SIDE = 2_000;
export const EDITOR_IMAGE_CACHE_CONTROL = "public, max-age=3600";
