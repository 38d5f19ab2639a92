import {
  ArticleMessage,
  DELETED_ACCOUNT_NAME,
  decodeCursor,
  decodeRankCursor,
  encodeCursor,
  encodeRankCursor,
  type FeatureRequest,
  type FeatureRequestComment,
  type FeatureRequestCommentListQuery,
  type FeatureRequestCommentPage,
  type FeatureRequestInput,
  type FeatureRequestListQuery,
  FeatureRequestMessage,
  type FeatureRequestPage,
  type FeatureRequestPatch,
  type FeatureRequestStatus,
  type VoteState,
} from "@vitalog/domain";
import { withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
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
  type Viewer,
} from "./community.context.ts";
import {
  deleteFeatureRequestRow,
  deleteRequestCommentRow,
  type FeatureRequestRow,
  findFeatureRequestRow,
  findRequestCommentRow,
  insertFeatureRequestRow,
  insertRequestCommentRow,
  listFeatureRequestRows,
  listRequestCommentRows,
  mergeFeatureRequestRows,
  type RequestCommentRow,
  toggleVote,
  updateFeatureRequestRow,
} from "./feature-requests.repository.ts";

const isOwn = (row: { userId: string | null }, viewer: Viewer) =>
  viewer.userId !== null && row.userId === viewer.userId;

function toFeatureRequest(row: FeatureRequestRow, viewer: Viewer): FeatureRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as FeatureRequest["category"],
    status: row.status as FeatureRequestStatus,
    voteCount: row.voteCount,
    commentCount: row.commentCount,
    author: toAuthor(row, DELETED_ACCOUNT_NAME),
    votedByMe: Boolean(row.votedByMe),
    mergedInto:
      row.mergedIntoId && row.mergedIntoTitle
        ? { id: row.mergedIntoId, title: row.mergedIntoTitle }
        : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    canEdit: isOwn(row, viewer),
    canDelete: isOwn(row, viewer) || viewer.isAdmin,
  };
}

function toComment(row: RequestCommentRow, viewer: Viewer): FeatureRequestComment {
  return {
    id: row.id,
    requestId: row.requestId,
    content: row.content,
    author: toAuthor(row, DELETED_ACCOUNT_NAME),
    createdAt: iso(row.createdAt),
    canDelete: isOwn(row, viewer) || viewer.isAdmin,
  };
}

function plain(text: string, field: string, required: string): string {
  const clean = sanitizePlainText(text);
  if (!clean) throw invalid(field, required);
  return clean;
}

async function requestOr404(ctx: CommunityContext, id: string): Promise<FeatureRequestRow> {
  const row = await findFeatureRequestRow(
    ctx.db,
    requireId(id, FeatureRequestMessage.notFound),
    ctx.viewer.userId,
  );
  if (!row) throw new AppError("NOT_FOUND", FeatureRequestMessage.notFound);
  return row;
}

/** A request still open to votes and comments: one merged away sends people to its target. */
function assertNotMerged(row: FeatureRequestRow) {
  if (row.mergedIntoId) throw new AppError("BAD_REQUEST", FeatureRequestMessage.merged);
}

/** `GET /feature-requests`: by votes (or newest), by status, category or words. */
export async function listFeatureRequests(
  ctx: CommunityContext,
  query: FeatureRequestListQuery,
): Promise<FeatureRequestPage> {
  let position: { rank: number; id: string } | { at: Date; id: string } | undefined;
  if (query.cursor) {
    position =
      (query.sort === "votes"
        ? decodeRankCursor(query.cursor)
        : decodeCursor(query.cursor, Date.now())) ?? undefined;
    if (!position) throw invalid("cursor", FeatureRequestMessage.cursorInvalid);
  }
  const rows = await listFeatureRequestRows(
    ctx.db,
    {
      sort: query.sort,
      ...(query.status ? { status: query.status } : {}),
      ...(query.category ? { category: query.category } : {}),
      ...(query.q ? { q: query.q } : {}),
      ...(position ? { after: position } : {}),
      limit: query.limit,
    },
    ctx.viewer.userId,
  );
  const last = rows.at(-1);
  return {
    items: rows.map((row) => toFeatureRequest(row, ctx.viewer)),
    nextCursor:
      rows.length === query.limit && last
        ? query.sort === "votes"
          ? encodeRankCursor({ rank: last.voteCount, id: last.id })
          : encodeCursor({ at: last.createdAt, id: last.id })
        : null,
  };
}

export async function getFeatureRequest(
  ctx: CommunityContext,
  id: string,
): Promise<FeatureRequest> {
  return toFeatureRequest(await requestOr404(ctx, id), ctx.viewer);
}

/** `POST /feature-requests`: a new request, under review until an admin says otherwise. */
export async function createFeatureRequest(
  ctx: CommunityContext,
  input: FeatureRequestInput,
): Promise<FeatureRequest> {
  const userId = signedIn(ctx, FeatureRequestMessage.loginToRequest);
  const title = plain(input.title, "title", FeatureRequestMessage.titleRequired);
  const description = plain(
    input.description,
    "description",
    FeatureRequestMessage.descriptionRequired,
  );
  await countAction(ctx, userId, "post");
  const id = await insertFeatureRequestRow(ctx.db, {
    userId,
    title,
    description,
    category: input.category,
  });
  return getFeatureRequest(ctx, id);
}

/** `PATCH /feature-requests/{id}`: the person who asked changes the wording or category. */
export async function updateFeatureRequest(
  ctx: CommunityContext,
  id: string,
  patch: FeatureRequestPatch,
): Promise<FeatureRequest> {
  signedIn(ctx);
  const row = await requestOr404(ctx, id);
  if (!isOwn(row, ctx.viewer)) throw new AppError("FORBIDDEN", FeatureRequestMessage.notAuthor);
  await updateFeatureRequestRow(ctx.db, row.id, {
    ...(patch.title !== undefined
      ? { title: plain(patch.title, "title", FeatureRequestMessage.titleRequired) }
      : {}),
    ...(patch.description !== undefined
      ? {
          description: plain(
            patch.description,
            "description",
            FeatureRequestMessage.descriptionRequired,
          ),
        }
      : {}),
    ...(patch.category !== undefined ? { category: patch.category } : {}),
  });
  return getFeatureRequest(ctx, row.id);
}

/** `DELETE /feature-requests/{id}`: the person who asked, or an admin. */
export async function deleteFeatureRequest(ctx: CommunityContext, id: string): Promise<void> {
  signedIn(ctx);
  const row = await requestOr404(ctx, id);
  if (!isOwn(row, ctx.viewer) && !ctx.viewer.isAdmin) {
    throw new AppError("FORBIDDEN", FeatureRequestMessage.notAuthor);
  }
  await withTransaction(ctx, async (tx) => {
    await deleteFeatureRequestRow(tx.db, row.id);
    await recordModeration(tx, row.userId, {
      action: "deleted",
      entity: "featureRequest",
      entityId: row.id,
      summary: row.title,
    });
  });
}

/** `POST /feature-requests/{id}/vote`: one vote per person; voting again takes it back. */
export async function voteFeatureRequest(ctx: CommunityContext, id: string): Promise<VoteState> {
  const userId = signedIn(ctx, FeatureRequestMessage.loginToVote);
  const row = await requestOr404(ctx, id);
  assertNotMerged(row);
  await countAction(ctx, userId, "vote");
  return withTransaction(ctx, (tx) => toggleVote(tx.db, row.id, userId));
}

/** `PATCH /feature-requests/{id}/status` (admins). */
export async function setFeatureRequestStatus(
  ctx: CommunityContext,
  id: string,
  status: FeatureRequestStatus,
): Promise<FeatureRequest> {
  const row = await requestOr404(ctx, id);
  await withTransaction(ctx, async (tx) => {
    await updateFeatureRequestRow(tx.db, row.id, { status });
    await recordModeration(tx, row.userId, {
      action: "updated",
      entity: "featureRequest",
      entityId: row.id,
      summary: `${row.title} (${status})`,
    });
  });
  return getFeatureRequest(ctx, row.id);
}

/**
 * `POST /feature-requests/{id}/merge` (admins): a duplicate joins the request it repeats; its
 * votes are carried over, and a person who voted for both counts once.
 */
export async function mergeFeatureRequest(
  ctx: CommunityContext,
  id: string,
  targetId: string,
): Promise<FeatureRequest> {
  const source = await requestOr404(ctx, id);
  if (source.id === targetId.toLowerCase()) {
    throw invalid("targetId", FeatureRequestMessage.mergeIntoSelf);
  }
  const target = await findFeatureRequestRow(ctx.db, targetId.toLowerCase(), null);
  if (!target || target.mergedIntoId) {
    throw invalid("targetId", FeatureRequestMessage.mergeTargetInvalid);
  }
  await withTransaction(ctx, async (tx) => {
    await mergeFeatureRequestRows(tx.db, source.id, target.id);
    await recordModeration(tx, source.userId, {
      action: "merged",
      entity: "featureRequest",
      entityId: source.id,
      summary: `${source.title} → ${target.title}`,
    });
  });
  return getFeatureRequest(ctx, target.id);
}

// -- Comments ------------------------------------------------------------------------------

export async function listFeatureRequestComments(
  ctx: CommunityContext,
  id: string,
  query: FeatureRequestCommentListQuery,
): Promise<FeatureRequestCommentPage> {
  const row = await requestOr404(ctx, id);
  let position: { at: Date; id: string } | undefined;
  if (query.cursor) {
    position = decodeCursor(query.cursor, Date.now()) ?? undefined;
    if (!position) throw invalid("cursor", FeatureRequestMessage.cursorInvalid);
  }
  const rows = await listRequestCommentRows(ctx.db, row.id, {
    ...(position ? { after: position } : {}),
    limit: query.limit,
  });
  const last = rows.at(-1);
  return {
    items: rows.map((comment) => toComment(comment, ctx.viewer)),
    nextCursor:
      rows.length === query.limit && last
        ? encodeCursor({ at: last.createdAt, id: last.id })
        : null,
  };
}

export async function addFeatureRequestComment(
  ctx: CommunityContext,
  id: string,
  text: string,
): Promise<FeatureRequestComment> {
  const userId = signedIn(ctx, ArticleMessage.loginToComment);
  const row = await requestOr404(ctx, id);
  assertNotMerged(row);
  const content = plain(text, "content", ArticleMessage.commentRequired);
  await countAction(ctx, userId, "comment");
  const commentId = await insertRequestCommentRow(ctx.db, { requestId: row.id, userId, content });
  const comment = await findRequestCommentRow(ctx.db, commentId);
  if (!comment) throw new AppError("NOT_FOUND", FeatureRequestMessage.commentNotFound);
  return toComment(comment, ctx.viewer);
}

/** A comment on a request goes by its author's hand or an admin's. */
export async function deleteFeatureRequestComment(
  ctx: CommunityContext,
  id: string,
  commentId: string,
): Promise<void> {
  signedIn(ctx);
  const row = await requestOr404(ctx, id);
  const comment = await findRequestCommentRow(
    ctx.db,
    requireId(commentId, FeatureRequestMessage.commentNotFound),
  );
  if (!comment || comment.requestId !== row.id) {
    throw new AppError("NOT_FOUND", FeatureRequestMessage.commentNotFound);
  }
  if (!toComment(comment, ctx.viewer).canDelete) {
    throw new AppError("FORBIDDEN", ArticleMessage.commentNotAuthor);
  }
  await deleteRequestCommentRow(ctx.db, comment.id, row.id);
}
