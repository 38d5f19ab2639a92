import { type Executor, schema } from "@vitalog/db";
import { eq } from "drizzle-orm";

const { session, user } = schema;

export interface SessionWithUser {
  userId: string;
  expiresAt: Date;
  email: string;
  name: string;
}

/** The session holding this token, with its user's e-mail address and name. */
export async function findSessionWithUser(
  db: Executor,
  token: string,
): Promise<SessionWithUser | null> {
  const rows = await db
    .select({
      userId: session.userId,
      expiresAt: session.expiresAt,
      email: user.email,
      name: user.name,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, token))
    .limit(1);
  return rows[0] ?? null;
}
