import {
  type GroupMemberList,
  GroupMessage,
  type MemberListQuery,
  type Membership,
  type PostReportList,
  UNNAMED_MEMBER_NAME,
} from "@vitalog/domain";
import { type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { keysetCursor, keysetPage } from "../../kit/keyset.ts";
import { iso, recordModeration, toAuthor } from "./community.service.ts";
import {
  findMemberName,
  listMemberRows,
  listReportedPostRows,
  markMemberRemoved,
} from "./group-moderation.repository.ts";
import { groupOr404, moderatedGroup } from "./groups.service.ts";

// -- Members -------------------------------------------------------------------------------

/** Where a page of members ends: when its last member joined, and their user id. */
const byJoining = keysetCursor(["instant"], { id: "text" });

/** `GET /groups/{id}/members` (moderators): the active members, newest first. */
export async function listMembers(
  ctx: ViewerContext,
  id: string,
  query: MemberListQuery,
): Promise<GroupMemberList> {
  const group = await moderatedGroup(ctx, id);
  const position = byJoining.read(query.cursor, GroupMessage.cursorInvalid);
  const rows = await listMemberRows(ctx.db, group.id, {
    ...(position ? { after: { at: position.values[0], id: position.id } } : {}),
    limit: query.limit + 1,
  });
  return keysetPage(
    rows,
    query.limit,
    (row) => byJoining.encode({ values: [row.joinedAt], id: row.userId }),
    (row) => {
      const author = toAuthor(row);
      return {
        userId: row.userId,
        name: author.name,
        username: author.username,
        photoUrl: author.photoUrl,
        joinedAt: iso(row.joinedAt),
        isCreator: row.userId === group.createdBy,
      };
    },
  );
}

/** `DELETE /groups/{id}/members/{userId}` (moderators): they cannot join again. */
export async function removeMember(
  ctx: ViewerContext,
  id: string,
  memberId: string,
): Promise<Membership> {
  const group = await moderatedGroup(ctx, id);
  if (memberId === group.createdBy) {
    throw new AppError("FORBIDDEN", GroupMessage.cannotRemoveCreator);
  }
  await withTransaction(ctx, async (tx) => {
    if (!(await markMemberRemoved(tx.db, group.id, memberId, ctx.now()))) {
      throw new AppError("NOT_FOUND", GroupMessage.memberNotFound);
    }
    await recordModeration(tx, memberId, {
      action: "removed",
      entity: "groupMember",
      entityId: memberId,
      summary: `${(await findMemberName(tx.db, memberId)) ?? UNNAMED_MEMBER_NAME} (${group.name})`,
    });
  });
  const updated = await groupOr404(ctx, group.id);
  return { isMember: false, memberCount: updated.memberCount };
}

// -- Reports -------------------------------------------------------------------------------

/** `GET /groups/{id}/reports` (moderators): reported posts, the most reported first. */
export async function listReports(ctx: ViewerContext, groupId: string): Promise<PostReportList> {
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
