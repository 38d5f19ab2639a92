import { queryOptions } from "@tanstack/react-query";
import type { CreditPackSize } from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";

const all = () => ["ai-credits"] as const;

export const aiCreditQueries = {
  all,
  /** GET /api/v1/ai/credits: balance, free credits left this month, history. */
  balance: () =>
    queryOptions({
      queryKey: [...all(), "balance"],
      queryFn: ({ signal }) => api.get("/api/v1/ai/credits", { signal }),
    }),
  /** GET /api/v1/ai/credits/packs: the packs on sale and whether payments are available. */
  packs: () =>
    queryOptions({
      queryKey: [...all(), "packs"],
      queryFn: ({ signal }) => api.get("/api/v1/ai/credits/packs", { signal }),
    }),
};

/** The person's AI credits; the preview asks to sign in (credits belong to an account). */
export const aiCreditsData = defineModuleData({
  name: "ai-credits",
  preview: { kind: "sign-in" },
  member: aiCreditQueries,
});

/** POST /api/v1/ai/credits/checkout: the Stripe Checkout address to send the browser to. */
export function startCreditCheckout(credits: CreditPackSize) {
  return api.post("/api/v1/ai/credits/checkout", { body: { credits } });
}
