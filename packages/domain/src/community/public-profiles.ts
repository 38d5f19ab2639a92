import { z } from "zod";
import { ArticleCard } from "./articles.ts";
import { BIO_MAX, GROUP_TOPICS, RESERVED_USERNAMES, USERNAME_PATTERN } from "./constants.ts";
import { PublicProfileMessage } from "./messages.ts";

// Public profiles: what a person shows of themselves in the community. Health data never is.

const RESERVED = new Set<string>(RESERVED_USERNAMES);

/** Whether a username is one a person may not take (case does not matter). */
export function isReservedUsername(username: string): boolean {
  return RESERVED.has(username.toLowerCase());
}

export const Username = z
  .string({ error: PublicProfileMessage.usernameInvalid })
  .trim()
  .regex(USERNAME_PATTERN, PublicProfileMessage.usernameInvalid)
  .refine((username) => !isReservedUsername(username), PublicProfileMessage.usernameReserved);

/** `PATCH /api/v1/profile/public`: what is public, a username (null removes it) and a bio. */
export const PublicProfilePatch = z
  .object({
    username: Username.nullable(),
    bio: z
      .string({ error: PublicProfileMessage.bioTooLong })
      .trim()
      .max(BIO_MAX, PublicProfileMessage.bioTooLong),
    isProfilePublic: z.boolean(),
    areArticlesPublic: z.boolean(),
    isGroupActivityPublic: z.boolean(),
  })
  .partial()
  .strict();
export type PublicProfilePatch = z.infer<typeof PublicProfilePatch>;

/** The person's own choices (`GET`/`PATCH /api/v1/profile/public`). */
export const PublicProfileSettings = z.object({
  username: z.string().nullable(),
  bio: z.string(),
  /** The profile page may be opened by anyone (default on). */
  isProfilePublic: z.boolean(),
  /** It lists the person's public articles (default on). */
  areArticlesPublic: z.boolean(),
  /** It lists the health groups the person belongs to (default off: a group can say a lot). */
  isGroupActivityPublic: z.boolean(),
  /** Where the profile page is: `/dashboard/profile/{identifier}`. */
  identifier: z.string(),
});
export type PublicProfileSettings = z.infer<typeof PublicProfileSettings>;

export const ProfileGroup = z.object({
  id: z.string(),
  name: z.string(),
  topic: z.enum(GROUP_TOPICS),
  memberCount: z.number(),
});
export type ProfileGroup = z.infer<typeof ProfileGroup>;

/** `GET /api/v1/profiles/{identifier}`: never an email, a date of birth or any health value. */
export const PublicProfile = z.object({
  id: z.string(),
  username: z.string().nullable(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string(),
  /** The month the person joined, `YYYY-MM`. */
  memberSince: z.string(),
  isOwn: z.boolean(),
  /** Their published public articles, newest first; empty when they keep them off the profile. */
  articles: z.array(ArticleCard),
  articlesShown: z.boolean(),
  /** Their groups; empty unless they make their group activity public. */
  groups: z.array(ProfileGroup),
  groupsShown: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;
