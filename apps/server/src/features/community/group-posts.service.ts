import {
  GroupMessage,
  type LikeState,
  type Post,
  type PostInput,
  type PostListQuery,
  type PostPage,
  type PostReply,
  type ReportInput,
  type ReportReceipt,
} from "@vitalog/domain";
import {
  type RequestContext,
  type Viewer,
  type ViewerContext,
  withTransaction,
} from "../../context.ts";
import { AppError } from "../../errors.ts";
import { readTimeCursor } from "../../kit/keyset.ts";
import { sanitizePlainText } from "../../kit/rich-text.ts";
import { toPage } from "../../kit/time-series.service.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import {
  countAction,
  isOwn,
  iso,
  recordModeration,
  requiredPlainText,
  requireId,
  toGroupAuthor,
} from "./community.service.ts";
import { upsertPostReport } from "./group-moderation.repository.ts";
import {
  deletePostLike,
  deletePostRow,
  findPostRow,
  insertPostLike,
  insertPostRow,
  listReplyPostRows,
  listTopPostRows,
  type PostRow,
  updatePostRow,
} from "./group-posts.repository.ts";
import type { ThreadRow } from "./group-threads.repository.ts";
import type { GroupRow } from "./groups.repository.ts";
import { assertParticipant, groupOr404, isModerator, threadOr404 } from "./groups.service.ts";

export function toPostReply(row: PostRow, group: GroupRow, viewer: Viewer | undefined): PostReply {
  const own = isOwn(row, viewer);
  const moderator = isModerator(group, viewer);
  return {
    id: row.id,
    threadId: row.threadId,
    parentId: row.parentId,
    content: row.isHidden && !own && !moderator ? null : row.content,
    isHidden: row.isHidden,
    isOpening: row.isOpening,
    author: toGroupAuthor(row, viewer),
    likeCount: row.likeCount,
    likedByMe: Boolean(row.likedByMe),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    isEdited: row.updatedAt.getTime() > row.createdAt.getTime(),
    canEdit: own,
    canDelete: !row.isOpening && (own || moderator),
  };
}

/** Posts as the API gives them: each with its replies, oldest first. */
export async function withReplies(
  ctx: RequestContext,
  rows: PostRow[],
  group: GroupRow,
): Promise<Post[]> {
  const replies = await listReplyPostRows(
    ctx.db,
    rows.map((r) => r.id),
    ctx.viewer?.id ?? null,
  );
  return rows.map((row) => ({
    ...toPostReply(row, group, ctx.viewer),
    replies: replies
      .filter((reply) => reply.parentId === row.id)
      .map((reply) => toPostReply(reply, group, ctx.viewer)),
  }));
}

/** A page of a thread's posts after the opening one, oldest first, each with its replies. */
export async function postPage(
  ctx: RequestContext,
  thread: ThreadRow,
  group: GroupRow,
  query: PostListQuery | { limit: number; cursor?: string },
): Promise<PostPage> {
  const after = readTimeCursor(query.cursor, ctx.now(), GroupMessage.cursorInvalid);
  const rows = await listTopPostRows(
    ctx.db,
    thread.id,
    { ...(after ? { after } : {}), limit: query.limit + 1 },
    ctx.viewer?.id ?? null,
  );
  const page = toPage(
    rows,
    query.limit,
    (row) => ({ at: row.createdAt, id: row.id }),
    (row) => row,
  );
  return { items: await withReplies(ctx, page.items, group), nextCursor: page.nextCursor };
}

export async function listPosts(
  ctx: RequestContext,
  threadId: string,
  query: PostListQuery,
): Promise<PostPage> {
  const { thread, group } = await threadOr404(ctx, threadId);
  return postPage(ctx, thread, group, query);
}

/**
 * `POST /threads/{id}/posts`: a member posts in the thread; with `parentId` it is a reply. A
 * reply to a reply joins the post it answers, and one to the opening post is a post of its own.
 */
export async function createPost(
  ctx: ViewerContext,
  limiter: RateLimiter,
  threadId: string,
  input: PostInput,
): Promise<Post> {
  const userId = ctx.viewer.id;
  const { thread, group } = await threadOr404(ctx, threadId);
  await assertParticipant(ctx, group);
  const content = requiredPlainText(input.content, "content", GroupMessage.postRequired);
  let parentId: string | null = null;
  if (input.parentId) {
    const parent = await findPostRow(ctx.db, input.parentId.toLowerCase(), null);
    if (!parent || parent.threadId !== thread.id) {
      throw AppError.invalid("parentId", GroupMessage.postNotFound);
    }
    parentId = parent.isOpening ? null : (parent.parentId ?? parent.id);
  }
  await countAction(limiter, userId, "comment");
  const id = await withTransaction(ctx, (tx) =>
    insertPostRow(tx.db, {
      threadId: thread.id,
      groupId: group.id,
      userId,
      parentId,
      content,
      at: ctx.now(),
    }),
  );
  const row = await findPostRow(ctx.db, id, userId);
  if (!row) throw new AppError("NOT_FOUND", GroupMessage.postNotFound);
  return { ...toPostReply(row, group, ctx.viewer), replies: [] };
}

/** A post with its group, if the id names one; "Post not found" otherwise. */
export async function postOr404(ctx: RequestContext, id: string) {
  const post = await findPostRow(
    ctx.db,
    requireId(id, GroupMessage.postNotFound),
    ctx.viewer?.id ?? null,
  );
  if (!post) throw new AppError("NOT_FOUND", GroupMessage.postNotFound);
  const group = await groupOr404(ctx, post.groupId);
  return { post, group };
}

/** `PATCH /posts/{id}`: its author changes the text. */
export async function editPost(ctx: ViewerContext, id: string, text: string): Promise<Post> {
  const { post, group } = await postOr404(ctx, id);
  if (!isOwn(post, ctx.viewer)) throw new AppError("FORBIDDEN", GroupMessage.notAuthor);
  const content = requiredPlainText(text, "content", GroupMessage.postRequired);
  const now = ctx.now();
  await updatePostRow(ctx.db, post.id, { content }, now);
  const [updated] = await withReplies(ctx, [{ ...post, content, updatedAt: now }], group);
  return updated as Post;
}

/** `DELETE /posts/{id}`: its author or a moderator; its replies go with it. */
export async function deletePost(ctx: ViewerContext, id: string): Promise<void> {
  const { post, group } = await postOr404(ctx, id);
  if (!isOwn(post, ctx.viewer) && !isModerator(group, ctx.viewer)) {
    throw new AppError("FORBIDDEN", GroupMessage.notAuthor);
  }
  if (post.isOpening) throw AppError.invalid("id", GroupMessage.openingPostDelete);
  await withTransaction(ctx, async (tx) => {
    await deletePostRow(tx.db, post.id, post.threadId);
    await recordModeration(tx, post.userId, {
      action: "deleted",
      entity: "groupPost",
      entityId: post.id,
      summary: group.name,
    });
  });
}

export async function likePost(
  ctx: ViewerContext,
  limiter: RateLimiter,
  id: string,
  liked: boolean,
): Promise<LikeState> {
  const userId = ctx.viewer.id;
  const { post } = await postOr404(ctx, id);
  await countAction(limiter, userId, "like");
  const likeCount = liked
    ? await insertPostLike(ctx.db, post.id, userId)
    : await deletePostLike(ctx.db, post.id, userId);
  return { liked, likeCount };
}

/** Hiding and showing a post again: moderators only. */
export async function hidePost(
  ctx: ViewerContext,
  id: string,
  isHidden: boolean,
): Promise<PostReply> {
  const { post, group } = await postOr404(ctx, id);
  if (!isModerator(group, ctx.viewer)) throw new AppError("FORBIDDEN", GroupMessage.notModerator);
  await withTransaction(ctx, async (tx) => {
    await updatePostRow(
      tx.db,
      post.id,
      { isHidden, hiddenBy: isHidden ? ctx.viewer.id : null },
      ctx.now(),
    );
    await recordModeration(tx, null, {
      action: isHidden ? "hidden" : "shown",
      entity: "groupPost",
      entityId: post.id,
      summary: group.name,
    });
  });
  return toPostReply({ ...post, isHidden }, group, ctx.viewer);
}

/** `POST /posts/{id}/report`: once per person and post; the group's moderators see it. */
export async function reportPost(
  ctx: ViewerContext,
  limiter: RateLimiter,
  id: string,
  input: ReportInput,
): Promise<ReportReceipt> {
  const userId = ctx.viewer.id;
  const { post } = await postOr404(ctx, id);
  await countAction(limiter, userId, "report");
  await upsertPostReport(
    ctx.db,
    {
      postId: post.id,
      userId,
      reason: input.reason,
      details: input.details ? sanitizePlainText(input.details) : "",
    },
    ctx.now(),
  );
  return { reported: true };
}
