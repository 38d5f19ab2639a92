import {
  COMMUNITY_RATE_LIMITS,
  type CommunityAction,
  type CommunityAuthor,
  CommunityMessage,
  DELETED_ACCOUNT_NAME,
  isUuid,
  UNNAMED_MEMBER_NAME,
  VITALOG_TEAM_NAME,
} from "@vitalog/domain";
import type { Context } from "hono";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { serviceContext } from "../../http/service-context.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import { isAdminUser } from "../admin/admin.service.ts";
import { recordAdminChange } from "../admin/admin-audit.service.ts";

/** Who is looking: a visitor (no user), a person, or an admin. */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
}

/** What every community service call receives: the viewer, the time and the rate limiter. */
export interface CommunityContext extends ServiceContext {
  viewer: Viewer;
  now: Date;
  limiter: RateLimiter;
}

/** The community context of a request: its viewer (from an `optional` or signed-in route). */
export async function communityContext(
  c: Context<AppEnv>,
  { db, clock, limiter }: Pick<ModuleDeps, "db" | "clock" | "limiter">,
): Promise<CommunityContext> {
  const user = c.get("user");
  const ctx = serviceContext(c, db);
  return {
    ...ctx,
    viewer: { userId: user?.id ?? null, isAdmin: user ? await isAdminUser(ctx, user.id) : false },
    now: clock.now(),
    limiter,
  };
}

/** The signed-in person's id; a visitor is told to sign in. */
export function signedIn(ctx: CommunityContext, message?: string): string {
  if (!ctx.viewer.userId) throw new AppError("UNAUTHENTICATED", message);
  return ctx.viewer.userId;
}

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
  ctx: Pick<CommunityContext, "limiter">,
  userId: string,
  action: CommunityAction,
): Promise<void> {
  await ctx.limiter.hit(
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

/** A 400 on one field, with the field's message. */
export function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { [field]: message });
}

/** Where a public profile's photo is served. */
export function publicPhotoUrl(userId: string, fileId: string): string {
  return `/api/v1/profiles/${userId}/photo?v=${fileId}`;
}

/** The author columns every community row is read with (community.repository.ts). */
export interface AuthorFields {
  authorId: string | null;
  authorName: string | null;
  authorUsername: string | null;
  authorPublic: boolean;
  authorPhotoId: string | null;
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

/** A health-group row's author columns: also whether they show their group activity. */
export interface GroupAuthorFields extends AuthorFields {
  authorGroupActivityPublic: boolean;
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
  viewer: Viewer,
): CommunityAuthor {
  if (row.authorRemoved) return toAuthor(row, DELETED_ACCOUNT_NAME);
  const hidden =
    viewer.userId === null &&
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
 * An admin's change to content another member owns (editing or deleting their group, article
 * or feature request, removing them from a group) goes to the admin activity log, in the
 * change's transaction. A member's own content, or a group's creator moderating it, is not
 * admin moderation and is not logged.
 */
export async function recordModeration(
  ctx: CommunityContext,
  ownerId: string | null,
  change: Parameters<typeof recordAdminChange>[1],
): Promise<void> {
  const adminId = ctx.viewer.userId;
  if (!ctx.viewer.isAdmin || adminId === null || ownerId === adminId) return;
  await recordAdminChange({ db: ctx.db, now: () => ctx.now, viewer: { id: adminId } }, change);
}
