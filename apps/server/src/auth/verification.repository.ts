import { randomUUID } from "node:crypto";
import { type Executor, schema } from "@vitalog/db";
import { and, eq, gt } from "drizzle-orm";

const { verification } = schema;

/** Keeps `value` under `identifier` in Better Auth's verification table until `expiresAt`. */
export async function insertVerificationValue(
  db: Executor,
  values: { identifier: string; value: string; expiresAt: Date },
): Promise<void> {
  await db.insert(verification).values({ id: randomUUID(), ...values });
}

/** Whether a value is kept under `identifier` that has not expired by `now`. */
export async function hasUnexpiredVerification(
  db: Executor,
  identifier: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}
