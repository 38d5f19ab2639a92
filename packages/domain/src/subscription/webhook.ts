import { z } from "zod";

/**
 * RevenueCat's webhook body (api_version 1.0), as its "Event Types and Fields" page describes it.
 * Unknown keys are kept: RevenueCat adds fields without notice, and the body is stored as sent.
 */

/** Events about one store transaction: they carry the buyer, the product and the transaction. */
export const REVENUECAT_TRANSACTION_EVENT_TYPES = [
  "INITIAL_PURCHASE",
  "RENEWAL",
  "CANCELLATION",
  "UNCANCELLATION",
  "NON_RENEWING_PURCHASE",
  "SUBSCRIPTION_PAUSED",
  "EXPIRATION",
  "BILLING_ISSUE",
  "PRODUCT_CHANGE",
  "SUBSCRIPTION_EXTENDED",
  "REFUND_REVERSED",
] as const;

/** Every event type RevenueCat sends. */
export const REVENUECAT_EVENT_TYPES = [
  ...REVENUECAT_TRANSACTION_EVENT_TYPES,
  "TEST",
  "TEMPORARY_ENTITLEMENT_GRANT",
  "TRANSFER",
  "SUBSCRIBER_ALIAS",
  "INVOICE_ISSUANCE",
  "VIRTUAL_CURRENCY_TRANSACTION",
] as const;
export const RevenueCatEventType = z.enum(REVENUECAT_EVENT_TYPES);
export type RevenueCatEventType = z.infer<typeof RevenueCatEventType>;

const Id = z.string().trim().min(1).max(500);
const Millis = z.number().int().min(0);

const common = {
  id: Id,
  event_timestamp_ms: Millis,
  app_user_id: Id,
  original_app_user_id: Id.nullish(),
  aliases: z.array(z.string()).nullish(),
};

const transaction = {
  ...common,
  original_app_user_id: Id,
  product_id: Id,
  entitlement_ids: z.array(z.string()).nullish(),
  /** Null for a purchase that does not expire. */
  expiration_at_ms: Millis.nullish(),
  transaction_id: Id,
  original_transaction_id: Id,
  purchased_at_ms: Millis,
  store: z.string().min(1).max(100),
  environment: z.enum(["SANDBOX", "PRODUCTION"]),
  period_type: z.string().max(100).nullish(),
};

/** An event about a purchase, a renewal, a cancellation, an expiry, ... */
export const RevenueCatTransactionEvent = z
  .object({ type: z.enum(REVENUECAT_TRANSACTION_EVENT_TYPES), ...transaction })
  .loose();
export type RevenueCatTransactionEvent = z.infer<typeof RevenueCatTransactionEvent>;

/** Sent while a store cannot be reached: access for at most 24 h, fewer fields guaranteed. */
export const RevenueCatTemporaryGrantEvent = z
  .object({
    type: z.literal("TEMPORARY_ENTITLEMENT_GRANT"),
    ...transaction,
    original_app_user_id: Id.nullish(),
    original_transaction_id: Id.nullish(),
    environment: transaction.environment.nullish(),
  })
  .loose();

/** Transactions moved from some app user ids to others; it has no app_user_id. */
export const RevenueCatTransferEvent = z
  .object({
    type: z.literal("TRANSFER"),
    id: Id,
    event_timestamp_ms: Millis,
    transferred_from: z.array(z.string()),
    transferred_to: z.array(z.string()),
  })
  .loose();

/** Events Vitalog records but does not act on (TEST: the dashboard's "Send test event"). */
export const RevenueCatOtherEvent = z
  .object({
    type: z.enum(["TEST", "SUBSCRIBER_ALIAS", "INVOICE_ISSUANCE", "VIRTUAL_CURRENCY_TRANSACTION"]),
    ...common,
    app_user_id: Id.nullish(),
  })
  .loose();

export const RevenueCatEvent = z.discriminatedUnion("type", [
  RevenueCatTransactionEvent,
  RevenueCatTemporaryGrantEvent,
  RevenueCatTransferEvent,
  RevenueCatOtherEvent,
]);
export type RevenueCatEvent = z.infer<typeof RevenueCatEvent>;

/** One webhook delivery: `POST /api/v1/payments/revenuecat/webhook`. */
export const RevenueCatWebhook = z
  .object({ api_version: z.string().min(1).max(20), event: RevenueCatEvent })
  .loose();
export type RevenueCatWebhook = z.infer<typeof RevenueCatWebhook>;

/** An event that may change a person's Pro access or credits. */
export type RevenueCatPurchaseEvent = Extract<
  RevenueCatEvent,
  { type: (typeof REVENUECAT_TRANSACTION_EVENT_TYPES)[number] | "TEMPORARY_ENTITLEMENT_GRANT" }
>;

/** The app user id an event is about; TRANSFER names none. */
export function appUserIdOf(event: RevenueCatEvent): string | null {
  return event.type === "TRANSFER" ? null : (event.app_user_id ?? null);
}

/**
 * The app user ids that may name the person, most recent first: RevenueCat advises looking up
 * `original_app_user_id` and `aliases` too (a purchase made before signing in), anonymous ids left out.
 */
export function candidateUserIds(event: RevenueCatEvent): string[] {
  if (event.type === "TRANSFER") return [];
  const ids = [event.app_user_id, event.original_app_user_id, ...(event.aliases ?? [])];
  return [...new Set(ids.filter((id): id is string => !!id && !id.startsWith("$RCAnonymousID:")))];
}
