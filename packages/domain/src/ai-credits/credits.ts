import { z } from "zod";
import { Profile } from "../profile/profile.ts";
import { AiCreditMessage } from "./messages.ts";

/** What each AI action costs, in credits; the web shows them next to each action. */
export const CREDIT_COSTS = {
  insightNarrative: 2,
  expertMessage: 1,
  contentAdaptation: 3,
  seriesArticle: 3,
} as const;

/** The packs on sale (learning-devices-commerce §7: packs of 10, 30, 60 and 90 credits). */
export const CREDIT_PACKS = [
  { credits: 10, priceCents: 199, currency: "usd" },
  { credits: 30, priceCents: 499, currency: "usd" },
  { credits: 60, priceCents: 899, currency: "usd" },
  { credits: 90, priceCents: 1199, currency: "usd" },
] as const;

export const CREDIT_PACK_SIZES = [10, 30, 60, 90] as const;
export type CreditPackSize = (typeof CREDIT_PACK_SIZES)[number];

/** How long credits stay reserved for work in progress before the reservation lapses. */
export const CREDIT_HOLD_MINUTES = 10;

export const CreditBucket = z.enum(["free", "paid"]);
export type CreditBucket = z.infer<typeof CreditBucket>;

/** What an AI action spends credits on. */
export const CreditUseReason = z.enum([
  "insight-narrative",
  "expert-message",
  "content-adaptation",
  "series-article",
]);
export type CreditUseReason = z.infer<typeof CreditUseReason>;

export const CreditReason = z.enum(["purchase", "grant", ...CreditUseReason.options]);
export type CreditReason = z.infer<typeof CreditReason>;

/** One row of the credit ledger: + for a purchase or grant, − for a use. */
export const CreditHistoryItem = z.object({
  id: z.string(),
  amount: z.number().int(),
  bucket: CreditBucket,
  reason: CreditReason,
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditHistoryItem = z.infer<typeof CreditHistoryItem>;

export const AiCredits = z.object({
  /** Credits that can be spent now: free ones left this month plus purchased ones. */
  balance: z.number().int().min(0),
  freeRemaining: z.number().int().min(0),
  freePerMonth: z.number().int().min(0),
  /** When the free credits start again (the first instant of next month, UTC). */
  freeRenewsAt: z.string(),
  /** Newest first, at most 100 rows. */
  history: z.array(CreditHistoryItem),
});
export type AiCredits = z.infer<typeof AiCredits>;

export const CreditPack = z.object({
  credits: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string(),
});
export type CreditPack = z.infer<typeof CreditPack>;

export const CreditPackList = z.object({
  packs: z.array(CreditPack),
  /** Whether this server can take payments (Stripe configured). */
  paymentsAvailable: z.boolean(),
});
export type CreditPackList = z.infer<typeof CreditPackList>;

export const CreditCheckoutInput = z.object({
  credits: z
    .number({ error: AiCreditMessage.packInvalid })
    .refine((n): n is CreditPackSize => (CREDIT_PACK_SIZES as readonly number[]).includes(n), {
      error: AiCreditMessage.packInvalid,
    })
    .meta({ enum: [...CREDIT_PACK_SIZES] }),
});
export type CreditCheckoutInput = z.infer<typeof CreditCheckoutInput>;

export const CreditCheckout = z.object({ url: z.string() });
export type CreditCheckout = z.infer<typeof CreditCheckout>;

/** The pack of `credits` credits, if there is one. */
export function creditPack(credits: number): (typeof CREDIT_PACKS)[number] | undefined {
  return CREDIT_PACKS.find((pack) => pack.credits === credits);
}

/** The first instant of the UTC calendar month after `now`: when free credits renew. */
export function nextFreeCreditsRenewal(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The first instant of the UTC calendar month holding `now`. */
export function freeCreditsMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The credit fields of the user record (end-user-app §3), read from the ledger. */
export const ProfileCredits = z.object({
  /** Paid credits left (purchased and granted, less their uses). */
  aiCredits: z.number().int().min(0),
  /** Newest first, at most 100 rows. */
  aiCreditsHistory: z.array(CreditHistoryItem),
  totalCreditsUsed: z.number().int().min(0),
  totalCreditsPurchased: z.number().int().min(0),
  lastCreditPurchase: z.string().nullable(),
});
export type ProfileCredits = z.infer<typeof ProfileCredits>;

/** `GET /api/v1/profile`: the profile with the person's AI credits. */
export const ProfileWithCredits = Profile.extend(ProfileCredits.shape);
export type ProfileWithCredits = z.infer<typeof ProfileWithCredits>;
