import { jsonExporter, rowsExporter } from "../../data-export/exporters.ts";
import {
  listArticleCommentsForExport,
  listArticleLikesForExport,
  listArticlesForExport,
} from "./articles.repository.ts";
import {
  listFeatureRequestsForExport,
  listRequestCommentsForExport,
  listVotesForExport,
} from "./feature-requests.repository.ts";
import { listReportsForExport } from "./group-moderation.repository.ts";
import { listPostLikesForExport, listPostsForExport } from "./group-posts.repository.ts";
import { listThreadsForExport } from "./group-threads.repository.ts";
import { listMembershipsForExport } from "./groups.repository.ts";
import { findPublicProfileRow } from "./public-profiles.repository.ts";

/** The person's articles, drafts included, with their text. */
export const articlesExporter = rowsExporter(
  "articles",
  [
    "id",
    "slug",
    "title",
    "excerpt",
    "content",
    "categories",
    "tags",
    "coverImage",
    "publishStatus",
    "visibility",
    "publishedAt",
    "metaTitle",
    "metaDescription",
    "wordCount",
    "readingTime",
    "viewCount",
    "likeCount",
    "commentCount",
    "createdAt",
    "updatedAt",
  ],
  async (db, userId) =>
    (await listArticlesForExport(db, userId)).map((row) => ({
      ...row,
      categories: row.categories.join(";"),
      tags: row.tags.join(";"),
    })),
);

export const articleCommentsExporter = rowsExporter(
  "article-comments",
  ["id", "articleId", "parentId", "content", "createdAt", "updatedAt"],
  listArticleCommentsForExport,
);

export const groupThreadsExporter = rowsExporter(
  "group-threads",
  ["id", "groupId", "title", "isPinned", "replyCount", "createdAt", "updatedAt"],
  listThreadsForExport,
);

export const groupPostsExporter = rowsExporter(
  "group-posts",
  [
    "id",
    "threadId",
    "groupId",
    "parentId",
    "isOpening",
    "content",
    "isHidden",
    "likeCount",
    "createdAt",
    "updatedAt",
  ],
  listPostsForExport,
);

export const featureRequestsExporter = rowsExporter(
  "feature-requests",
  [
    "id",
    "title",
    "description",
    "category",
    "status",
    "voteCount",
    "mergedIntoId",
    "createdAt",
    "updatedAt",
  ],
  listFeatureRequestsForExport,
);

export const featureRequestCommentsExporter = rowsExporter(
  "feature-request-comments",
  ["id", "requestId", "content", "createdAt", "updatedAt"],
  listRequestCommentsForExport,
);

/** What else the person did in the community: choices, likes, memberships, reports, votes. */
export const communityActivityExporter = jsonExporter("community", async (db, userId) => {
  const profile = await findPublicProfileRow(db, userId);
  return {
    publicProfile: profile
      ? {
          username: profile.username,
          bio: profile.bio,
          isProfilePublic: profile.isProfilePublic,
          areArticlesPublic: profile.areArticlesPublic,
          isGroupActivityPublic: profile.isGroupActivityPublic,
          updatedAt: profile.updatedAt,
        }
      : null,
    articleLikes: await listArticleLikesForExport(db, userId),
    groupMemberships: await listMembershipsForExport(db, userId),
    postLikes: await listPostLikesForExport(db, userId),
    postReports: await listReportsForExport(db, userId),
    featureRequestVotes: await listVotesForExport(db, userId),
  };
});

export const communityExporters = [
  articlesExporter,
  articleCommentsExporter,
  groupThreadsExporter,
  groupPostsExporter,
  featureRequestsExporter,
  featureRequestCommentsExporter,
  communityActivityExporter,
];
