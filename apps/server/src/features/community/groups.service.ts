import {
  decodeCursor,
  decodeRankCursor,
  encodeCursor,
  encodeRankCursor,
  type Group,
  type GroupInput,
  type GroupListQuery,
  type GroupMemberList,
  GroupMessage,
  type GroupPage,
  type GroupPatch,
  type LikeState,
  type MemberListQuery,
  type Membership,
  type Post,
  type PostInput,
  type PostListQuery,
  type PostPage,
  type PostReply,
  type PostReportList,
  type ReportInput,
  type ReportReceipt,
  type Thread,
  type ThreadDetail,
  type ThreadInput,
  type ThreadListQuery,
  type ThreadPage,
  type ThreadPatch,
  UNNAMED_MEMBER_NAME,
} from "@vitalog/domain";
import { type ServiceContext, withTransaction } from "../../context.ts";
import { AppError, isUniqueViolation } from "../../errors.ts";
import { sanitizePlainText } from "../../kit/rich-text.ts";
import {
  type CommunityContext,
  countAction,
  invalid,
  iso,
  recordModeration,
  requireId,
  signedIn,
  toAuthor,
  toGroupAuthor,
  type Viewer,
} from "./community.context.ts";
import { SEED_GROUPS } from "./community.seed.ts";
import {
  deleteGroupRow,
  deleteMembership,
  deletePostLike,
  deletePostRow,
  deleteThreadRow,
  findGroupRow,
  findMemberName,
  findMembership,
  findOpeningPostRow,
  findPostRow,
  findSeededGroupKeys,
  findThreadRow,
  type GroupRow,
  insertGroupRow,
  insertMembership,
  insertPostLike,
  insertPostRow,
  insertThreadRow,
  isGroupNameTaken,
  listGroupRows,
  listGroupsOfMember,
  listMemberRows,
  listReplyPostRows,
  listReportedPostRows,
  listThreadRows,
  listTopPostRows,
  markMemberRemoved,
  type PostRow,
  type ThreadRow,
  updateGroupRow,
  updatePostRow,
  updateThreadRow,
  upsertPostReport,
} from "./groups.repository.ts";

// -- Who may do what -----------------------------------------------------------------------

/** A group's moderators: the person who started it, and every admin. */
function isModerator(group: Pick<GroupRow, "createdBy">, viewer: Viewer): boolean {
  return viewer.isAdmin || (viewer.userId !== null && group.createdBy === viewer.userId);
}

const isOwn = (row: { userId: string | null }, viewer: Viewer) =>
  viewer.userId !== null && row.userId === viewer.userId;

function plain(text: string, field: string, required: string): string {
  const clean = sanitizePlainText(text);
  if (!clean) throw invalid(field, required);
  return clean;
}

// -- Shapes --------------------------------------------------------------------------------

function toGroup(row: GroupRow, viewer: Viewer): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    topic: row.topic as Group["topic"],
    coverImage: row.coverImage,
    memberCount: row.memberCount,
    threadCount: row.threadCount,
    createdBy: toGroupAuthor(row, viewer),
    createdAt: iso(row.createdAt),
    lastActivityAt: iso(row.lastActivityAt),
    isMember: row.viewerStatus === "active",
    isModerator: isModerator(row, viewer),
  };
}

function toThread(row: ThreadRow, group: GroupRow, viewer: Viewer): Thread {
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

function toPostReply(row: PostRow, group: GroupRow, viewer: Viewer): PostReply {
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

async function withReplies(
  ctx: CommunityContext,
  rows: PostRow[],
  group: GroupRow,
): Promise<Post[]> {
  const replies = await listReplyPostRows(
    ctx.db,
    rows.map((r) => r.id),
    ctx.viewer.userId,
  );
  return rows.map((row) => ({
    ...toPostReply(row, group, ctx.viewer),
    replies: replies
      .filter((reply) => reply.parentId === row.id)
      .map((reply) => toPostReply(reply, group, ctx.viewer)),
  }));
}

function timeCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const position = decodeCursor(cursor, Date.now());
  if (!position) throw invalid("cursor", GroupMessage.cursorInvalid);
  return position;
}

// -- Groups --------------------------------------------------------------------------------

async function groupOr404(ctx: CommunityContext, id: string): Promise<GroupRow> {
  const row = await findGroupRow(ctx.db, requireId(id, GroupMessage.notFound), ctx.viewer.userId);
  if (!row) throw new AppError("NOT_FOUND", GroupMessage.notFound);
  return row;
}

async function moderatedGroup(ctx: CommunityContext, id: string): Promise<GroupRow> {
  signedIn(ctx);
  const group = await groupOr404(ctx, id);
  if (!isModerator(group, ctx.viewer)) throw new AppError("FORBIDDEN", GroupMessage.notModerator);
  return group;
}

/** `GET /groups`: the most members first (or the newest), by topic or words. */
export async function listGroups(ctx: CommunityContext, query: GroupListQuery): Promise<GroupPage> {
  let position: { rank: number; id: string } | { at: Date; id: string } | undefined;
  if (query.cursor) {
    position =
      (query.sort === "popular"
        ? decodeRankCursor(query.cursor)
        : decodeCursor(query.cursor, Date.now())) ?? undefined;
    if (!position) throw invalid("cursor", GroupMessage.cursorInvalid);
  }
  const rows = await listGroupRows(
    ctx.db,
    {
      ...(query.topic ? { topic: query.topic } : {}),
      ...(query.q ? { q: query.q } : {}),
      sort: query.sort,
      ...(position ? { after: position } : {}),
      limit: query.limit,
    },
    ctx.viewer.userId,
  );
  const last = rows.at(-1);
  return {
    items: rows.map((row) => toGroup(row, ctx.viewer)),
    nextCursor:
      rows.length === query.limit && last
        ? query.sort === "popular"
          ? encodeRankCursor({ rank: last.memberCount, id: last.id })
          : encodeCursor({ at: last.createdAt, id: last.id })
        : null,
  };
}

export async function getGroup(ctx: CommunityContext, id: string): Promise<Group> {
  return toGroup(await groupOr404(ctx, id), ctx.viewer);
}

/** `POST /groups`: a new group; its creator is its first member and one of its moderators. */
export async function createGroup(ctx: CommunityContext, input: GroupInput): Promise<Group> {
  const userId = signedIn(ctx, GroupMessage.loginToJoin);
  const name = plain(input.name, "name", GroupMessage.nameRequired);
  if (name.length < 3) throw invalid("name", GroupMessage.nameRequired);
  await countAction(ctx, userId, "post");
  if (await isGroupNameTaken(ctx.db, name)) {
    throw new AppError("CONFLICT", GroupMessage.nameTaken, { name: GroupMessage.nameTaken });
  }
  try {
    const id = await withTransaction(ctx, (tx) =>
      insertGroupRow(tx.db, {
        name,
        description: sanitizePlainText(input.description),
        topic: input.topic,
        coverImage: input.coverImage ?? null,
        createdBy: userId,
      }),
    );
    return getGroup(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", GroupMessage.nameTaken, { name: GroupMessage.nameTaken });
    }
    throw error;
  }
}

export async function updateGroup(
  ctx: CommunityContext,
  id: string,
  patch: GroupPatch,
): Promise<Group> {
  const group = await moderatedGroup(ctx, id);
  const values: Parameters<typeof updateGroupRow>[2] = {};
  if (patch.name !== undefined) {
    values.name = plain(patch.name, "name", GroupMessage.nameRequired);
    if (values.name.length < 3) throw invalid("name", GroupMessage.nameRequired);
    if (await isGroupNameTaken(ctx.db, values.name, group.id)) {
      throw new AppError("CONFLICT", GroupMessage.nameTaken, { name: GroupMessage.nameTaken });
    }
  }
  if (patch.description !== undefined) values.description = sanitizePlainText(patch.description);
  if (patch.topic !== undefined) values.topic = patch.topic;
  if (patch.coverImage !== undefined) values.coverImage = patch.coverImage ?? null;
  try {
    await withTransaction(ctx, async (tx) => {
      await updateGroupRow(tx.db, group.id, values);
      await recordModeration(tx, group.createdBy, {
        action: "updated",
        entity: "healthGroup",
        entityId: group.id,
        summary: values.name ?? group.name,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", GroupMessage.nameTaken, { name: GroupMessage.nameTaken });
    }
    throw error;
  }
  return getGroup(ctx, group.id);
}

/** `DELETE /groups/{id}`: a moderator removes the group with all its threads. */
export async function deleteGroup(ctx: CommunityContext, id: string): Promise<void> {
  const group = await moderatedGroup(ctx, id);
  await withTransaction(ctx, async (tx) => {
    await deleteGroupRow(tx.db, group.id);
    await recordModeration(tx, group.createdBy, {
      action: "deleted",
      entity: "healthGroup",
      entityId: group.id,
      summary: group.name,
    });
  });
}

export async function joinGroup(ctx: CommunityContext, id: string): Promise<Membership> {
  const userId = signedIn(ctx, GroupMessage.loginToJoin);
  const group = await groupOr404(ctx, id);
  if (group.viewerStatus === "removed") {
    throw new AppError("FORBIDDEN", GroupMessage.removedFromGroup);
  }
  return { isMember: true, memberCount: await insertMembership(ctx.db, group.id, userId) };
}

export async function leaveGroup(ctx: CommunityContext, id: string): Promise<Membership> {
  const userId = signedIn(ctx, GroupMessage.loginToJoin);
  const group = await groupOr404(ctx, id);
  return { isMember: false, memberCount: await deleteMembership(ctx.db, group.id, userId) };
}

/** `GET /groups/{id}/members` (moderators): the active members, newest first. */
export async function listMembers(
  ctx: CommunityContext,
  id: string,
  query: MemberListQuery,
): Promise<GroupMemberList> {
  const group = await moderatedGroup(ctx, id);
  let after: { at: Date; id: string } | undefined;
  if (query.cursor) {
    const [at, userId] = (() => {
      try {
        return JSON.parse(Buffer.from(query.cursor, "base64url").toString("utf8")) as unknown[];
      } catch {
        return [];
      }
    })();
    const date = typeof at === "string" ? new Date(at) : null;
    if (!date || Number.isNaN(date.getTime()) || typeof userId !== "string") {
      throw invalid("cursor", GroupMessage.cursorInvalid);
    }
    after = { at: date, id: userId };
  }
  const rows = await listMemberRows(ctx.db, group.id, {
    ...(after ? { after } : {}),
    limit: query.limit,
  });
  const last = rows.at(-1);
  return {
    items: rows.map((row) => {
      const author = toAuthor(row);
      return {
        userId: row.userId,
        name: author.name,
        username: author.username,
        photoUrl: author.photoUrl,
        joinedAt: iso(row.joinedAt),
        isCreator: row.userId === group.createdBy,
      };
    }),
    nextCursor:
      rows.length === query.limit && last
        ? Buffer.from(JSON.stringify([iso(last.joinedAt), last.userId])).toString("base64url")
        : null,
  };
}

/** `DELETE /groups/{id}/members/{userId}` (moderators): they cannot join again. */
export async function removeMember(
  ctx: CommunityContext,
  id: string,
  memberId: string,
): Promise<Membership> {
  const group = await moderatedGroup(ctx, id);
  if (memberId === group.createdBy) {
    throw new AppError("FORBIDDEN", GroupMessage.cannotRemoveCreator);
  }
  await withTransaction(ctx, async (tx) => {
    if (!(await markMemberRemoved(tx.db, group.id, memberId))) {
      throw new AppError("NOT_FOUND", GroupMessage.memberNotFound);
    }
    // Logged when an admin removes someone from a group they did not start.
    await recordModeration(tx, group.createdBy, {
      action: "removed",
      entity: "groupMember",
      entityId: memberId,
      summary: `${(await findMemberName(tx.db, memberId)) ?? UNNAMED_MEMBER_NAME} (${group.name})`,
    });
  });
  const updated = await groupOr404(ctx, group.id);
  return { isMember: false, memberCount: updated.memberCount };
}

/** The groups on a person's public profile. */
export async function listMemberGroups(ctx: CommunityContext, userId: string, limit: number) {
  const rows = await listGroupsOfMember(ctx.db, userId, limit);
  return rows.map((row) => ({ ...row, topic: row.topic as Group["topic"] }));
}

// -- Threads -------------------------------------------------------------------------------

/** Taking part needs an active membership; someone removed is told so. */
async function assertParticipant(ctx: CommunityContext, group: GroupRow, userId: string) {
  const membership = await findMembership(ctx.db, group.id, userId);
  if (membership?.status === "removed") {
    throw new AppError("FORBIDDEN", GroupMessage.removedFromGroup);
  }
  if (membership?.status !== "active") throw new AppError("FORBIDDEN", GroupMessage.joinToPost);
}

/** `GET /groups/{id}/threads`: pinned threads first (first page), then the latest active. */
export async function listThreads(
  ctx: CommunityContext,
  groupId: string,
  query: ThreadListQuery,
): Promise<ThreadPage> {
  const group = await groupOr404(ctx, groupId);
  const position = timeCursor(query.cursor);
  const pinned = position
    ? []
    : await listThreadRows(ctx.db, group.id, { pinned: true, limit: 50 });
  const rows = await listThreadRows(ctx.db, group.id, {
    pinned: false,
    ...(position ? { after: position } : {}),
    limit: query.limit,
  });
  const last = rows.at(-1);
  return {
    items: [...pinned, ...rows].map((row) => toThread(row, group, ctx.viewer)),
    nextCursor:
      rows.length === query.limit && last
        ? encodeCursor({ at: last.lastActivityAt, id: last.id })
        : null,
  };
}

/** `POST /groups/{id}/threads`: a member starts a thread with its opening post. */
export async function createThread(
  ctx: CommunityContext,
  groupId: string,
  input: ThreadInput,
): Promise<ThreadDetail> {
  const userId = signedIn(ctx, GroupMessage.loginToPost);
  const group = await groupOr404(ctx, groupId);
  await assertParticipant(ctx, group, userId);
  const title = plain(input.title, "title", GroupMessage.threadTitleRequired);
  const content = plain(input.content, "content", GroupMessage.postRequired);
  await countAction(ctx, userId, "post");
  const { threadId } = await withTransaction(ctx, (tx) =>
    insertThreadRow(tx.db, { groupId: group.id, userId, title, content, at: ctx.now }),
  );
  return getThread(ctx, threadId, { limit: 30 });
}

async function threadOr404(ctx: CommunityContext, id: string) {
  const thread = await findThreadRow(ctx.db, requireId(id, GroupMessage.threadNotFound));
  if (!thread) throw new AppError("NOT_FOUND", GroupMessage.threadNotFound);
  const group = await groupOr404(ctx, thread.groupId);
  return { thread, group };
}

async function postPage(
  ctx: CommunityContext,
  thread: ThreadRow,
  group: GroupRow,
  query: PostListQuery | { limit: number; cursor?: string },
): Promise<PostPage> {
  const position = timeCursor(query.cursor);
  const rows = await listTopPostRows(
    ctx.db,
    thread.id,
    { ...(position ? { after: position } : {}), limit: query.limit },
    ctx.viewer.userId,
  );
  const last = rows.at(-1);
  return {
    items: await withReplies(ctx, rows, group),
    nextCursor:
      rows.length === query.limit && last
        ? encodeCursor({ at: last.createdAt, id: last.id })
        : null,
  };
}

/** `GET /threads/{id}`: the thread, its opening post and its first posts with their replies. */
export async function getThread(
  ctx: CommunityContext,
  id: string,
  query: { limit: number },
): Promise<ThreadDetail> {
  const { thread, group } = await threadOr404(ctx, id);
  const opening = await findOpeningPostRow(ctx.db, thread.id, ctx.viewer.userId);
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

export async function listPosts(
  ctx: CommunityContext,
  threadId: string,
  query: PostListQuery,
): Promise<PostPage> {
  const { thread, group } = await threadOr404(ctx, threadId);
  return postPage(ctx, thread, group, query);
}

/** `PATCH /threads/{id}`: its author changes the title or the opening post. */
export async function updateThread(
  ctx: CommunityContext,
  id: string,
  patch: ThreadPatch,
): Promise<ThreadDetail> {
  signedIn(ctx);
  const { thread } = await threadOr404(ctx, id);
  if (!isOwn(thread, ctx.viewer)) throw new AppError("FORBIDDEN", GroupMessage.notAuthor);
  const title =
    patch.title !== undefined
      ? plain(patch.title, "title", GroupMessage.threadTitleRequired)
      : null;
  const content =
    patch.content !== undefined ? plain(patch.content, "content", GroupMessage.postRequired) : null;
  await withTransaction(ctx, async (tx) => {
    if (title) await updateThreadRow(tx.db, thread.id, { title });
    if (content) {
      const opening = await findOpeningPostRow(tx.db, thread.id, null);
      if (opening) await updatePostRow(tx.db, opening.id, { content });
    }
  });
  return getThread(ctx, thread.id, { limit: 30 });
}

/** `DELETE /threads/{id}`: its author or a moderator; its posts go with it. */
export async function deleteThread(ctx: CommunityContext, id: string): Promise<void> {
  signedIn(ctx);
  const { thread, group } = await threadOr404(ctx, id);
  if (!isOwn(thread, ctx.viewer) && !isModerator(group, ctx.viewer)) {
    throw new AppError("FORBIDDEN", GroupMessage.notAuthor);
  }
  await deleteThreadRow(ctx.db, thread.id, group.id);
}

/** Pinning and unpinning: moderators only. */
export async function pinThread(
  ctx: CommunityContext,
  id: string,
  isPinned: boolean,
): Promise<Thread> {
  signedIn(ctx);
  const { thread, group } = await threadOr404(ctx, id);
  if (!isModerator(group, ctx.viewer)) throw new AppError("FORBIDDEN", GroupMessage.notModerator);
  await updateThreadRow(ctx.db, thread.id, { isPinned });
  return toThread({ ...thread, isPinned }, group, ctx.viewer);
}

// -- Posts ---------------------------------------------------------------------------------

/**
 * `POST /threads/{id}/posts`: a member posts in the thread; with `parentId` it is a reply. A
 * reply to a reply joins the post it answers, and one to the opening post is a post of its own.
 */
export async function createPost(
  ctx: CommunityContext,
  threadId: string,
  input: PostInput,
): Promise<Post> {
  const userId = signedIn(ctx, GroupMessage.loginToPost);
  const { thread, group } = await threadOr404(ctx, threadId);
  await assertParticipant(ctx, group, userId);
  const content = plain(input.content, "content", GroupMessage.postRequired);
  let parentId: string | null = null;
  if (input.parentId) {
    const parent = await findPostRow(ctx.db, input.parentId.toLowerCase(), null);
    if (!parent || parent.threadId !== thread.id) {
      throw invalid("parentId", GroupMessage.postNotFound);
    }
    parentId = parent.isOpening ? null : (parent.parentId ?? parent.id);
  }
  await countAction(ctx, userId, "comment");
  const id = await withTransaction(ctx, (tx) =>
    insertPostRow(tx.db, {
      threadId: thread.id,
      groupId: group.id,
      userId,
      parentId,
      content,
      at: ctx.now,
    }),
  );
  const row = await findPostRow(ctx.db, id, userId);
  if (!row) throw new AppError("NOT_FOUND", GroupMessage.postNotFound);
  return { ...toPostReply(row, group, ctx.viewer), replies: [] };
}

async function postOr404(ctx: CommunityContext, id: string) {
  const post = await findPostRow(
    ctx.db,
    requireId(id, GroupMessage.postNotFound),
    ctx.viewer.userId,
  );
  if (!post) throw new AppError("NOT_FOUND", GroupMessage.postNotFound);
  const group = await groupOr404(ctx, post.groupId);
  return { post, group };
}

/** `PATCH /posts/{id}`: its author changes the text. */
export async function editPost(ctx: CommunityContext, id: string, text: string): Promise<Post> {
  signedIn(ctx);
  const { post, group } = await postOr404(ctx, id);
  if (!isOwn(post, ctx.viewer)) throw new AppError("FORBIDDEN", GroupMessage.notAuthor);
  const content = plain(text, "content", GroupMessage.postRequired);
  await updatePostRow(ctx.db, post.id, { content });
  const [updated] = await withReplies(ctx, [{ ...post, content, updatedAt: new Date() }], group);
  return updated as Post;
}

/** `DELETE /posts/{id}`: its author or a moderator; its replies go with it. */
export async function deletePost(ctx: CommunityContext, id: string): Promise<void> {
  signedIn(ctx);
  const { post, group } = await postOr404(ctx, id);
  if (!isOwn(post, ctx.viewer) && !isModerator(group, ctx.viewer)) {
    throw new AppError("FORBIDDEN", GroupMessage.notAuthor);
  }
  if (post.isOpening) throw invalid("id", GroupMessage.openingPostDelete);
  await deletePostRow(ctx.db, post.id, post.threadId);
}

/** Hiding and showing a post again: moderators only. */
export async function hidePost(
  ctx: CommunityContext,
  id: string,
  isHidden: boolean,
): Promise<PostReply> {
  const moderatorId = signedIn(ctx);
  const { post, group } = await postOr404(ctx, id);
  if (!isModerator(group, ctx.viewer)) throw new AppError("FORBIDDEN", GroupMessage.notModerator);
  await updatePostRow(ctx.db, post.id, { isHidden, hiddenBy: isHidden ? moderatorId : null });
  return toPostReply({ ...post, isHidden }, group, ctx.viewer);
}

export async function likePost(
  ctx: CommunityContext,
  id: string,
  liked: boolean,
): Promise<LikeState> {
  const userId = signedIn(ctx, GroupMessage.loginToPost);
  const { post } = await postOr404(ctx, id);
  await countAction(ctx, userId, "like");
  const likeCount = liked
    ? await insertPostLike(ctx.db, post.id, userId)
    : await deletePostLike(ctx.db, post.id, userId);
  return { liked, likeCount };
}

/** `POST /posts/{id}/report`: once per person and post; the group's moderators see it. */
export async function reportPost(
  ctx: CommunityContext,
  id: string,
  input: ReportInput,
): Promise<ReportReceipt> {
  const userId = signedIn(ctx, GroupMessage.loginToPost);
  const { post } = await postOr404(ctx, id);
  await countAction(ctx, userId, "report");
  await upsertPostReport(ctx.db, {
    postId: post.id,
    userId,
    reason: input.reason,
    details: input.details ? sanitizePlainText(input.details) : "",
  });
  return { reported: true };
}

/** `GET /groups/{id}/reports` (moderators): reported posts, the most reported first. */
export async function listReports(ctx: CommunityContext, groupId: string): Promise<PostReportList> {
  const group = await moderatedGroup(ctx, groupId);
  const rows = await listReportedPostRows(ctx.db, group.id);
  return {
    items: rows.map((row) => ({
      postId: row.postId,
      threadId: row.threadId,
      threadTitle: row.threadTitle,
      content: row.content,
      isHidden: row.isHidden,
      reportCount: row.reportCount,
      reasons: row.reasons as PostReportList["items"][number]["reasons"],
      details: row.details ?? [],
      lastReportedAt: iso(row.lastReportedAt),
    })),
  };
}

// -- Starter content -----------------------------------------------------------------------

/** Writes the starter groups once each (by seed key), with their opening threads. */
export async function seedGroups(ctx: ServiceContext, now = new Date()): Promise<number> {
  const present = await findSeededGroupKeys(ctx.db);
  let written = 0;
  for (const seed of SEED_GROUPS) {
    if (present.has(seed.seedKey)) continue;
    const wrote = await withTransaction(ctx, async (tx) => {
      const groupId = await insertGroupRow(tx.db, {
        name: seed.name,
        description: seed.description,
        topic: seed.topic,
        coverImage: null,
        createdBy: null,
        seedKey: seed.seedKey,
      });
      for (const [index, thread] of seed.threads.entries()) {
        const { threadId } = await insertThreadRow(tx.db, {
          groupId,
          userId: null,
          title: thread.title,
          content: thread.content,
          at: new Date(now.getTime() - (seed.threads.length - index) * 3_600_000),
        });
        if (thread.isPinned) await updateThreadRow(tx.db, threadId, { isPinned: true });
      }
      return true;
    }).catch((error: unknown) => {
      // Another process starting at the same time wrote it first.
      if (isUniqueViolation(error)) return false;
      throw error;
    });
    if (wrote) written += 1;
  }
  if (written > 0) ctx.log.info({ groups: written }, "starter groups seeded");
  return written;
}
