import {
  COMMUNITY_RATE_LIMITS,
  type CommunityAction,
  type CommunityAuthor,
  CommunityMessage,
  DELETED_ACCOUNT_NAME,
  decodeCursor,
  isDraftArticleId,
  isUuid,
  type KeysetPosition,
  UNNAMED_MEMBER_NAME,
  VITALOG_TEAM_NAME,
} from "@vitalog/domain";
import type { RequestContext, Viewer, ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { sanitizePlainText } from "../../kit/rich-text.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import { recordAdminChange } from "../admin/admin-audit.service.ts";
import {
  type AuthorFields,
  countCommunity,
  deleteCommunityRows,
  type GroupAuthorFields,
} from "./community.repository.ts";

const RATE_MESSAGES: Record<CommunityAction, string> = {
  post: CommunityMessage.postRateLimited,
  comment: CommunityMessage.commentRateLimited,
  like: CommunityMessage.likeRateLimited,
  vote: CommunityMessage.voteRateLimited,
  report: CommunityMessage.reportRateLimited,
  upload: CommunityMessage.uploadRateLimited,
};

/** Counts one `action` of the person against its limit: 429 with the action's message past it. */
export async function countAction(
  limiter: RateLimiter,
  userId: string,
  action: CommunityAction,
): Promise<void> {
  await limiter.hit(
    `community-${action}:${userId}`,
    COMMUNITY_RATE_LIMITS[action],
    RATE_MESSAGES[action],
  );
}

/** An id from the path that cannot name a row answers "not found", never a database error. */
export function requireId(id: string, message: string): string {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", message);
  return id.toLowerCase();
}

/**
 * The position of an article list's cursor (time, then article id): the kit's cursor, or the
 * same with a content-adapter draft's id; a 400 on `cursor` with `message` otherwise.
 */
export function readArticleCursor(
  cursor: string | undefined,
  now: Date,
  message: string,
): KeysetPosition | undefined {
  if (!cursor) return undefined;
  const position = decodeCursor(cursor, now.getTime());
  if (position) return position;
  const [at = "", id = "", ...rest] = /^[A-Za-z0-9_-]+$/.test(cursor)
    ? Buffer.from(cursor, "base64url").toString("latin1").split("|")
    : [];
  const date = new Date(at);
  if (
    rest.length > 0 ||
    !isDraftArticleId(id) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString() !== at
  ) {
    throw AppError.invalid("cursor", message);
  }
  return { at: date, id };
}

/** An article's id: a UUID, or a content-adapter draft's `draft_{userId}_{timestamp}`; 404 otherwise. */
export function requireArticleId(id: string, message: string): string {
  if (isDraftArticleId(id)) return id;
  return requireId(id, message);
}

/** Whether the viewer wrote the row (a visitor wrote nothing). */
export function isOwn(row: { userId: string | null }, viewer: Viewer | undefined): boolean {
  return viewer !== undefined && row.userId === viewer.id;
}

/**
 * Text as the community stores it, with any markup removed; a 400 on `field` with `message` when
 * nothing is left (a title, a post, a comment).
 */
export function requiredPlainText(text: string, field: string, message: string): string {
  const clean = sanitizePlainText(text);
  if (!clean) throw AppError.invalid(field, message);
  return clean;
}

/** Where a public profile's photo is served. */
export function publicPhotoUrl(userId: string, fileId: string): string {
  return `/api/v1/profiles/${userId}/photo?v=${fileId}`;
}

/**
 * A row's author as the API shows them: their name always; their username and photo only when
 * their profile is public; a person who gave no name is "Vitalog member", the same for every
 * client. No account: the Vitalog team (or `nobody` for an account now gone).
 */
export function toAuthor(row: AuthorFields, nobody = VITALOG_TEAM_NAME): CommunityAuthor {
  if (!row.authorId) {
    return { id: null, name: nobody, username: null, photoUrl: null, hasPublicProfile: false };
  }
  const isPublic = Boolean(row.authorPublic);
  return {
    id: row.authorId,
    name: row.authorName?.trim() || UNNAMED_MEMBER_NAME,
    username: isPublic ? row.authorUsername : null,
    photoUrl:
      isPublic && row.authorPhotoId ? publicPhotoUrl(row.authorId, row.authorPhotoId) : null,
    hasPublicProfile: isPublic,
  };
}

/**
 * The author of a health group, thread, post or reply. A visitor (not signed in) does not
 * learn who took part in a health group unless that person's profile is public and shows
 * their group activity: the others are "Vitalog member" with no id, username or photo, the
 * shape the API gives a member without a name. What stays of an account that is gone (a
 * thread others replied in) is signed "Deleted account".
 */
export function toGroupAuthor(
  row: GroupAuthorFields & { authorRemoved?: boolean },
  viewer: Viewer | undefined,
): CommunityAuthor {
  if (row.authorRemoved) return toAuthor(row, DELETED_ACCOUNT_NAME);
  const hidden =
    viewer === undefined &&
    row.authorId !== null &&
    !(row.authorPublic && row.authorGroupActivityPublic);
  if (!hidden) return toAuthor(row);
  return {
    id: null,
    name: UNNAMED_MEMBER_NAME,
    username: null,
    photoUrl: null,
    hasPublicProfile: false,
  };
}

export const iso = (date: Date | string): string =>
  (date instanceof Date ? date : new Date(date)).toISOString();

/**
 * A moderator's change to content another member owns (an admin editing or deleting their
 * group, article or feature request; an admin or the group's creator removing a member, hiding
 * a post, pinning a thread or deleting someone else's thread or post) goes to the audit log as
 * moderation, in the change's transaction. A member's changes to their own content are not
 * moderation and are not logged.
 */
export async function recordModeration(
  ctx: ViewerContext,
  ownerId: string | null,
  change: Omit<Parameters<typeof recordAdminChange>[1], "kind">,
): Promise<void> {
  if (ownerId === ctx.viewer.id) return;
  await recordAdminChange(ctx, { ...change, kind: "moderation" });
}

/**
 * Before an account goes: its articles, threads, posts, comments, likes, votes, memberships,
 * reports and profile choices are removed, and every count they fed is recounted; its feature
 * requests stay without a name, so other people's votes keep their place.
 */
export async function removeCommunityContent(
  ctx: Pick<RequestContext, "db">,
  user: { id: string; email: string },
): Promise<void> {
  await deleteCommunityRows(ctx.db, user.id);
}

export async function communityAdminCounts(
  ctx: Pick<RequestContext, "db">,
): Promise<Record<string, number>> {
  return countCommunity(ctx.db);
}
