import {
  ArticleMessage,
  DELETED_ACCOUNT_NAME,
  encodeCursor,
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
import {
  type RequestContext,
  type Viewer,
  type ViewerContext,
  withTransaction,
} from "../../context.ts";
import { AppError } from "../../errors.ts";
import { keysetCursor, keysetPage, readTimeCursor } from "../../kit/keyset.ts";
import { toPage } from "../../kit/time-series.service.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import {
  countAction,
  isOwn,
  iso,
  recordModeration,
  requiredPlainText,
  requireId,
  toAuthor,
} from "./community.service.ts";
import {
  deleteFeatureRequestRow,
  deleteRequestCommentRow,
  type FeatureRequestFilter,
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

/** Where a page of requests by votes ends: the vote count and id of its last request. */
const byVotes = keysetCursor(["count"]);

function toFeatureRequest(row: FeatureRequestRow, viewer: Viewer | undefined): FeatureRequest {
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
    canDelete: isOwn(row, viewer) || viewer?.isAdmin === true,
  };
}

function toComment(row: RequestCommentRow, viewer: Viewer | undefined): FeatureRequestComment {
  return {
    id: row.id,
    requestId: row.requestId,
    content: row.content,
    author: toAuthor(row, DELETED_ACCOUNT_NAME),
    createdAt: iso(row.createdAt),
    canDelete: isOwn(row, viewer) || viewer?.isAdmin === true,
  };
}

async function requestOr404(ctx: RequestContext, id: string): Promise<FeatureRequestRow> {
  const row = await findFeatureRequestRow(
    ctx.db,
    requireId(id, FeatureRequestMessage.notFound),
    ctx.viewer?.id ?? null,
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
  ctx: RequestContext,
  query: FeatureRequestListQuery,
): Promise<FeatureRequestPage> {
  const message = FeatureRequestMessage.cursorInvalid;
  let after: FeatureRequestFilter["after"];
  if (query.sort === "votes") {
    const position = byVotes.read(query.cursor, message);
    if (position) after = { rank: position.values[0], id: position.id };
  } else {
    after = readTimeCursor(query.cursor, ctx.now(), message);
  }
  const rows = await listFeatureRequestRows(
    ctx.db,
    {
      sort: query.sort,
      ...(query.status ? { status: query.status } : {}),
      ...(query.category ? { category: query.category } : {}),
      ...(query.q ? { q: query.q } : {}),
      ...(after ? { after } : {}),
      limit: query.limit + 1,
    },
    ctx.viewer?.id ?? null,
  );
  return keysetPage(
    rows,
    query.limit,
    (row) =>
      query.sort === "votes"
        ? byVotes.encode({ values: [row.voteCount], id: row.id })
        : encodeCursor({ at: row.createdAt, id: row.id }),
    (row) => toFeatureRequest(row, ctx.viewer),
  );
}

export async function getFeatureRequest(ctx: RequestContext, id: string): Promise<FeatureRequest> {
  return toFeatureRequest(await requestOr404(ctx, id), ctx.viewer);
}

/** `POST /feature-requests`: a new request, under review until an admin says otherwise. */
export async function createFeatureRequest(
  ctx: ViewerContext,
  limiter: RateLimiter,
  input: FeatureRequestInput,
): Promise<FeatureRequest> {
  const userId = ctx.viewer.id;
  const title = requiredPlainText(input.title, "title", FeatureRequestMessage.titleRequired);
  const description = requiredPlainText(
    input.description,
    "description",
    FeatureRequestMessage.descriptionRequired,
  );
  await countAction(limiter, userId, "post");
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
  ctx: ViewerContext,
  id: string,
  patch: FeatureRequestPatch,
): Promise<FeatureRequest> {
  const row = await requestOr404(ctx, id);
  if (!isOwn(row, ctx.viewer)) throw new AppError("FORBIDDEN", FeatureRequestMessage.notAuthor);
  await updateFeatureRequestRow(
    ctx.db,
    row.id,
    {
      ...(patch.title !== undefined
        ? {
            title: requiredPlainText(patch.title, "title", FeatureRequestMessage.titleRequired),
          }
        : {}),
      ...(patch.description !== undefined
        ? {
            description: requiredPlainText(
              patch.description,
              "description",
              FeatureRequestMessage.descriptionRequired,
            ),
          }
        : {}),
      ...(patch.category !== undefined ? { category: patch.category } : {}),
    },
    ctx.now(),
  );
  return getFeatureRequest(ctx, row.id);
}

/** `DELETE /feature-requests/{id}`: the person who asked, or an admin. */
export async function deleteFeatureRequest(ctx: ViewerContext, id: string): Promise<void> {
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
export async function voteFeatureRequest(
  ctx: ViewerContext,
  limiter: RateLimiter,
  id: string,
): Promise<VoteState> {
  const userId = ctx.viewer.id;
  const row = await requestOr404(ctx, id);
  assertNotMerged(row);
  await countAction(limiter, userId, "vote");
  return withTransaction(ctx, (tx) => toggleVote(tx.db, row.id, userId));
}

/** `PATCH /feature-requests/{id}/status` (admins). */
export async function setFeatureRequestStatus(
  ctx: ViewerContext,
  id: string,
  status: FeatureRequestStatus,
): Promise<FeatureRequest> {
  const row = await requestOr404(ctx, id);
  await withTransaction(ctx, async (tx) => {
    await updateFeatureRequestRow(tx.db, row.id, { status }, ctx.now());
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
  ctx: ViewerContext,
  id: string,
  targetId: string,
): Promise<FeatureRequest> {
  const source = await requestOr404(ctx, id);
  if (source.id === targetId.toLowerCase()) {
    throw AppError.invalid("targetId", FeatureRequestMessage.mergeIntoSelf);
  }
  const target = await findFeatureRequestRow(ctx.db, targetId.toLowerCase(), null);
  if (!target || target.mergedIntoId) {
    throw AppError.invalid("targetId", FeatureRequestMessage.mergeTargetInvalid);
  }
  await withTransaction(ctx, async (tx) => {
    await mergeFeatureRequestRows(tx.db, source.id, target.id, ctx.now());
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
  ctx: RequestContext,
  id: string,
  query: FeatureRequestCommentListQuery,
): Promise<FeatureRequestCommentPage> {
  const row = await requestOr404(ctx, id);
  const after = readTimeCursor(query.cursor, ctx.now(), FeatureRequestMessage.cursorInvalid);
  const rows = await listRequestCommentRows(ctx.db, row.id, {
    ...(after ? { after } : {}),
    limit: query.limit + 1,
  });
  return toPage(
    rows,
    query.limit,
    (comment) => ({ at: comment.createdAt, id: comment.id }),
    (comment) => toComment(comment, ctx.viewer),
  );
}

export async function addFeatureRequestComment(
  ctx: ViewerContext,
  limiter: RateLimiter,
  id: string,
  text: string,
): Promise<FeatureRequestComment> {
  const userId = ctx.viewer.id;
  const row = await requestOr404(ctx, id);
  assertNotMerged(row);
  const content = requiredPlainText(text, "content", ArticleMessage.commentRequired);
  await countAction(limiter, userId, "comment");
  const commentId = await insertRequestCommentRow(ctx.db, { requestId: row.id, userId, content });
  const comment = await findRequestCommentRow(ctx.db, commentId);
  if (!comment) throw new AppError("NOT_FOUND", FeatureRequestMessage.commentNotFound);
  return toComment(comment, ctx.viewer);
}

/** A comment on a request goes by its author's hand or an admin's. */
export async function deleteFeatureRequestComment(
  ctx: ViewerContext,
  id: string,
  commentId: string,
): Promise<void> {
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
