import {
  AiCreditMessage,
  type AiCredits,
  CREDIT_HOLD_MINUTES,
  type CreditHistoryItem,
  type CreditUseReason,
  freeCreditsMonthStart,
  nextFreeCreditsRenewal,
} from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import {
  type CreditLedgerRow,
  creditLifetimeTotals,
  creditTotals,
  deleteHold,
  deleteLapsedHolds,
  insertHold,
  insertLedgerRows,
  insertPurchaseOnce,
  listLedgerRows,
  lockCredits,
} from "./ai-credits.repository.ts";

export type { CreditHistoryItem, CreditUseReason } from "@vitalog/domain";
export { CREDIT_COSTS } from "@vitalog/domain";

/** The history rows `GET /ai/credits` and the profile show. */
const HISTORY_LIMIT = 100;
/** AI_FREE_CREDITS_PER_MONTH's default. */
const DEFAULT_FREE_CREDITS_PER_MONTH = 5;

let freeCreditsPerMonth = DEFAULT_FREE_CREDITS_PER_MONTH;

/** Sets the monthly free allowance from the server's config (AI_FREE_CREDITS_PER_MONTH). */
export function configureAiCredits(config: { freeCreditsPerMonth: number }): void {
  freeCreditsPerMonth = config.freeCreditsPerMonth;
}

export function toCreditHistoryItem(row: CreditLedgerRow): CreditHistoryItem {
  return {
    id: row.id,
    amount: row.amount,
    bucket: row.bucket,
    reason: row.reason,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A person's credits now: paid balance, free credits left this month, credits on hold. */
async function standing(ctx: RequestContext, userId: string) {
  const now = ctx.now();
  const totals = await creditTotals(ctx.db, userId, freeCreditsMonthStart(now), now);
  const freeRemaining = Math.max(0, freeCreditsPerMonth - totals.freeUsed);
  return {
    paid: Math.max(0, totals.paid),
    freeRemaining,
    held: totals.held,
    /** What a new reservation may take. */
    available: freeRemaining + Math.max(0, totals.paid) - totals.held,
  };
}

/** The viewer's balance (free left this month plus paid), free credits left and history. */
export async function getCredits(ctx: ViewerContext): Promise<AiCredits> {
  const userId = ctx.viewer.id;
  const now = ctx.now();
  const [current, rows] = await Promise.all([
    standing(ctx, userId),
    listLedgerRows(ctx.db, userId, HISTORY_LIMIT),
  ]);
  return {
    balance: current.freeRemaining + current.paid,
    freeRemaining: current.freeRemaining,
    freePerMonth: freeCreditsPerMonth,
    freeRenewsAt: nextFreeCreditsRenewal(now).toISOString(),
    history: rows.map(toCreditHistoryItem),
  };
}

/** The spec's credit fields of the user record (end-user-app §3), read from the ledger. */
export async function getCreditProfile(ctx: RequestContext, userId: string) {
  const [current, totals, rows] = await Promise.all([
    standing(ctx, userId),
    creditLifetimeTotals(ctx.db, userId),
    listLedgerRows(ctx.db, userId, HISTORY_LIMIT),
  ]);
  return {
    aiCredits: current.paid,
    aiCreditsHistory: rows.map(toCreditHistoryItem),
    totalCreditsUsed: totals.used,
    totalCreditsPurchased: totals.purchased,
    lastCreditPurchase: totals.lastPurchase?.toISOString() ?? null,
  };
}

/**
 * Reserves `cost` credits (402 PAYMENT_REQUIRED when the viewer has too few), then runs `work`.
 * `work` calls `settle(tx, reference)` inside the transaction that stores its result: the use is
 * written there, free credits first. If `work` throws or never settles, the reservation is
 * released and nothing is charged. Call it outside a transaction: the reservation commits first
 * so that concurrent requests see it.
 */
export async function withCredits<T>(
  ctx: ViewerContext,
  use: { cost: number; reason: CreditUseReason },
  work: (settle: (tx: RequestContext, reference: string) => Promise<void>) => Promise<T>,
): Promise<T> {
  const { cost, reason } = use;
  if (!Number.isInteger(cost) || cost <= 0) throw new Error(`invalid credit cost ${cost}`);
  const userId = ctx.viewer.id;
  const holdId = await withTransaction(ctx, async (tx) => {
    const now = tx.now();
    await lockCredits(tx.db, userId);
    await deleteLapsedHolds(tx.db, userId, now);
    if ((await standing(tx, userId)).available < cost) {
      throw new AppError("PAYMENT_REQUIRED", AiCreditMessage.notEnough);
    }
    return insertHold(tx.db, {
      userId,
      amount: cost,
      reason,
      expiresAt: new Date(now.getTime() + CREDIT_HOLD_MINUTES * 60_000),
      createdAt: now,
    });
  });

  let settled = false;
  const settle = async (tx: RequestContext, reference: string) => {
    if (settled) throw new Error("credits settled twice for one use");
    await lockCredits(tx.db, userId);
    await deleteHold(tx.db, userId, holdId);
    // Only a reservation that lapsed can find too little here; then the work is refused too.
    const current = await standing(tx, userId);
    if (current.available < cost) {
      throw new AppError("PAYMENT_REQUIRED", AiCreditMessage.notEnough);
    }
    const fromFree = Math.min(cost, current.freeRemaining);
    const createdAt = tx.now();
    await insertLedgerRows(tx.db, [
      ...(fromFree > 0
        ? [{ userId, amount: -fromFree, bucket: "free" as const, reason, reference, createdAt }]
        : []),
      ...(cost > fromFree
        ? [
            {
              userId,
              amount: fromFree - cost,
              bucket: "paid" as const,
              reason,
              reference,
              createdAt,
            },
          ]
        : []),
    ]);
    settled = true;
  };

  try {
    return await work(settle);
  } finally {
    // Settled or not, the reservation goes: settling removed it already unless it rolled back.
    await deleteHold(ctx.db, userId, holdId).catch((error: unknown) => {
      ctx.log.error({ err: error }, "an AI credit reservation could not be released");
    });
  }
}

/**
 * Adds a purchased pack to the person's paid credits once per reference (the Checkout
 * Session): a repeated delivery adds nothing. Returns whether it added the credits.
 */
export async function addPurchasedCredits(
  ctx: RequestContext,
  purchase: { userId: string; credits: number; reference: string },
): Promise<boolean> {
  return insertPurchaseOnce(ctx.db, {
    userId: purchase.userId,
    amount: purchase.credits,
    bucket: "paid",
    reason: "purchase",
    reference: purchase.reference,
    createdAt: ctx.now(),
  });
}
