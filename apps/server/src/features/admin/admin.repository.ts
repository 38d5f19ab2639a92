import { type Executor, schema } from "@vitalog/db";
import { eq, sql } from "drizzle-orm";

/** A round trip that reads no table: whether the database answers. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function isAdmin(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: schema.admins.userId })
    .from(schema.admins)
    .where(eq(schema.admins.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Makes the user an admin; false when they already were. */
export async function insertAdmin(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .insert(schema.admins)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: schema.admins.userId });
  return rows.length > 0;
}

/** Removes the admin marker; false when there was none. */
export async function deleteAdmin(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(schema.admins)
    .where(eq(schema.admins.userId, userId))
    .returning({ userId: schema.admins.userId });
  return rows.length > 0;
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const rows = await db
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(eq(schema.user.email, email.trim().toLowerCase()))
    .limit(1);
  return rows[0]?.id ?? null;
}
