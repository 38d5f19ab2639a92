import { AiCreditMessage, type CreditCheckout, creditPack } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { Payments } from "../../platform/payments.ts";
import { startCreditPackCheckout } from "../courses/learning.service.ts";

/** Where the browser returns after paying or giving up: the credits page. */
export const CREDITS_PAGE_PATH = "/settings/credits";

/**
 * Opens a Stripe Checkout Session for a pack of `credits` credits at the domain's price (never
 * one the browser sends); the credits are added only by the verified webhook.
 */
export async function startCreditCheckout(
  ctx: ViewerContext,
  deps: { payments: Payments; publicUrl: string; email: string },
  credits: number,
): Promise<CreditCheckout> {
  const pack = creditPack(credits);
  if (!pack) throw AppError.invalid("credits", AiCreditMessage.packInvalid);
  return startCreditPackCheckout(ctx, deps.payments, {
    credits: pack.credits,
    priceCents: pack.priceCents,
    currency: pack.currency,
    title: `${pack.credits} Vitalog AI credits`,
    email: deps.email,
    successUrl: `${deps.publicUrl}${CREDITS_PAGE_PATH}?purchase=complete`,
    cancelUrl: `${deps.publicUrl}${CREDITS_PAGE_PATH}?purchase=cancelled`,
  });
}
