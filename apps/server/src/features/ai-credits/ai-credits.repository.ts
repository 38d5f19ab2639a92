import { type Executor, schema } from "@vitalog/db";
import type { CreditBucket, CreditReason } from "@vitalog/domain";
import { and, desc, eq, gt, gte, lt, sql, sum } from "drizzle-orm";

const { aiCreditLedger, aiCreditHolds } = schema;

export type CreditLedgerRow = {
  id: string;
  amount: number;
  bucket: CreditBucket;
  reason: CreditReason;
  reference: string | null;
  createdAt: Date;
};

const ledgerColumns = {
  id: aiCreditLedger.id,
  amount: aiCreditLedger.amount,
  bucket: aiCreditLedger.bucket,
  reason: aiCreditLedger.reason,
  reference: aiCreditLedger.reference,
  createdAt: aiCreditLedger.createdAt,
};

/**
 * Serialises every credit change of one person until the transaction ends (a transaction-level
 * advisory lock: PostgreSQL and PGlite both have them, and no row needs to exist).
 */
export async function lockCredits(db: Executor, userId: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ai-credits:${userId}`}, 0))`,
  );
}

export interface CreditTotals {
  /** Sum of the paid bucket: purchases and grants less paid uses. */
  paid: number;
  /** Credits taken from the free allowance since `monthStart`. */
  freeUsed: number;
  /** Credits reserved by holds still in force. */
  held: number;
}

function toInt(value: string | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export async function creditTotals(
  db: Executor,
  userId: string,
  monthStart: Date,
  now: Date,
): Promise<CreditTotals> {
  const [paid] = await db
    .select({ total: sum(aiCreditLedger.amount) })
    .from(aiCreditLedger)
    .where(and(eq(aiCreditLedger.userId, userId), eq(aiCreditLedger.bucket, "paid")));
  const [free] = await db
    .select({ total: sum(aiCreditLedger.amount) })
    .from(aiCreditLedger)
    .where(
      and(
        eq(aiCreditLedger.userId, userId),
        eq(aiCreditLedger.bucket, "free"),
        gte(aiCreditLedger.createdAt, monthStart),
      ),
    );
  const [held] = await db
    .select({ total: sum(aiCreditHolds.amount) })
    .from(aiCreditHolds)
    .where(and(eq(aiCreditHolds.userId, userId), gt(aiCreditHolds.expiresAt, now)));
  return { paid: toInt(paid?.total), freeUsed: -toInt(free?.total), held: toInt(held?.total) };
}

/** Purchased and used totals, and the last purchase, for the profile. */
export async function creditLifetimeTotals(db: Executor, userId: string) {
  const [row] = await db
    .select({
      purchased: sql<
        string | null
      >`sum(${aiCreditLedger.amount}) filter (where ${aiCreditLedger.reason} = 'purchase')`,
      used: sql<
        string | null
      >`sum(-${aiCreditLedger.amount}) filter (where ${aiCreditLedger.amount} < 0)`,
      lastPurchase: sql<
        Date | string | null
      >`max(${aiCreditLedger.createdAt}) filter (where ${aiCreditLedger.reason} = 'purchase')`,
    })
    .from(aiCreditLedger)
    .where(eq(aiCreditLedger.userId, userId));
  const last = row?.lastPurchase ?? null;
  return {
    purchased: toInt(row?.purchased),
    used: toInt(row?.used),
    lastPurchase: last === null ? null : new Date(last),
  };
}

export function listLedgerRows(
  db: Executor,
  userId: string,
  limit: number,
): Promise<CreditLedgerRow[]> {
  return db
    .select(ledgerColumns)
    .from(aiCreditLedger)
    .where(eq(aiCreditLedger.userId, userId))
    .orderBy(desc(aiCreditLedger.createdAt), desc(aiCreditLedger.id))
    .limit(limit) as Promise<CreditLedgerRow[]>;
}

export interface LedgerValues {
  userId: string;
  amount: number;
  bucket: CreditBucket;
  reason: CreditReason;
  reference: string | null;
  createdAt: Date;
}

export async function insertLedgerRows(db: Executor, rows: LedgerValues[]): Promise<void> {
  if (rows.length > 0) await db.insert(aiCreditLedger).values(rows);
}

/** Adds a purchase once per reference: false when it was already there. */
export async function insertPurchaseOnce(db: Executor, row: LedgerValues): Promise<boolean> {
  const inserted = await db
    .insert(aiCreditLedger)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: aiCreditLedger.id });
  return inserted.length > 0;
}

export async function insertHold(
  db: Executor,
  values: { userId: string; amount: number; reason: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(aiCreditHolds).values(values).returning({ id: aiCreditHolds.id });
  if (!row) throw new Error("the credit hold was not stored");
  return row.id;
}

/** Removes a hold; false when it was no longer there (released or lapsed and swept). */
export async function deleteHold(db: Executor, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(aiCreditHolds)
    .where(and(eq(aiCreditHolds.id, id), eq(aiCreditHolds.userId, userId)))
    .returning({ id: aiCreditHolds.id });
  return removed.length > 0;
}

/** Whether a hold is still in force at `now`. */
export async function isHoldActive(
  db: Executor,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: aiCreditHolds.id })
    .from(aiCreditHolds)
    .where(
      and(
        eq(aiCreditHolds.id, id),
        eq(aiCreditHolds.userId, userId),
        gt(aiCreditHolds.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/** Drops a person's lapsed holds. */
export async function deleteLapsedHolds(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .delete(aiCreditHolds)
    .where(and(eq(aiCreditHolds.userId, userId), lt(aiCreditHolds.expiresAt, now)));
}

export function listAllLedgerRows(db: Executor, userId: string): Promise<CreditLedgerRow[]> {
  return db
    .select(ledgerColumns)
    .from(aiCreditLedger)
    .where(eq(aiCreditLedger.userId, userId))
    .orderBy(desc(aiCreditLedger.createdAt), desc(aiCreditLedger.id)) as Promise<CreditLedgerRow[]>;
}
