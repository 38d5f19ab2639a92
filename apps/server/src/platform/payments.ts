import Stripe from "stripe";
import type { StripeConfig } from "../env.ts";

/** A Checkout Session as the purchases need it. */
export interface CheckoutSessionInfo {
  id: string;
  url: string;
  expiresAt: Date;
}

/** One product bought through Checkout: a course, a pack of AI credits. */
export interface CheckoutRequest {
  userId: string;
  email: string;
  /** The product's name on Stripe's page. */
  title: string;
  /** What the webhook needs to know the purchase by, e.g. `{ courseId }` or `{ credits: "30" }`. */
  metadata: Record<string, string>;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** The same key gives the same session: a double click or a retry opens one, not two. */
  idempotencyKey: string;
}

/** The part of a Stripe event the courses read. */
export type PaymentEvent = Stripe.Event;

/**
 * Card payments through Stripe Checkout (learning-devices-commerce §7: the server creates the
 * session, the browser goes to its URL, the payment provider does the rest). `checkout` is null
 * without STRIPE_SECRET_KEY and `verify` null without STRIPE_WEBHOOK_SECRET.
 */
export interface Payments {
  checkout: ((request: CheckoutRequest) => Promise<CheckoutSessionInfo>) | null;
  /**
   * The event a webhook delivery carries, after its signature is checked on the raw body and
   * its signed time is within WEBHOOK_TOLERANCE_S of `now` either way.
   */
  verify: ((rawBody: string, signature: string, now: Date) => Promise<PaymentEvent>) | null;
}

/** Stripe's own default tolerance for a signed webhook's timestamp (5 minutes). */
export const WEBHOOK_TOLERANCE_S = 300;

/** The `t=` of a Stripe-Signature header (the last one, as Stripe's own parser reads it). */
function signedAt(signature: string): number | null {
  let timestamp: number | null = null;
  for (const item of signature.split(",")) {
    const [key, value] = item.split("=");
    if (key?.trim() === "t" && value !== undefined) timestamp = Number.parseInt(value, 10);
  }
  return timestamp !== null && Number.isFinite(timestamp) ? timestamp : null;
}

/**
 * Stripe's library refuses an event signed too long ago but takes one signed any time in the
 * future; a future time is as suspect as an old one (a replay prepared in advance, a wrong
 * clock), so both are refused.
 */
async function verifyEvent(
  rawBody: string,
  signature: string,
  secret: string,
  now: Date,
): Promise<PaymentEvent> {
  const event = await Stripe.webhooks.constructEventAsync(
    rawBody,
    signature,
    secret,
    WEBHOOK_TOLERANCE_S,
    undefined,
    now.getTime(),
  );
  const timestamp = signedAt(signature);
  if (timestamp === null || timestamp - now.getTime() / 1000 > WEBHOOK_TOLERANCE_S) {
    throw new Error("The webhook's timestamp is outside the tolerance zone");
  }
  return event;
}

function apiAddress(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === "https:" ? 443 : 80),
    protocol: url.protocol === "https:" ? "https" : "http",
  };
}

export function createPayments(config: StripeConfig): Payments {
  const stripe = config.secretKey
    ? new Stripe(config.secretKey, { maxNetworkRetries: 1, ...apiAddress(config.apiUrl) })
    : null;
  const webhookSecret = config.webhookSecret;
  return {
    checkout: stripe
      ? async (request) => {
          const session = await stripe.checkout.sessions.create(
            {
              mode: "payment",
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: request.currency,
                    unit_amount: request.amountCents,
                    product_data: { name: request.title },
                  },
                },
              ],
              client_reference_id: request.userId,
              customer_email: request.email,
              metadata: { ...request.metadata, userId: request.userId },
              success_url: request.successUrl,
              cancel_url: request.cancelUrl,
            },
            { idempotencyKey: request.idempotencyKey },
          );
          if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
          return {
            id: session.id,
            url: session.url,
            expiresAt: new Date(session.expires_at * 1000),
          };
        }
      : null,
    verify: webhookSecret
      ? (rawBody, signature, now) => verifyEvent(rawBody, signature, webhookSecret, now)
      : null,
  };
}
