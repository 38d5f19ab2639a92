import { type Executor, schema } from "@vitalog/db";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { authorColumns } from "./community.repository.ts";

const { user, publicProfiles } = schema;

export type PublicProfileRow = typeof publicProfiles.$inferSelect;
export type PublicProfileValues = Partial<
  Pick<
    PublicProfileRow,
    "username" | "bio" | "isProfilePublic" | "areArticlesPublic" | "isGroupActivityPublic"
  >
>;

export async function findPublicProfileRow(
  db: Executor,
  userId: string,
): Promise<PublicProfileRow | null> {
  const rows = await db
    .select()
    .from(publicProfiles)
    .where(eq(publicProfiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export interface ProfileOwnerRow {
  id: string;
  name: string;
  createdAt: Date;
  authorPhotoId: string | null;
}

/** The account a profile identifier names: its id, or a username whatever its case. */
export async function findProfileOwner(
  db: Executor,
  by: { id: string } | { username: string },
): Promise<ProfileOwnerRow | null> {
  const where: SQL =
    "id" in by
      ? eq(user.id, by.id)
      : sql`${user.id} = (SELECT p.user_id FROM public_profiles p WHERE lower(p.username) = lower(${by.username}))`;
  const { authorPhotoId } = authorColumns(`"user"."id"`);
  const rows = await db
    .select({ id: user.id, name: user.name, createdAt: user.createdAt, authorPhotoId })
    .from(user)
    .where(where)
    .limit(1);
  return rows[0] ?? null;
}

export async function isUsernameTaken(
  db: Executor,
  username: string,
  exceptUserId: string,
): Promise<boolean> {
  const rows = await db
    .select({ userId: publicProfiles.userId })
    .from(publicProfiles)
    .where(
      and(
        sql`lower(${publicProfiles.username}) = lower(${username})`,
        sql`${publicProfiles.userId} <> ${exceptUserId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Writes the person's choices, making their row on the first change. */
export async function upsertPublicProfileRow(
  db: Executor,
  userId: string,
  values: PublicProfileValues,
  now: Date,
): Promise<void> {
  await db
    .insert(publicProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: publicProfiles.userId,
      set: { ...values, updatedAt: now },
    });
}
