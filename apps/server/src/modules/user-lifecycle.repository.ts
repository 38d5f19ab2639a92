import { type Executor, schema } from "@vitalog/db";
import { eq } from "drizzle-orm";

/** Whether the user already signs in some way (a password, Google, Apple). */
export async function hasSignInMethod(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: schema.account.id })
    .from(schema.account)
    .where(eq(schema.account.userId, userId))
    .limit(1);
  return rows.length > 0;
}
