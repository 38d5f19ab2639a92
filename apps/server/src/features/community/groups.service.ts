import {
  encodeCursor,
  type Group,
  type GroupInput,
  type GroupListQuery,
  GroupMessage,
  type GroupPage,
  type GroupPatch,
  type Membership,
} from "@vitalog/domain";
import {
  type RequestContext,
  type Viewer,
  type ViewerContext,
  withTransaction,
} from "../../context.ts";
import { AppError, isUniqueViolation } from "../../errors.ts";
import { keysetCursor, keysetPage, readTimeCursor } from "../../kit/keyset.ts";
import { sanitizePlainText } from "../../kit/rich-text.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import { SEED_GROUPS } from "./community.seed.ts";
import {
  countAction,
  iso,
  recordModeration,
  requiredPlainText,
  requireId,
  toGroupAuthor,
} from "./community.service.ts";
import { findThreadRow, insertThreadRow, updateThreadRow } from "./group-threads.repository.ts";
import {
  deleteGroupRow,
  deleteMembership,
  findGroupRow,
  findMembership,
  findSeededGroupKeys,
  type GroupFilter,
  type GroupRow,
  insertGroupRow,
  insertMembership,
  isGroupNameTaken,
  listGroupRows,
  listGroupsOfMember,
  updateGroupRow,
} from "./groups.repository.ts";

// -- Who may do what -----------------------------------------------------------------------

/** A group's moderators: the person who started it, and every admin. */
export function isModerator(
  group: Pick<GroupRow, "createdBy">,
  viewer: Viewer | undefined,
): boolean {
  return viewer !== undefined && (viewer.isAdmin || group.createdBy === viewer.id);
}

/** The group, if the id names one; "Group not found" otherwise. */
export async function groupOr404(ctx: RequestContext, id: string): Promise<GroupRow> {
  const row = await findGroupRow(
    ctx.db,
    requireId(id, GroupMessage.notFound),
    ctx.viewer?.id ?? null,
  );
  if (!row) throw new AppError("NOT_FOUND", GroupMessage.notFound);
  return row;
}

/** The group, if the viewer moderates it: 404 when there is none, 403 when not theirs. */
export async function moderatedGroup(ctx: ViewerContext, id: string): Promise<GroupRow> {
  const group = await groupOr404(ctx, id);
  if (!isModerator(group, ctx.viewer)) throw new AppError("FORBIDDEN", GroupMessage.notModerator);
  return group;
}

/** A thread with its group, if the id names one; "Thread not found" otherwise. */
export async function threadOr404(ctx: RequestContext, id: string) {
  const thread = await findThreadRow(ctx.db, requireId(id, GroupMessage.threadNotFound));
  if (!thread) throw new AppError("NOT_FOUND", GroupMessage.threadNotFound);
  const group = await groupOr404(ctx, thread.groupId);
  return { thread, group };
}

/** Taking part needs an active membership; someone removed is told so. */
export async function assertParticipant(ctx: ViewerContext, group: GroupRow): Promise<void> {
  const membership = await findMembership(ctx.db, group.id, ctx.viewer.id);
  if (membership?.status === "removed") {
    throw new AppError("FORBIDDEN", GroupMessage.removedFromGroup);
  }
  if (membership?.status !== "active") throw new AppError("FORBIDDEN", GroupMessage.joinToPost);
}

function groupName(text: string): string {
  const name = requiredPlainText(text, "name", GroupMessage.nameRequired);
  if (name.length < 3) throw AppError.invalid("name", GroupMessage.nameRequired);
  return name;
}

const nameTaken = () =>
  new AppError("CONFLICT", GroupMessage.nameTaken, { name: GroupMessage.nameTaken });

// -- Groups --------------------------------------------------------------------------------

function toGroup(row: GroupRow, viewer: Viewer | undefined): Group {
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

/** Where a page of the most popular groups ends: the member count and id of its last group. */
const byMembers = keysetCursor(["count"]);

/** `GET /groups`: the most members first (or the newest), by topic or words. */
export async function listGroups(ctx: RequestContext, query: GroupListQuery): Promise<GroupPage> {
  let after: GroupFilter["after"];
  if (query.sort === "popular") {
    const position = byMembers.read(query.cursor, GroupMessage.cursorInvalid);
    if (position) after = { rank: position.values[0], id: position.id };
  } else {
    after = readTimeCursor(query.cursor, ctx.now(), GroupMessage.cursorInvalid);
  }
  const rows = await listGroupRows(
    ctx.db,
    {
      ...(query.topic ? { topic: query.topic } : {}),
      ...(query.q ? { q: query.q } : {}),
      sort: query.sort,
      ...(after ? { after } : {}),
      limit: query.limit + 1,
    },
    ctx.viewer?.id ?? null,
  );
  return keysetPage(
    rows,
    query.limit,
    (row) =>
      query.sort === "popular"
        ? byMembers.encode({ values: [row.memberCount], id: row.id })
        : encodeCursor({ at: row.createdAt, id: row.id }),
    (row) => toGroup(row, ctx.viewer),
  );
}

export async function getGroup(ctx: RequestContext, id: string): Promise<Group> {
  return toGroup(await groupOr404(ctx, id), ctx.viewer);
}

/** `POST /groups`: a new group; its creator is its first member and one of its moderators. */
export async function createGroup(
  ctx: ViewerContext,
  limiter: RateLimiter,
  input: GroupInput,
): Promise<Group> {
  const userId = ctx.viewer.id;
  const name = groupName(input.name);
  await countAction(limiter, userId, "post");
  if (await isGroupNameTaken(ctx.db, name)) throw nameTaken();
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
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateGroup(
  ctx: ViewerContext,
  id: string,
  patch: GroupPatch,
): Promise<Group> {
  const group = await moderatedGroup(ctx, id);
  const values: Parameters<typeof updateGroupRow>[2] = {};
  if (patch.name !== undefined) {
    values.name = groupName(patch.name);
    if (await isGroupNameTaken(ctx.db, values.name, group.id)) throw nameTaken();
  }
  if (patch.description !== undefined) values.description = sanitizePlainText(patch.description);
  if (patch.topic !== undefined) values.topic = patch.topic;
  if (patch.coverImage !== undefined) values.coverImage = patch.coverImage ?? null;
  try {
    await withTransaction(ctx, async (tx) => {
      await updateGroupRow(tx.db, group.id, values, ctx.now());
      await recordModeration(tx, group.createdBy, {
        action: "updated",
        entity: "healthGroup",
        entityId: group.id,
        summary: values.name ?? group.name,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getGroup(ctx, group.id);
}

/** `DELETE /groups/{id}`: a moderator removes the group with all its threads. */
export async function deleteGroup(ctx: ViewerContext, id: string): Promise<void> {
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

export async function joinGroup(ctx: ViewerContext, id: string): Promise<Membership> {
  const group = await groupOr404(ctx, id);
  if (group.viewerStatus === "removed") {
    throw new AppError("FORBIDDEN", GroupMessage.removedFromGroup);
  }
  return { isMember: true, memberCount: await insertMembership(ctx.db, group.id, ctx.viewer.id) };
}

export async function leaveGroup(ctx: ViewerContext, id: string): Promise<Membership> {
  const group = await groupOr404(ctx, id);
  return {
    isMember: false,
    memberCount: await deleteMembership(ctx.db, group.id, ctx.viewer.id),
  };
}

/** The groups on a person's public profile. */
export async function listMemberGroups(ctx: RequestContext, userId: string, limit: number) {
  const rows = await listGroupsOfMember(ctx.db, userId, limit);
  return rows.map((row) => ({ ...row, topic: row.topic as Group["topic"] }));
}

// -- Starter content -----------------------------------------------------------------------

/** Writes the starter groups once each (by seed key), with their opening threads. */
export async function seedGroups(ctx: RequestContext): Promise<number> {
  const now = ctx.now();
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
        if (thread.isPinned) await updateThreadRow(tx.db, threadId, { isPinned: true }, now);
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
