import { type Executor, preparedSelect, schema } from "@vitalog/db";
import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

const {
  notificationSettings,
  notificationCancellations,
  notificationJobs,
  notificationHistory,
  pushSubscriptions,
  vapidKeys,
} = schema;

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
export type NotificationSettingsValues = Partial<
  Omit<NotificationSettingsRow, "userId" | "createdAt" | "updatedAt">
>;
export type NotificationJobRow = typeof notificationJobs.$inferSelect;
export type NewNotificationJob = typeof notificationJobs.$inferInsert;
export type HistoryRow = typeof notificationHistory.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function findNotificationSettings(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertNotificationSettings(
  db: Executor,
  userId: string,
  changes: NotificationSettingsValues,
  now: Date,
): Promise<NotificationSettingsRow> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...changes, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error("upsert into notification_settings returned no row");
  return row;
}

const planRevision = preparedSelect<{ revision: number }, { userId: string }>(
  (db) =>
    db
      .select({ revision: notificationSettings.planRevision })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, sql.placeholder("userId")))
      .limit(1)
      .prepare("notification_plan_revision") as never,
  ["revision"],
);

/**
 * The person's plan revision (null before their settings row exists); read on every request for
 * upcoming reminders, so through a statement prepared once.
 */
export async function findPlanRevision(db: Executor, userId: string): Promise<number | null> {
  const [row] = await planRevision(db, { userId });
  return row?.revision ?? null;
}

/** Raises the person's plan revision (making the settings row when missing). */
export async function raisePlanRevision(db: Executor, userId: string): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { planRevision: sql`${notificationSettings.planRevision} + 1` },
    });
}

export async function listCancelledKeys(db: Executor, userId: string, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .select({ key: notificationCancellations.key })
    .from(notificationCancellations)
    .where(
      and(
        eq(notificationCancellations.userId, userId),
        inArray(notificationCancellations.key, keys),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

export async function insertCancellations(
  db: Executor,
  userId: string,
  items: { key: string; at: Date }[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(notificationCancellations)
    .values(items.map((i) => ({ userId, key: i.key, at: i.at })))
    .onConflictDoNothing();
}

/** Cancellations of reminders long past are of no further use. */
export async function deleteCancellationsBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(notificationCancellations).where(lt(notificationCancellations.at, before));
}

export async function deleteJobsByKeys(db: Executor, userId: string, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .delete(notificationJobs)
    .where(and(eq(notificationJobs.userId, userId), inArray(notificationJobs.key, keys)));
}

export async function insertJobs(db: Executor, jobs: NewNotificationJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db.insert(notificationJobs).values(jobs).onConflictDoNothing();
}

/** People whose materialised reminders end before `horizon`, claimed so one process plans each. */
export async function claimPeopleToPlan(db: Executor, horizon: Date, limit: number) {
  return db
    .select({
      userId: notificationSettings.userId,
      plannedUntil: notificationSettings.plannedUntil,
    })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.enabled, true),
        or(
          isNull(notificationSettings.plannedUntil),
          lt(notificationSettings.plannedUntil, horizon),
        ),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function setPlannedUntil(db: Executor, userId: string, until: Date): Promise<void> {
  await db
    .update(notificationSettings)
    .set({ plannedUntil: until })
    .where(eq(notificationSettings.userId, userId));
}

/**
 * Claims due jobs: rows no other process holds (SKIP LOCKED) and whose earlier claim expired,
 * then marks them taken until `lockedUntil` so a crash mid-delivery only delays them.
 */
export async function claimDueJobs(
  db: Executor,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<NotificationJobRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: notificationJobs.id })
      .from(notificationJobs)
      .where(
        and(
          lte(notificationJobs.dueAt, now),
          or(isNull(notificationJobs.lockedUntil), lt(notificationJobs.lockedUntil, now)),
        ),
      )
      .orderBy(notificationJobs.dueAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(notificationJobs)
      .set({ lockedUntil, attempts: sql`${notificationJobs.attempts} + 1` })
      .where(
        inArray(
          notificationJobs.id,
          rows.map((r) => r.id),
        ),
      )
      .returning();
  });
}

/**
 * Records delivered jobs in one transaction: deletes each job still held by this claim
 * (`lockedUntil` as claimed; a job another process took over after the claim expired is left
 * to it), writes history for the ones deleted, and keeps each person's newest `keep` entries.
 */
export async function completeJobs(
  db: Executor,
  done: { job: NotificationJobRow; deliveredAt: Date }[],
  keep: number,
): Promise<number> {
  if (done.length === 0) return 0;
  const deliveredAt = new Map(done.map((d) => [d.job.id, d.deliveredAt]));
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(notificationJobs)
      .where(
        or(
          ...groupByClaim(done.map((d) => d.job)).map(([lockedUntil, ids]) =>
            and(inArray(notificationJobs.id, ids), eq(notificationJobs.lockedUntil, lockedUntil)),
          ),
        ),
      )
      .returning();
    if (deleted.length === 0) return 0;
    await tx.insert(notificationHistory).values(
      deleted.map((job) => ({
        userId: job.userId,
        key: job.key,
        feature: job.feature,
        type: job.type,
        title: job.title,
        body: job.body,
        entityId: job.entityId,
        scheduledAt: job.dueAt,
        // Every deleted job is one of `done`; its due time stands in only to satisfy the type.
        deliveredAt: deliveredAt.get(job.id) ?? job.dueAt,
      })),
    );
    await trimHistories(tx, [...new Set(deleted.map((j) => j.userId))], keep);
    // A delivered one-off reminder leaves the person's upcoming list: their cached plans go stale.
    const withEvents = [
      ...new Set(deleted.filter((j) => j.key.startsWith(EVENT_KEY_PREFIX)).map((j) => j.userId)),
    ];
    if (withEvents.length > 0) {
      await tx
        .update(notificationSettings)
        .set({ planRevision: sql`${notificationSettings.planRevision} + 1` })
        .where(inArray(notificationSettings.userId, withEvents));
    }
    return deleted.length;
  });
}

function groupByClaim(jobs: NotificationJobRow[]): [Date, string[]][] {
  const groups = new Map<number, [Date, string[]]>();
  for (const job of jobs) {
    if (!job.lockedUntil) continue;
    const at = job.lockedUntil.getTime();
    const group = groups.get(at) ?? [job.lockedUntil, []];
    group[1].push(job.id);
    groups.set(at, group);
  }
  return [...groups.values()];
}

/** Keeps the newest `keep` deliveries of each of these people, in one statement. */
export async function trimHistories(db: Executor, userIds: string[], keep: number) {
  if (userIds.length === 0) return;
  const ranked = db
    .select({
      id: notificationHistory.id,
      rank: sql<number>`row_number() OVER (PARTITION BY ${notificationHistory.userId} ORDER BY ${notificationHistory.deliveredAt} DESC, ${notificationHistory.id} DESC)`.as(
        "rank",
      ),
    })
    .from(notificationHistory)
    .where(inArray(notificationHistory.userId, userIds))
    .as("ranked");
  const extra = db.select({ id: ranked.id }).from(ranked).where(sql`${ranked.rank} > ${keep}`);
  await db.delete(notificationHistory).where(inArray(notificationHistory.id, extra));
}

export async function listHistory(
  db: Executor,
  userId: string,
  options: { feature?: string; before?: { at: Date; id: string }; limit: number },
): Promise<HistoryRow[]> {
  const { before } = options;
  return db
    .select()
    .from(notificationHistory)
    .where(
      and(
        eq(notificationHistory.userId, userId),
        options.feature ? eq(notificationHistory.feature, options.feature) : undefined,
        before
          ? or(
              lt(notificationHistory.deliveredAt, before.at),
              and(
                eq(notificationHistory.deliveredAt, before.at),
                lt(notificationHistory.id, before.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notificationHistory.deliveredAt), desc(notificationHistory.id))
    .limit(options.limit);
}

export async function upsertPushSubscription(
  db: Executor,
  userId: string,
  sub: { endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error("upsert into push_subscriptions returned no row");
  return row;
}

export async function deletePushSubscription(db: Executor, userId: string, endpoint: string) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function deletePushSubscriptionsByIds(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** The push subscriptions of these people, in one query. */
export async function listPushSubscriptionsOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

export async function readOrStoreVapidKeys(
  db: Executor,
  generated: () => { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  const existing = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1)).limit(1);
  if (existing[0]) return existing[0];
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...generated() })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1)).limit(1);
  if (!row) throw new Error("vapid_keys holds no row after insert");
  return row;
}

export async function countPendingJobs(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(notificationJobs);
  return row?.n ?? 0;
}

/** Everything of a person's reminders, for "Download my data". */
export async function exportNotificationData(db: Executor, userId: string) {
  const [settings, cancelled, pending, history, subscriptions] = await Promise.all([
    findNotificationSettings(db, userId),
    db
      .select({ key: notificationCancellations.key, at: notificationCancellations.at })
      .from(notificationCancellations)
      .where(eq(notificationCancellations.userId, userId))
      .orderBy(notificationCancellations.at),
    db
      .select({
        key: notificationJobs.key,
        feature: notificationJobs.feature,
        type: notificationJobs.type,
        title: notificationJobs.title,
        body: notificationJobs.body,
        dueAt: notificationJobs.dueAt,
      })
      .from(notificationJobs)
      .where(eq(notificationJobs.userId, userId))
      .orderBy(notificationJobs.dueAt),
    db
      .select()
      .from(notificationHistory)
      .where(eq(notificationHistory.userId, userId))
      .orderBy(notificationHistory.deliveredAt),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  return { settings, cancelled, pending, history, pushSubscriptions: subscriptions };
}

/**
 * One-off reminders written when something happens (a streak reached, a weigh-in's note) have
 * keys starting with this: re-planning from the settings and data does not make them again, so
 * it keeps them.
 */
export const EVENT_KEY_PREFIX = "event:";

/**
 * Drops a person's planned jobs so the planner writes them again from new settings, keeping the
 * one-off event and test jobs, and raises their plan revision; the settings row is made here when
 * missing, so a person who never opened the settings is planned too.
 */
export async function resetPlannedJobs(db: Executor, userId: string): Promise<void> {
  await db
    .delete(notificationJobs)
    .where(
      and(
        eq(notificationJobs.userId, userId),
        isNull(notificationJobs.lockedUntil),
        sql`${notificationJobs.key} NOT LIKE 'test:%'`,
        sql`${notificationJobs.key} NOT LIKE ${`${EVENT_KEY_PREFIX}%`}`,
      ),
    );
  await db
    .insert(notificationSettings)
    .values({ userId, plannedUntil: null })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { plannedUntil: null, planRevision: sql`${notificationSettings.planRevision} + 1` },
    });
}

/** A person's one-off event jobs due in [from, to], earliest first. */
export async function listEventJobs(db: Executor, userId: string, from: Date, to: Date) {
  return db
    .select()
    .from(notificationJobs)
    .where(
      and(
        eq(notificationJobs.userId, userId),
        sql`${notificationJobs.key} LIKE ${`${EVENT_KEY_PREFIX}%`}`,
        sql`NOT (${lt(notificationJobs.dueAt, from)})`,
        lte(notificationJobs.dueAt, to),
      ),
    )
    .orderBy(notificationJobs.dueAt, notificationJobs.key);
}

/** When a person's last reminder of this feature and type was due, delivered or still pending. */
export async function lastReminderAt(
  db: Executor,
  userId: string,
  feature: string,
  type: string,
): Promise<Date | null> {
  const [delivered] = await db
    .select({ at: notificationHistory.scheduledAt })
    .from(notificationHistory)
    .where(
      and(
        eq(notificationHistory.userId, userId),
        eq(notificationHistory.feature, feature),
        eq(notificationHistory.type, type),
      ),
    )
    .orderBy(desc(notificationHistory.scheduledAt))
    .limit(1);
  const [pending] = await db
    .select({ at: notificationJobs.dueAt })
    .from(notificationJobs)
    .where(
      and(
        eq(notificationJobs.userId, userId),
        eq(notificationJobs.feature, feature),
        eq(notificationJobs.type, type),
      ),
    )
    .orderBy(desc(notificationJobs.dueAt))
    .limit(1);
  const times = [delivered?.at, pending?.at].filter((d): d is Date => d instanceof Date);
  return times.length ? new Date(Math.max(...times.map((d) => d.getTime()))) : null;
}
