import type { Executor } from "@vitalog/db";
import { asViewer, type Clock, systemContext } from "../../context.ts";
import type { Logger } from "../../logger.ts";
import { type JobLoop, startJobLoop } from "../../platform/jobs.ts";
import type { Outbound } from "../../platform/outbound.ts";
import {
  createPushSender,
  generateVapidKeys,
  type PushSender,
  type VapidKeys,
} from "../../platform/push.ts";
import {
  claimDueJobs,
  claimPeopleToPlan,
  completeJobs,
  deleteCancellationsBefore,
  deletePushSubscriptionsByIds,
  insertJobs,
  listPushSubscriptionsOf,
  type NotificationJobRow,
  readOrStoreVapidKeys,
  setPlannedUntil,
} from "./notification.repository.ts";
import { HISTORY_KEPT } from "./notification.schemas.ts";
import { plannedReminders } from "./notification.service.ts";

const HOUR_MS = 3_600_000;
/** Reminders are materialised this far ahead... */
export const PLAN_AHEAD_MS = 48 * HOUR_MS;
/** ...and a person is planned again once less than this is left. */
export const REFILL_BELOW_MS = 24 * HOUR_MS;
/** A claimed job another process may take over if it is not delivered in this time. */
export const CLAIM_MS = 60_000;
/** Push messages live at most this long at the push service: a late reminder is no use. */
export const PUSH_TTL_SECONDS = 15 * 60;
const PLAN_BATCH = 200;
const DELIVERY_BATCH = 500;
const SEND_CONCURRENCY = 50;

export interface NotificationWorkerOptions {
  db: Executor;
  log: Logger;
  clock: Clock;
  pollMs: number;
  /** VAPID keys from the environment; otherwise generated once and stored. */
  vapid?: VapidKeys;
  /** The VAPID subject (RFC 8292: an https: URL or mailto: address). */
  subject: string;
  /** The guarded client: each push goes out through its agent. */
  outbound: Pick<Outbound, "agentFor">;
}

export async function loadVapidKeys(db: Executor, fromEnv?: VapidKeys): Promise<VapidKeys> {
  if (fromEnv) return fromEnv;
  const row = await readOrStoreVapidKeys(db, generateVapidKeys);
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

/** The public VAPID key the web client subscribes with. */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith("https://")) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.includes("@") ? address : "no-reply@localhost"}`;
}

/** Materialises the next PLAN_AHEAD_MS of reminders for people whose jobs run out soon. */
export async function planDue(options: NotificationWorkerOptions): Promise<boolean> {
  const { db, log, clock } = options;
  const now = clock.now();
  const until = new Date(now.getTime() + PLAN_AHEAD_MS);
  const count = await db.transaction(async (tx) => {
    const people = await claimPeopleToPlan(
      tx,
      new Date(now.getTime() + REFILL_BELOW_MS),
      PLAN_BATCH,
    );
    for (const person of people) {
      const ctx = asViewer(systemContext(tx, log, clock), { id: person.userId, isAdmin: false });
      const from = person.plannedUntil && person.plannedUntil > now ? person.plannedUntil : now;
      const reminders = await plannedReminders(
        { ...ctx, inTransaction: true },
        { from, to: until },
      );
      await insertJobs(
        tx,
        reminders.map((r) => ({
          userId: person.userId,
          key: r.key,
          feature: r.feature,
          type: r.type,
          title: r.title,
          body: r.body,
          entityId: r.entityId ?? null,
          dueAt: r.at,
        })),
      );
      await setPlannedUntil(tx, person.userId, until);
    }
    return people.length;
  });
  if (count < PLAN_BATCH) {
    await deleteCancellationsBefore(db, new Date(now.getTime() - 2 * PLAN_AHEAD_MS));
  }
  return count === PLAN_BATCH;
}

async function inPool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  });
  await Promise.all(workers);
}

export function createSender(
  options: NotificationWorkerOptions & { vapidKeys: VapidKeys },
): PushSender {
  return createPushSender({
    vapid: options.vapidKeys,
    subject: options.subject,
    ttlSeconds: PUSH_TTL_SECONDS,
    maxSockets: SEND_CONCURRENCY,
    agentFor: (url, agentOptions) => options.outbound.agentFor(url, agentOptions),
  });
}

/**
 * Delivers a batch of due jobs: claimed together, the people's subscriptions read in one query,
 * the pushes sent SEND_CONCURRENCY at a time (one kept VAPID token and keep-alive agent per push
 * service), then history, trimming and the jobs' removal written in one transaction.
 */
export async function deliverDue(
  options: NotificationWorkerOptions & { vapidKeys: VapidKeys; sender?: PushSender },
): Promise<boolean> {
  const { db, log, clock } = options;
  const now = clock.now();
  const jobs = await claimDueJobs(db, now, new Date(now.getTime() + CLAIM_MS), DELIVERY_BATCH);
  if (jobs.length === 0) return false;
  const sender = options.sender ?? createSender(options);
  try {
    const subscriptions = new Map<string, Subscription[]>();
    for (const sub of await listPushSubscriptionsOf(db, [...new Set(jobs.map((j) => j.userId))])) {
      const list = subscriptions.get(sub.userId) ?? [];
      list.push(sub);
      subscriptions.set(sub.userId, list);
    }
    const sends = jobs.flatMap((job) =>
      (subscriptions.get(job.userId) ?? []).map((sub) => ({ job, sub })),
    );
    const gone = new Set<string>();
    const deliveredAt = new Map<string, Date>();
    await inPool(sends, SEND_CONCURRENCY, async ({ job, sub }) => {
      try {
        if (gone.has(sub.id)) return;
        const result = await sender.send(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          payloadOf(job),
        );
        if (!result.ok && result.gone) {
          gone.add(sub.id);
          log.info(
            { subscription: sub.id, status: result.status },
            "push subscription gone; removed",
          );
        } else if (!result.ok) {
          log.warn({ subscription: sub.id, status: result.status }, "push delivery failed");
        }
      } catch (error) {
        log.error({ err: error, job: job.id }, "a reminder could not be delivered");
      }
      deliveredAt.set(job.id, clock.now());
    });
    await deletePushSubscriptionsByIds(db, [...gone]);
    await completeJobs(
      db,
      jobs.map((job) => ({ job, deliveredAt: deliveredAt.get(job.id) ?? clock.now() })),
      HISTORY_KEPT,
    );
  } finally {
    if (!options.sender) sender.close();
  }
  return jobs.length === DELIVERY_BATCH;
}

type Subscription = Awaited<ReturnType<typeof listPushSubscriptionsOf>>[number];

function payloadOf(job: NotificationJobRow): string {
  return JSON.stringify({
    id: job.key,
    feature: job.feature,
    type: job.type,
    title: job.title,
    body: job.body,
    entityId: job.entityId,
    at: job.dueAt.toISOString(),
  });
}

/** Starts the planner and the delivery loops (one of each per API process). */
export async function startNotificationWorker(
  options: NotificationWorkerOptions,
): Promise<JobLoop> {
  const vapidKeys = await loadVapidKeys(options.db, options.vapid);
  // One sender for the worker's life: its VAPID tokens and connections are reused.
  const sender = createSender({ ...options, vapidKeys });
  const loop = startJobLoop({
    name: "notifications",
    intervalMs: options.pollMs,
    log: options.log,
    // Due reminders first: while a backlog is being delivered the planner waits (it works a
    // day ahead), so a busy minute is not slowed by planning scans.
    tick: async () => {
      if (await deliverDue({ ...options, vapidKeys, sender })) return true;
      return planDue(options);
    },
  });
  return {
    runOnce: loop.runOnce,
    stop: async () => {
      await loop.stop();
      sender.close();
    },
  };
}
