import { z } from "zod";
import { requiredText } from "../kit/text.ts";
import { CommunityAuthor, ImageUrl, PageQuery } from "./articles.ts";
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  GROUP_PAGE_SIZE,
  GROUP_SORTS,
  GROUP_TOPICS,
  POST_MAX,
  POST_PAGE_SIZE,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  SEARCH_QUERY_MAX,
  THREAD_PAGE_SIZE,
  THREAD_TITLE_MAX,
} from "./constants.ts";
import { ArticleMessage, GroupMessage } from "./messages.ts";

// Health groups: people join a group about a topic and talk in threads of posts and replies.

const GroupTopic = z.enum(GROUP_TOPICS, { error: GroupMessage.topicInvalid });

const groupFields = {
  name: requiredText(
    GroupMessage.nameRequired,
    GroupMessage.nameTooLong,
    GROUP_NAME_MAX,
    GROUP_NAME_MIN,
  ),
  description: z
    .string({ error: GroupMessage.descriptionTooLong })
    .trim()
    .max(GROUP_DESCRIPTION_MAX, GroupMessage.descriptionTooLong),
  topic: GroupTopic,
  coverImage: ImageUrl.nullish(),
};

/** `POST /api/v1/groups`: its creator becomes its first member and one of its moderators. */
export const GroupInput = z
  .object({ ...groupFields, description: groupFields.description.default("") })
  .strict();
export type GroupInput = z.infer<typeof GroupInput>;

export const GroupPatch = z.object(groupFields).partial().strict();
export type GroupPatch = z.infer<typeof GroupPatch>;

export const Group = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  topic: GroupTopic,
  coverImage: z.string().nullable(),
  memberCount: z.number(),
  threadCount: z.number(),
  /** Who started it; the Vitalog team (`id` null) for the seeded groups. */
  createdBy: CommunityAuthor,
  createdAt: z.string(),
  lastActivityAt: z.string(),
  isMember: z.boolean(),
  /** The creator and admins moderate: pin threads, hide posts, remove members. */
  isModerator: z.boolean(),
});
export type Group = z.infer<typeof Group>;

export const GroupListQuery = PageQuery(GROUP_PAGE_SIZE).extend({
  topic: GroupTopic.optional(),
  q: z.string().trim().max(SEARCH_QUERY_MAX, ArticleMessage.queryTooLong).optional(),
  sort: z.enum(GROUP_SORTS).default("popular"),
});
export type GroupListQuery = z.infer<typeof GroupListQuery>;

export const GroupPage = z.object({ items: z.array(Group), nextCursor: z.string().nullable() });
export type GroupPage = z.infer<typeof GroupPage>;

/** `POST /api/v1/groups/{id}/join` and `/leave`. */
export const Membership = z.object({ isMember: z.boolean(), memberCount: z.number() });
export type Membership = z.infer<typeof Membership>;

export const GroupMember = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  photoUrl: z.string().nullable(),
  joinedAt: z.string(),
  /** The person who started the group (a moderator, with every admin). */
  isCreator: z.boolean(),
});
export type GroupMember = z.infer<typeof GroupMember>;
export const GroupMemberList = z.object({
  items: z.array(GroupMember),
  nextCursor: z.string().nullable(),
});
export type GroupMemberList = z.infer<typeof GroupMemberList>;
export const MemberListQuery = PageQuery(50, 100);
export type MemberListQuery = z.infer<typeof MemberListQuery>;

const postContent = requiredText(GroupMessage.postRequired, GroupMessage.postTooLong, POST_MAX);

/** `POST /api/v1/groups/{id}/threads`: a title and the opening post. */
export const ThreadInput = z
  .object({
    title: requiredText(
      GroupMessage.threadTitleRequired,
      GroupMessage.threadTitleTooLong,
      THREAD_TITLE_MAX,
    ),
    content: postContent,
  })
  .strict();
export type ThreadInput = z.infer<typeof ThreadInput>;

export const ThreadPatch = ThreadInput.partial().strict();
export type ThreadPatch = z.infer<typeof ThreadPatch>;

/** `POST /api/v1/threads/{id}/posts`: a post in the thread, or with `parentId` a reply to one. */
export const PostInput = z
  .object({
    content: postContent,
    parentId: z.uuid({ error: GroupMessage.postNotFound }).nullish(),
  })
  .strict();
export type PostInput = z.infer<typeof PostInput>;

export const PostPatch = z.object({ content: postContent }).strict();
export type PostPatch = z.infer<typeof PostPatch>;

export const ReportInput = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: GroupMessage.reportReasonInvalid }),
    details: z
      .string({ error: GroupMessage.reportDetailsTooLong })
      .trim()
      .max(REPORT_DETAILS_MAX, GroupMessage.reportDetailsTooLong)
      .nullish(),
  })
  .strict();
export type ReportInput = z.infer<typeof ReportInput>;

/** A reply to a post (replies go one level deep). */
export const PostReply = z.object({
  id: z.string(),
  threadId: z.string(),
  parentId: z.string().nullable(),
  /** Plain text; null when a moderator hid it and the viewer is neither its author nor one. */
  content: z.string().nullable(),
  isHidden: z.boolean(),
  isOpening: z.boolean(),
  author: CommunityAuthor,
  likeCount: z.number(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isEdited: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type PostReply = z.infer<typeof PostReply>;

export const Post = PostReply.extend({ replies: z.array(PostReply) });
export type Post = z.infer<typeof Post>;

export const Thread = z.object({
  id: z.string(),
  groupId: z.string(),
  title: z.string(),
  author: CommunityAuthor,
  isPinned: z.boolean(),
  /** Posts after the opening one, replies included. */
  replyCount: z.number(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canModerate: z.boolean(),
});
export type Thread = z.infer<typeof Thread>;

export const ThreadListQuery = PageQuery(THREAD_PAGE_SIZE);
export type ThreadListQuery = z.infer<typeof ThreadListQuery>;

/** A group's threads: pinned ones first (on the first page), then the latest active. */
export const ThreadPage = z.object({ items: z.array(Thread), nextCursor: z.string().nullable() });
export type ThreadPage = z.infer<typeof ThreadPage>;

export const PostListQuery = PageQuery(POST_PAGE_SIZE);
export type PostListQuery = z.infer<typeof PostListQuery>;

/** A thread's posts after the opening one, oldest first, each with its replies. */
export const PostPage = z.object({ items: z.array(Post), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof PostPage>;

/** `GET /api/v1/threads/{id}`: the thread, its group, its opening post and the first posts. */
export const ThreadDetail = Thread.extend({
  group: z.object({ id: z.string(), name: z.string(), isMember: z.boolean() }),
  openingPost: Post,
  posts: z.array(Post),
  nextCursor: z.string().nullable(),
});
export type ThreadDetail = z.infer<typeof ThreadDetail>;

/** A report of a post, as the group's moderators see it. */
export const PostReport = z.object({
  postId: z.string(),
  threadId: z.string(),
  threadTitle: z.string(),
  /** The post's text, hidden or not. */
  content: z.string(),
  isHidden: z.boolean(),
  reportCount: z.number(),
  reasons: z.array(z.enum(REPORT_REASONS)),
  details: z.array(z.string()),
  lastReportedAt: z.string(),
});
export type PostReport = z.infer<typeof PostReport>;
export const PostReportList = z.object({ items: z.array(PostReport) });
export type PostReportList = z.infer<typeof PostReportList>;

/** What the report call answers: the report is recorded once per person and post. */
export const ReportReceipt = z.object({ reported: z.boolean() });
export type ReportReceipt = z.infer<typeof ReportReceipt>;
