import {
  GroupMessage,
  type Post,
  type Thread,
  type ThreadDetail,
  type ThreadInput,
  type ThreadListQuery,
  type ThreadPage,
  type ThreadPatch,
} from "@vitalog/domain";
import {
  type RequestContext,
  type Viewer,
  type ViewerContext,
  withTransaction,
} from "../../context.ts";
import { AppError } from "../../errors.ts";
import { readTimeCursor } from "../../kit/keyset.ts";
import { toPage } from "../../kit/time-series.service.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import {
  countAction,
  isOwn,
  iso,
  recordModeration,
  requiredPlainText,
  toGroupAuthor,
} from "./community.service.ts";
import { findOpeningPostRow, updatePostRow } from "./group-posts.repository.ts";
import { postPage, withReplies } from "./group-posts.service.ts";
import {
  deleteThreadRow,
  insertThreadRow,
  listThreadRows,
  type ThreadRow,
  updateThreadRow,
} from "./group-threads.repository.ts";
import type { GroupRow } from "./groups.repository.ts";
import { assertParticipant, groupOr404, isModerator, threadOr404 } from "./groups.service.ts";

export function toThread(row: ThreadRow, group: GroupRow, viewer: Viewer | undefined): Thread {
  return {
    id: row.id,
    groupId: row.groupId,
    title: row.title,
    author: toGroupAuthor(row, viewer),
    isPinned: row.isPinned,
    replyCount: row.replyCount,
    lastActivityAt: iso(row.lastActivityAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    canEdit: isOwn(row, viewer),
    canModerate: isModerator(group, viewer),
  };
}

/** `GET /groups/{id}/threads`: pinned threads first (first page), then the latest active. */
export async function listThreads(
  ctx: RequestContext,
  groupId: string,
  query: ThreadListQuery,
): Promise<ThreadPage> {
  const group = await groupOr404(ctx, groupId);
  const after = readTimeCursor(query.cursor, ctx.now(), GroupMessage.cursorInvalid);
  const pinned = after ? [] : await listThreadRows(ctx.db, group.id, { pinned: true, limit: 50 });
  const rows = await listThreadRows(ctx.db, group.id, {
    pinned: false,
    ...(after ? { after } : {}),
    limit: query.limit + 1,
  });
  const toItem = (row: ThreadRow) => toThread(row, group, ctx.viewer);
  const page = toPage(rows, query.limit, (row) => ({ at: row.lastActivityAt, id: row.id }), toItem);
  return { items: [...pinned.map(toItem), ...page.items], nextCursor: page.nextCursor };
}

/** `POST /groups/{id}/threads`: a member starts a thread with its opening post. */
export async function createThread(
  ctx: ViewerContext,
  limiter: RateLimiter,
  groupId: string,
  input: ThreadInput,
): Promise<ThreadDetail> {
  const userId = ctx.viewer.id;
  const group = await groupOr404(ctx, groupId);
  await assertParticipant(ctx, group);
  const title = requiredPlainText(input.title, "title", GroupMessage.threadTitleRequired);
  const content = requiredPlainText(input.content, "content", GroupMessage.postRequired);
  await countAction(limiter, userId, "post");
  const { threadId } = await withTransaction(ctx, (tx) =>
    insertThreadRow(tx.db, { groupId: group.id, userId, title, content, at: ctx.now() }),
  );
  return getThread(ctx, threadId, { limit: 30 });
}

/** `GET /threads/{id}`: the thread, its opening post and its first posts with their replies. */
export async function getThread(
  ctx: RequestContext,
  id: string,
  query: { limit: number },
): Promise<ThreadDetail> {
  const { thread, group } = await threadOr404(ctx, id);
  const opening = await findOpeningPostRow(ctx.db, thread.id, ctx.viewer?.id ?? null);
  if (!opening) throw new AppError("NOT_FOUND", GroupMessage.threadNotFound);
  const [openingPost] = await withReplies(ctx, [opening], group);
  const page = await postPage(ctx, thread, group, query);
  return {
    ...toThread(thread, group, ctx.viewer),
    group: { id: group.id, name: group.name, isMember: group.viewerStatus === "active" },
    openingPost: openingPost as Post,
    posts: page.items,
    nextCursor: page.nextCursor,
  };
}

/** `PATCH /threads/{id}`: its author changes the title or the opening post. */
export async function updateThread(
  ctx: ViewerContext,
  id: string,
  patch: ThreadPatch,
): Promise<ThreadDetail> {
  const { thread } = await threadOr404(ctx, id);
  if (!isOwn(thread, ctx.viewer)) throw new AppError("FORBIDDEN", GroupMessage.notAuthor);
  const title =
    patch.title !== undefined
      ? requiredPlainText(patch.title, "title", GroupMessage.threadTitleRequired)
      : null;
  const content =
    patch.content !== undefined
      ? requiredPlainText(patch.content, "content", GroupMessage.postRequired)
      : null;
  const now = ctx.now();
  await withTransaction(ctx, async (tx) => {
    if (title) await updateThreadRow(tx.db, thread.id, { title }, now);
    if (content) {
      const opening = await findOpeningPostRow(tx.db, thread.id, null);
      if (opening) await updatePostRow(tx.db, opening.id, { content }, now);
    }
  });
  return getThread(ctx, thread.id, { limit: 30 });
}

/** `DELETE /threads/{id}`: its author or a moderator; its posts go with it. */
export async function deleteThread(ctx: ViewerContext, id: string): Promise<void> {
  const { thread, group } = await threadOr404(ctx, id);
  if (!isOwn(thread, ctx.viewer) && !isModerator(group, ctx.viewer)) {
    throw new AppError("FORBIDDEN", GroupMessage.notAuthor);
  }
  await withTransaction(ctx, async (tx) => {
    await deleteThreadRow(tx.db, thread.id, group.id);
    await recordModeration(tx, thread.userId, {
      action: "deleted",
      entity: "groupThread",
      entityId: thread.id,
      summary: group.name,
    });
  });
}

/** Pinning and unpinning: moderators only. */
export async function pinThread(
  ctx: ViewerContext,
  id: string,
  isPinned: boolean,
): Promise<Thread> {
  const { thread, group } = await threadOr404(ctx, id);
  if (!isModerator(group, ctx.viewer)) throw new AppError("FORBIDDEN", GroupMessage.notModerator);
  await withTransaction(ctx, async (tx) => {
    await updateThreadRow(tx.db, thread.id, { isPinned }, ctx.now());
    await recordModeration(tx, null, {
      action: isPinned ? "pinned" : "unpinned",
      entity: "groupThread",
      entityId: thread.id,
      summary: group.name,
    });
  });
  return toThread({ ...thread, isPinned }, group, ctx.viewer);
}
