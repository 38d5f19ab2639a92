// A local stand-in for the Stripe API and its webhook, for the tests of what is paid through
// Stripe Checkout (courses, AI credit packs): the API answers Checkout Session creation like
// Stripe, each request is recorded, and events are signed with the test webhook secret.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { TestApp } from "./test-app.ts";

export const STRIPE_WEBHOOK_SECRET = "whsec_test_vitalog";

export interface StripeRequest {
  path: string;
  body: string;
  idempotencyKey: string | undefined;
}

/**
 * Starts the stand-in on a free port of 127.0.0.1. Its `config` goes into `createTestApp`'s
 * `stripe`; each Checkout Session it opens is named `${sessionPrefix}${n}`.
 */
export async function startFakeStripe(sessionPrefix = "cs_test_") {
  const requests: StripeRequest[] = [];
  let sessions = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      requests.push({
        path: req.url ?? "",
        body,
        idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      });
      sessions += 1;
      const id = `${sessionPrefix}${sessions}`;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.com/c/pay/${id}`,
          expires_at: Math.floor(Date.now() / 1000) + 86_400,
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    config: {
      secretKey: "sk_test_vitalog",
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      apiUrl: `http://127.0.0.1:${port}`,
    },
    close: () => new Promise<void>((done, fail) => server.close((e) => (e ? fail(e) : done()))),
  };
}

/** An event as Stripe sends it: its JSON and a valid `Stripe-Signature` header (now, or at `timestamp`). */
export function signedStripeEvent(event: Record<string, unknown>, timestamp?: number) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_WEBHOOK_SECRET,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { payload, header };
}

/** Delivers an event to the app's Stripe webhook, signed unless another `header` is given. */
export function deliverStripeEvent(
  t: TestApp,
  event: Record<string, unknown>,
  options: { header?: string; timestamp?: number } = {},
) {
  const { payload, header } = signedStripeEvent(event, options.timestamp);
  return t.request("/api/v1/payments/stripe/webhook", {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": options.header ?? header, "content-type": "application/json" },
  });
}
