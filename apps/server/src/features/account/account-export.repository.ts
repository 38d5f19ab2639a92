import { type Executor, schema } from "@vitalog/db";
import { asc, eq } from "drizzle-orm";

const { user, account, session } = schema;

/** The user row without anything secret (there is nothing secret on it today). */
export async function findUserForExport(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Sign-in methods, without password hashes or provider tokens. */
export function listSignInMethodsForExport(db: Executor, userId: string) {
  return db
    .select({
      id: account.id,
      providerId: account.providerId,
      accountId: account.accountId,
      scope: account.scope,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
}

/** Sessions, without their tokens. */
export function listSessionsForExport(db: Executor, userId: string) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
}

/** Mail sent to the person: when and about what (bodies carry one-time links). */
export function listMailForExport(db: Executor, userId: string) {
  const { mailOutbox } = schema;
  return db
    .select({ id: mailOutbox.id, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, userId))
    .orderBy(asc(mailOutbox.createdAt));
}
