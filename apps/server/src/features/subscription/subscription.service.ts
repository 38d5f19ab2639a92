import { createHash, timingSafeEqual } from "node:crypto";
import {
  applyProEvent,
  appUserIdOf,
  candidateUserIds,
  concernsPro,
  creditPackOfProduct,
  REVENUECAT_TRANSACTION_EVENT_TYPES,
  type RevenueCatEvent,
  type RevenueCatPurchaseEvent,
  RevenueCatWebhook,
  type Subscription,
  SubscriptionMessage,
  subscriptionAt,
} from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { validationError } from "../../http/error-handler.ts";
import { addPurchasedCredits } from "../ai-credits/ai-credits.service.ts";
import {
  claimRevenueCatEvent,
  existingUserIds,
  findEntitlement,
  lockEntitlement,
  type RevenueCatEventOutcome,
  saveEntitlement,
  setEventOutcome,
} from "./subscription.repository.ts";

/** The viewer's Pro access at the request's time, from the stored entitlement. */
export async function getSubscription(ctx: ViewerContext): Promise<Subscription> {
  return subscriptionAt(await findEntitlement(ctx.db, ctx.viewer.id), ctx.now());
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether the webhook's Authorization header is exactly the configured value: RevenueCat sends
 * it as set in its dashboard. Compared in constant time (digests, so lengths do not leak either).
 */
export function isWebhookAuthorized(expected: string, header: string | undefined): boolean {
  return header !== undefined && timingSafeEqual(digest(expected), digest(header));
}

/** The webhook's body as RevenueCat's schema reads it; 400 with the reason otherwise. */
export function parseRevenueCatWebhook(raw: string): {
  webhook: RevenueCatWebhook;
  body: Record<string, unknown>;
} {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError("VALIDATION_FAILED", SubscriptionMessage.webhookNotJson);
  }
  const parsed = RevenueCatWebhook.safeParse(body);
  if (!parsed.success) {
    const { fields } = validationError(parsed.error);
    throw new AppError("VALIDATION_FAILED", SubscriptionMessage.webhookInvalid, fields);
  }
  return { webhook: parsed.data, body: body as Record<string, unknown> };
}

const PURCHASE_EVENT_TYPES = new Set<string>([
  ...REVENUECAT_TRANSACTION_EVENT_TYPES,
  "TEMPORARY_ENTITLEMENT_GRANT",
]);
const isPurchaseEvent = (event: RevenueCatEvent): event is RevenueCatPurchaseEvent =>
  PURCHASE_EVENT_TYPES.has(event.type);

/** What an event does for the person it names: a credit pack, a Pro change, or nothing. */
async function applyForPerson(
  tx: RequestContext,
  userId: string,
  event: RevenueCatEvent,
): Promise<RevenueCatEventOutcome> {
  if (!isPurchaseEvent(event)) return "ignored";
  const credits = creditPackOfProduct(event.product_id);
  if (event.type === "NON_RENEWING_PURCHASE" && credits !== null) {
    // Keyed by the store's transaction: however often it is delivered, the pack counts once.
    await addPurchasedCredits(tx, { userId, credits, reference: event.transaction_id });
    return "applied";
  }
  if (!concernsPro(event)) return "ignored";
  await lockEntitlement(tx.db, userId);
  const current = await findEntitlement(tx.db, userId);
  const next = applyProEvent(current, event);
  if (next === null || next === current) return "ignored";
  await saveEntitlement(tx.db, userId, next, tx.now());
  return "applied";
}

/**
 * Applies one RevenueCat webhook event once: a redelivery (the same event id) finds it recorded
 * and changes nothing. The event names its person by app user id (our user id, set by the app's
 * logIn); an event that names nobody here is recorded and acknowledged, so RevenueCat stops
 * retrying it. Returns whether this delivery was the first.
 */
export async function receiveRevenueCatEvent(
  ctx: RequestContext,
  raw: string,
): Promise<{ outcome: RevenueCatEventOutcome; duplicate: boolean }> {
  const { webhook, body } = parseRevenueCatWebhook(raw);
  const { event } = webhook;
  return withTransaction(ctx, async (tx) => {
    const candidates = candidateUserIds(event);
    const known = await existingUserIds(tx.db, candidates);
    const userId = candidates.find((id) => known.has(id)) ?? null;
    const claimed = await claimRevenueCatEvent(tx.db, {
      id: event.id,
      type: event.type,
      appUserId: appUserIdOf(event),
      userId,
      body,
      receivedAt: tx.now(),
    });
    if (!claimed) return { outcome: "ignored" as const, duplicate: true };
    const named = appUserIdOf(event) !== null;
    const outcome = userId
      ? await applyForPerson(tx, userId, event)
      : named
        ? "unknown-person"
        : "ignored";
    await setEventOutcome(tx.db, event.id, outcome);
    if (outcome === "unknown-person") {
      ctx.log.warn(
        { event: event.id, type: event.type },
        "RevenueCat event for no person on this server",
      );
    }
    return { outcome, duplicate: false };
  });
}
