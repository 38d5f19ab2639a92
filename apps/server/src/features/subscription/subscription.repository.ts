import { type Executor, schema } from "@vitalog/db";
import type { ProEntitlement, SubscriptionType } from "@vitalog/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";

const { proEntitlements, revenuecatEvents, user } = schema;

export type RevenueCatEventOutcome = "applied" | "ignored" | "unknown-person";

/** Which of `ids` are people here. */
export async function existingUserIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Records a webhook event once by its id; false when it was recorded before (a redelivery).
 * Its outcome is set by `setEventOutcome` in the same transaction.
 */
export async function claimRevenueCatEvent(
  db: Executor,
  values: {
    id: string;
    type: string;
    appUserId: string | null;
    userId: string | null;
    body: Record<string, unknown>;
    receivedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(revenuecatEvents)
    .values({ ...values, outcome: "ignored" })
    .onConflictDoNothing()
    .returning({ id: revenuecatEvents.id });
  return rows.length > 0;
}

export async function setEventOutcome(
  db: Executor,
  id: string,
  outcome: RevenueCatEventOutcome,
): Promise<void> {
  await db.update(revenuecatEvents).set({ outcome }).where(eq(revenuecatEvents.id, id));
}

export async function findRevenueCatEventRow(db: Executor, id: string) {
  const rows = await db.select().from(revenuecatEvents).where(eq(revenuecatEvents.id, id));
  return rows[0] ?? null;
}

/** Serialises changes to one person's entitlement until the transaction ends. */
export async function lockEntitlement(db: Executor, userId: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`pro-entitlement:${userId}`}, 0))`,
  );
}

const entitlementColumns = {
  productId: proEntitlements.productId,
  subscriptionType: proEntitlements.subscriptionType,
  expiresAt: proEntitlements.expiresAt,
  status: proEntitlements.status,
  store: proEntitlements.store,
  environment: proEntitlements.environment,
  eventAt: proEntitlements.eventAt,
};

export async function findEntitlement(
  db: Executor,
  userId: string,
): Promise<ProEntitlement | null> {
  const [row] = await db
    .select(entitlementColumns)
    .from(proEntitlements)
    .where(eq(proEntitlements.userId, userId));
  if (!row) return null;
  return {
    productId: row.productId,
    subscriptionType: row.subscriptionType as SubscriptionType | null,
    expiresAt: row.expiresAt?.getTime() ?? null,
    status: row.status as ProEntitlement["status"],
    store: row.store,
    environment: row.environment,
    eventAt: row.eventAt.getTime(),
  };
}

export async function saveEntitlement(
  db: Executor,
  userId: string,
  entitlement: ProEntitlement,
  now: Date,
): Promise<void> {
  const values = {
    productId: entitlement.productId,
    subscriptionType: entitlement.subscriptionType,
    expiresAt: entitlement.expiresAt === null ? null : new Date(entitlement.expiresAt),
    status: entitlement.status,
    store: entitlement.store,
    environment: entitlement.environment,
    eventAt: new Date(entitlement.eventAt),
    updatedAt: now,
  };
  await db
    .insert(proEntitlements)
    .values({ userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: proEntitlements.userId, set: values });
}

/** The person's entitlement row and every event that matched them, for "Download my data". */
export async function listSubscriptionRows(db: Executor, userId: string) {
  const [entitlements, events] = await Promise.all([
    db.select().from(proEntitlements).where(eq(proEntitlements.userId, userId)),
    db
      .select()
      .from(revenuecatEvents)
      .where(eq(revenuecatEvents.userId, userId))
      .orderBy(asc(revenuecatEvents.receivedAt), asc(revenuecatEvents.id)),
  ]);
  return { entitlement: entitlements[0] ?? null, storeEvents: events };
}
