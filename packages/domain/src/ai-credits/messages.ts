/** What the AI provider layer answers when it cannot help. */
export const AiMessage = {
  notConfigured: "AI is not configured on this server",
  noAnswer: "The AI service did not answer. Please try again.",
} as const;

/** AI credits: balance, packs and their checkout. */
export const AiCreditMessage = {
  notEnough:
    "You don't have enough AI credits for this. Your free credits renew at the start of next month, or you can buy a pack of credits.",
  paymentsUnavailable:
    "Payments are not available on this server, so AI credit packs cannot be bought here",
  paymentFailed: "The payment could not be started. Please try again.",
  packInvalid: "Choose a pack of 10, 30, 60 or 90 credits",
} as const;
