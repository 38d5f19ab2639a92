import {
  isUuid,
  PROFILE_ARTICLES,
  PROFILE_GROUPS,
  type PublicProfile,
  PublicProfileMessage,
  type PublicProfilePatch,
  type PublicProfileSettings,
  UNNAMED_MEMBER_NAME,
} from "@vitalog/domain";
import type { RequestContext, ViewerContext } from "../../context.ts";
import { AppError, isUniqueViolation } from "../../errors.ts";
import { sanitizePlainText } from "../../kit/rich-text.ts";
import type { Storage } from "../../platform/storage.ts";
import { type PhotoFile, readProfilePhoto } from "../profile/profile-photo.service.ts";
import { listAuthorArticles } from "./articles.service.ts";
import { publicPhotoUrl } from "./community.service.ts";
import { listMemberGroups } from "./groups.service.ts";
import {
  findProfileOwner,
  findPublicProfileRow,
  isUsernameTaken,
  type ProfileOwnerRow,
  type PublicProfileRow,
  type PublicProfileValues,
  upsertPublicProfileRow,
} from "./public-profiles.repository.ts";

/** A person with no row of choices: profile and articles public, group activity not. */
const DEFAULT_CHOICES = {
  username: null,
  bio: "",
  isProfilePublic: true,
  areArticlesPublic: true,
  isGroupActivityPublic: false,
} as const;

type Choices = Pick<
  PublicProfileRow,
  "username" | "bio" | "isProfilePublic" | "areArticlesPublic" | "isGroupActivityPublic"
>;

async function choicesOf(ctx: RequestContext, userId: string): Promise<Choices> {
  return (await findPublicProfileRow(ctx.db, userId)) ?? DEFAULT_CHOICES;
}

function toSettings(userId: string, choices: Choices): PublicProfileSettings {
  return {
    username: choices.username,
    bio: choices.bio,
    isProfilePublic: choices.isProfilePublic,
    areArticlesPublic: choices.areArticlesPublic,
    isGroupActivityPublic: choices.isGroupActivityPublic,
    identifier: choices.username ?? userId,
  };
}

/** `GET /profile/public`: the person's own choices. */
export async function getPublicProfileSettings(ctx: ViewerContext): Promise<PublicProfileSettings> {
  return toSettings(ctx.viewer.id, await choicesOf(ctx, ctx.viewer.id));
}

const taken = () =>
  new AppError("CONFLICT", PublicProfileMessage.usernameTaken, {
    username: PublicProfileMessage.usernameTaken,
  });

/** `PATCH /profile/public`: what is public, a username (unique whatever its case) and a bio. */
export async function updatePublicProfileSettings(
  ctx: ViewerContext,
  patch: PublicProfilePatch,
): Promise<PublicProfileSettings> {
  const userId = ctx.viewer.id;
  const values: PublicProfileValues = {};
  if (patch.username !== undefined) {
    if (patch.username !== null && (await isUsernameTaken(ctx.db, patch.username, userId))) {
      throw taken();
    }
    values.username = patch.username;
  }
  if (patch.bio !== undefined) values.bio = sanitizePlainText(patch.bio);
  if (patch.isProfilePublic !== undefined) values.isProfilePublic = patch.isProfilePublic;
  if (patch.areArticlesPublic !== undefined) values.areArticlesPublic = patch.areArticlesPublic;
  if (patch.isGroupActivityPublic !== undefined) {
    values.isGroupActivityPublic = patch.isGroupActivityPublic;
  }
  try {
    await upsertPublicProfileRow(ctx.db, userId, values, ctx.now());
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return getPublicProfileSettings(ctx);
}

/** The owner of a profile a viewer may open: public ones, and one's own; 404 otherwise. */
async function visibleOwner(
  ctx: RequestContext,
  identifier: string,
): Promise<{ owner: ProfileOwnerRow; choices: Choices; isOwn: boolean }> {
  const owner = await findProfileOwner(
    ctx.db,
    isUuid(identifier) ? { id: identifier.toLowerCase() } : { username: identifier },
  );
  if (!owner) throw new AppError("NOT_FOUND", PublicProfileMessage.notFound);
  const choices = await choicesOf(ctx, owner.id);
  const isOwn = ctx.viewer?.id === owner.id;
  if (!choices.isProfilePublic && !isOwn) {
    throw new AppError("NOT_FOUND", PublicProfileMessage.notFound);
  }
  return { owner, choices, isOwn };
}

/**
 * `GET /profiles/{identifier}` (a username or an id): name, photo, bio, and as the person
 * chose, their public articles and their groups. Never an email, a birth date or health data.
 */
export async function getPublicProfile(
  ctx: RequestContext,
  identifier: string,
): Promise<PublicProfile> {
  const { owner, choices, isOwn } = await visibleOwner(ctx, identifier);
  const articlesShown = choices.areArticlesPublic;
  const groupsShown = choices.isGroupActivityPublic;
  return {
    id: owner.id,
    username: choices.username,
    name: owner.name.trim() || UNNAMED_MEMBER_NAME,
    photoUrl:
      choices.isProfilePublic && owner.authorPhotoId
        ? publicPhotoUrl(owner.id, owner.authorPhotoId)
        : null,
    bio: choices.bio,
    memberSince: owner.createdAt.toISOString().slice(0, 7),
    isOwn,
    articles:
      articlesShown || isOwn ? await listAuthorArticles(ctx, owner.id, PROFILE_ARTICLES) : [],
    articlesShown,
    groups: groupsShown || isOwn ? await listMemberGroups(ctx, owner.id, PROFILE_GROUPS) : [],
    groupsShown,
  };
}

/** A public profile's photo (the owner's profile photo), while the profile is public. */
export async function readPublicProfilePhoto(
  ctx: RequestContext,
  storage: Storage,
  identifier: string,
  version: string | undefined,
): Promise<PhotoFile> {
  const { owner, choices } = await visibleOwner(ctx, identifier);
  if (!choices.isProfilePublic || (version !== undefined && !isUuid(version))) {
    throw new AppError("NOT_FOUND", PublicProfileMessage.photoNotFound);
  }
  try {
    return await readProfilePhoto(ctx, storage, owner.id, version);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      throw new AppError("NOT_FOUND", PublicProfileMessage.photoNotFound);
    }
    throw error;
  }
}
