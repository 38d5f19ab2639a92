import { z } from "@hono/zod-openapi";
import { Subscription, SubscriptionMessage } from "@vitalog/domain";
import { AppError } from "../../errors.ts";
import { requestContext, viewerContext } from "../../http/request-context.ts";
import { createRouter, defineRoute, errorResponses, jsonContent } from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  getSubscription,
  isWebhookAuthorized,
  receiveRevenueCatEvent,
} from "./subscription.service.ts";

export function subscriptionRoutes({ guards, config }: ModuleDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(guards, "user", {
      tags: ["Subscription"],
      method: "get",
      path: "/subscription",
      summary: "The person's Pro access now: whether they have it, its type and when it ends",
      responses: { 200: jsonContent(Subscription, "The subscription"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getSubscription(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "public", {
      tags: ["Payments"],
      method: "post",
      path: "/payments/revenuecat/webhook",
      summary:
        "RevenueCat's events (Authorization header as configured): Pro purchases, renewals, cancellations and expiries, and credit packs; each event applies once",
      responses: {
        200: jsonContent(z.object({ received: z.boolean() }), "Acknowledged"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      // Without its secret this server takes no store purchases: there is no webhook to call.
      const expected = config.revenuecat.webhookAuth;
      if (!expected) throw new AppError("NOT_FOUND", SubscriptionMessage.webhookUnavailable);
      if (!isWebhookAuthorized(expected, c.req.header("authorization"))) {
        throw new AppError("UNAUTHENTICATED", SubscriptionMessage.webhookUnauthorized);
      }
      await receiveRevenueCatEvent(requestContext(c), await c.req.text());
      return c.json({ received: true }, 200);
    },
  );

  return router;
}
