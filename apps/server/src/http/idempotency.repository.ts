import { type Executor, schema } from "@vitalog/db";
import { and, eq } from "drizzle-orm";

const { idempotencyKeys } = schema;
export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

const byKey = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

export async function findIdempotencyRecord(
  db: Executor,
  userId: string,
  key: string,
): Promise<IdempotencyRecord | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(byKey(userId, key)).limit(1);
  return row;
}

/** Takes the key for a request being handled; false when another request holds it. */
export async function claimIdempotencyKey(
  db: Executor,
  record: Omit<IdempotencyRecord, "status" | "contentType" | "body">,
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values(record)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function storeIdempotentReply(
  db: Executor,
  userId: string,
  key: string,
  reply: Pick<IdempotencyRecord, "status" | "contentType" | "body">,
): Promise<void> {
  await db.update(idempotencyKeys).set(reply).where(byKey(userId, key));
}

export async function releaseIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<void> {
  await db.delete(idempotencyKeys).where(byKey(userId, key));
}
