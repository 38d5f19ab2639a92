import {
  AiCreditMessage,
  AiCredits,
  CREDIT_PACKS,
  CreditCheckout,
  CreditCheckoutInput,
  CreditPackList,
} from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { getCredits } from "./ai-credits.service.ts";
import { startCreditCheckout } from "./credit-checkout.service.ts";

export function aiCreditsRoutes({ guards, payments, config }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["AI credits"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/ai/credits",
      summary:
        "The person's AI credits: balance (free left this month plus purchased), free credits left, history",
      responses: { 200: jsonContent(AiCredits, "The credits"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getCredits(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "public", {
      ...common,
      method: "get",
      path: "/ai/credits/packs",
      summary: "The packs of AI credits on sale, their prices, and whether payments are available",
      responses: { 200: jsonContent(CreditPackList, "The packs") },
    }),
    (c) =>
      c.json(
        {
          packs: CREDIT_PACKS.map((pack) => ({ ...pack })),
          paymentsAvailable: payments.checkout !== null,
        },
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/ai/credits/checkout",
      summary:
        "Buy a pack of 10, 30, 60 or 90 AI credits: opens a Stripe Checkout Session and answers its URL",
      request: { body: jsonBody(CreditCheckoutInput) },
      responses: {
        200: jsonContent(CreditCheckout, "Where the browser goes to pay"),
        ...errorResponses(400, 401),
        503: { description: AiCreditMessage.paymentsUnavailable },
      },
    }),
    async (c) =>
      c.json(
        await startCreditCheckout(
          viewerContext(c),
          { payments, publicUrl: config.publicUrl, email: c.get("user")?.email ?? "" },
          c.req.valid("json").credits,
        ),
        200,
      ),
  );

  return router;
}
