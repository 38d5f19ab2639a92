import { type Executor, preparedSelect, schema } from "@vitalog/db";
import { and, eq, sql } from "drizzle-orm";

const { admins, session, user } = schema;

export interface SessionWithUser {
  userId: string;
  expiresAt: Date;
  email: string;
  name: string;
  isAdmin: boolean;
}

/** The lookup runs on every authenticated request, so it is prepared once per database handle. */
const lookup = preparedSelect<SessionWithUser, { token: string }>(
  (db) =>
    db
      .select({
        userId: session.userId,
        expiresAt: session.expiresAt,
        email: user.email,
        name: user.name,
        isAdmin: sql<boolean>`${admins.userId} is not null`.mapWith(Boolean),
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(admins, eq(admins.userId, session.userId))
      .where(eq(session.token, sql.placeholder("token")))
      .limit(1)
      .prepare("session_with_user"),
  ["userId", "expiresAt", "email", "name", "isAdmin"],
);

/** The session holding this token, with its user's e-mail address, name and admin status. */
export async function findSessionWithUser(
  db: Executor,
  token: string,
): Promise<SessionWithUser | null> {
  return (await lookup(db, { token }))[0] ?? null;
}

/** The token of one of the person's sessions by its id, or null (someone else's or unknown). */
export async function findSessionToken(
  db: Executor,
  userId: string,
  id: string,
): Promise<string | null> {
  const rows = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .limit(1);
  return rows[0]?.token ?? null;
}
