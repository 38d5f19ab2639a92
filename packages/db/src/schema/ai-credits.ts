import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userIdColumn } from "./columns.ts";

/**
 * Every change to a person's AI credits: + for a purchase or grant, − for a use. The balance is
 * the sum; the free monthly credits are an allowance, so only their uses are rows (bucket free).
 */
export const aiCreditLedger = pgTable(
  "ai_credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    amount: integer("amount").notNull(),
    /** free (this month's allowance) or paid (purchased or granted). */
    bucket: text("bucket").notNull(),
    /** purchase, grant, insight-narrative or expert-message. */
    reason: text("reason").notNull(),
    /** What it was for: the Checkout Session of a purchase, the report of a narrative. */
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_credit_ledger_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("ai_credit_ledger_purchase_once")
      .on(t.reason, t.reference)
      .where(sql`${t.reason} = 'purchase'`),
    check("ai_credit_ledger_bucket", sql`${t.bucket} IN ('free', 'paid')`),
    check("ai_credit_ledger_amount", sql`${t.amount} <> 0`),
  ],
);

/** Credits reserved for work in progress, released when it settles, fails or lapses. */
export const aiCreditHolds = pgTable(
  "ai_credit_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_credit_holds_user_idx").on(t.userId, t.expiresAt),
    check("ai_credit_holds_amount", sql`${t.amount} > 0`),
  ],
);
