/**
 * The Pro subscription and the store's credit packs. Names are spec learning-devices-commerce §9
 * ("Subscription"); the product ids are ours, the same on the App Store and Google Play.
 */
import { CREDIT_PACK_SIZES, type CreditPackSize } from "../ai-credits/credits.ts";

/** §9: the entitlement that Pro products unlock. */
export const PRO_ENTITLEMENT = "Pro";

/** §9: the offering of the Pro subscription and the offering of the credit packs. */
export const OFFERINGS = { pro: "default", aiCredits: "ai_credits" } as const;

/** §9: the Pro subscription's products (the `default` offering). */
export const PRO_PRODUCTS = {
  vitalog_pro_monthly: "monthly",
  vitalog_pro_yearly: "yearly",
} as const;
export type ProProductId = keyof typeof PRO_PRODUCTS;

/** §9: the credit packs of 10, 30, 60 and 90 (the `ai_credits` offering), credits by product. */
export const CREDIT_PACK_PRODUCTS: Readonly<Record<string, CreditPackSize>> = Object.fromEntries(
  CREDIT_PACK_SIZES.map((size) => [`vitalog_ai_credits_${size}`, size]),
);

/** §9: how long the device's copy of the subscription state is trusted (24 h). */
export const SUBSCRIPTION_CACHE_TTL_MS = 86_400_000;
