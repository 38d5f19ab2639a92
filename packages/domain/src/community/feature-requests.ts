import { z } from "zod";
import { requiredText } from "../kit/text.ts";
import { CommunityAuthor, PageQuery } from "./articles.ts";
import {
  COMMENT_MAX,
  COMMENT_PAGE_SIZE,
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_DESCRIPTION_MAX,
  FEATURE_REQUEST_PAGE_SIZE,
  FEATURE_REQUEST_SORTS,
  FEATURE_REQUEST_STATUSES,
  FEATURE_REQUEST_TITLE_MAX,
  FEATURE_REQUEST_TITLE_MIN,
  SEARCH_QUERY_MAX,
} from "./constants.ts";
import { ArticleMessage, FeatureRequestMessage } from "./messages.ts";

// Feature requests: people ask for features, vote once each and talk; admins set the status
// and merge duplicates.

const Category = z.enum(FEATURE_REQUEST_CATEGORIES, {
  error: FeatureRequestMessage.categoryInvalid,
});
const Status = z.enum(FEATURE_REQUEST_STATUSES, { error: FeatureRequestMessage.statusInvalid });

const requestFields = {
  title: requiredText(
    FeatureRequestMessage.titleRequired,
    FeatureRequestMessage.titleTooLong,
    FEATURE_REQUEST_TITLE_MAX,
    FEATURE_REQUEST_TITLE_MIN,
  ),
  description: requiredText(
    FeatureRequestMessage.descriptionRequired,
    FeatureRequestMessage.descriptionTooLong,
    FEATURE_REQUEST_DESCRIPTION_MAX,
  ),
  category: Category,
};

export const FeatureRequestInput = z.object(requestFields).strict();
export type FeatureRequestInput = z.infer<typeof FeatureRequestInput>;

export const FeatureRequestPatch = z.object(requestFields).partial().strict();
export type FeatureRequestPatch = z.infer<typeof FeatureRequestPatch>;

/** `PATCH /api/v1/feature-requests/{id}/status` (admins). */
export const FeatureRequestStatusInput = z.object({ status: Status }).strict();
export type FeatureRequestStatusInput = z.infer<typeof FeatureRequestStatusInput>;

/** `POST /api/v1/feature-requests/{id}/merge` (admins): this request joins `targetId`. */
export const FeatureRequestMergeInput = z
  .object({ targetId: z.uuid({ error: FeatureRequestMessage.notFound }) })
  .strict();
export type FeatureRequestMergeInput = z.infer<typeof FeatureRequestMergeInput>;

export const FeatureRequest = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: Category,
  status: Status,
  voteCount: z.number(),
  commentCount: z.number(),
  /** Null name and id: the account that asked is gone (anonymised). */
  author: CommunityAuthor,
  votedByMe: z.boolean(),
  /** Set when an admin merged this request into another: vote and talk there. */
  mergedInto: z.object({ id: z.string(), title: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type FeatureRequest = z.infer<typeof FeatureRequest>;

export const FeatureRequestListQuery = PageQuery(FEATURE_REQUEST_PAGE_SIZE).extend({
  sort: z.enum(FEATURE_REQUEST_SORTS).default("votes"),
  status: Status.optional(),
  category: Category.optional(),
  q: z.string().trim().max(SEARCH_QUERY_MAX, ArticleMessage.queryTooLong).optional(),
});
export type FeatureRequestListQuery = z.infer<typeof FeatureRequestListQuery>;

export const FeatureRequestPage = z.object({
  items: z.array(FeatureRequest),
  nextCursor: z.string().nullable(),
});
export type FeatureRequestPage = z.infer<typeof FeatureRequestPage>;

/** The vote toggle's answer. */
export const VoteState = z.object({ voted: z.boolean(), voteCount: z.number() });
export type VoteState = z.infer<typeof VoteState>;

export const FeatureRequestCommentInput = z
  .object({
    content: requiredText(
      ArticleMessage.commentRequired,
      ArticleMessage.commentTooLong,
      COMMENT_MAX,
    ),
  })
  .strict();
export type FeatureRequestCommentInput = z.infer<typeof FeatureRequestCommentInput>;

export const FeatureRequestComment = z.object({
  id: z.string(),
  requestId: z.string(),
  content: z.string(),
  author: CommunityAuthor,
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type FeatureRequestComment = z.infer<typeof FeatureRequestComment>;

export const FeatureRequestCommentListQuery = PageQuery(COMMENT_PAGE_SIZE);
export type FeatureRequestCommentListQuery = z.infer<typeof FeatureRequestCommentListQuery>;

export const FeatureRequestCommentPage = z.object({
  items: z.array(FeatureRequestComment),
  nextCursor: z.string().nullable(),
});
export type FeatureRequestCommentPage = z.infer<typeof FeatureRequestCommentPage>;
