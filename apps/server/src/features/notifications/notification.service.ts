import { randomUUID } from "node:crypto";
import {
  type Fast,
  type FastingSettings,
  localDateOf,
  NotificationMessage,
  type NotificationSettings,
  type NotificationSettingsPatch,
  type PlannedReminder,
  planFastingStreakNotice,
  planWeightEncouragement,
  ReminderText,
  TEST_NOTIFICATION_DELAY_MS,
  UPCOMING_WINDOW_MAX_DAYS,
  type WeightEntry,
} from "@vitalog/domain";
import type { RequestContext, ViewerContext } from "../../context.ts";
import { withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { Outbound } from "../../platform/outbound.ts";
import { getPredictions, getSettings, updateSettings } from "../cycle/cycle.service.ts";
import {
  fastStreakMadeBy,
  getCurrentFast,
  getFastingSettings,
  updateFastingSettings,
} from "../fasting/fasting.service.ts";
import { listMedications } from "../medications/medications.service.ts";
import { getHealthProfile } from "../profile/profile.service.ts";
import { listWeightEntries } from "../weight/weight-entry.service.ts";
import { cachedPlan, keepPlan, PLAN_MARGIN_MS } from "./notification.plan-cache.ts";
import { keyOfReminderId, planReminders, reminderId } from "./notification.planner.ts";
import {
  deleteJobsByKeys,
  deletePushSubscription,
  EVENT_KEY_PREFIX,
  findNotificationSettings,
  findPlanRevision,
  type HistoryRow,
  insertCancellations,
  insertJobs,
  lastReminderAt,
  listCancelledKeys,
  listEventJobs,
  listHistory,
  type NotificationSettingsRow,
  type NotificationSettingsValues,
  raisePlanRevision,
  resetPlannedJobs,
  upsertNotificationSettings,
  upsertPushSubscription,
} from "./notification.repository.ts";
import {
  HISTORY_KEPT,
  type PushSubscriptionInput,
  ServerNotificationMessage,
} from "./notification.schemas.ts";

const DAY_MS = 86_400_000;
/** The widest window `upcoming` answers (spec: daily reminders repeat for 365 days). */
export const UPCOMING_MAX_DAYS = UPCOMING_WINDOW_MAX_DAYS;
/** "Clear all" cancels every reminder planned from now to this many days ahead. */
export const CLEAR_ALL_DAYS = 30;
/** The test notification comes this long after it is asked for (spec section 9). */
export const TEST_DELAY_MS = TEST_NOTIFICATION_DELAY_MS;

async function ownRow(ctx: ViewerContext): Promise<NotificationSettingsRow> {
  return (
    (await findNotificationSettings(ctx.db, ctx.viewer.id)) ??
    (await upsertNotificationSettings(ctx.db, ctx.viewer.id, {}, ctx.now()))
  );
}

/** The settings record, with the fasting settings it reads from (their switches count too). */
async function settingsWithFasting(
  ctx: ViewerContext,
): Promise<{ settings: NotificationSettings; fasting: FastingSettings }> {
  const [own, fasting, cycle] = await Promise.all([
    ownRow(ctx),
    getFastingSettings(ctx),
    getSettings(ctx),
  ]);
  const settings: NotificationSettings = {
    enabled: own.enabled,
    timeZone: own.timeZone,
    cycle: {
      periodReminders: cycle.periodReminders,
      fertilityReminders: cycle.fertilityReminders,
      symptomReminders: cycle.symptomReminders,
      symptomReminderTime: cycle.symptomReminderTime,
      privacyMode: cycle.discreetMode,
    },
    fasting: {
      milestones: fasting.milestones,
      hydrationReminders: fasting.hydrationReminders,
      dailyReminder: fasting.dailyReminder,
      dailyReminderTime: fasting.dailyReminderTime,
    },
    weight: {
      dailyReminder: own.weightDailyReminder,
      dailyReminderTime: own.weightDailyReminderTime,
      progressNotifications: own.weightProgressNotifications,
      plateauEncouragement: own.weightPlateauEncouragement,
    },
    medication: {
      sound: own.medicationSound,
      vibrate: own.medicationVibrate,
      allowSnooze: own.medicationAllowSnooze,
    },
  };
  return { settings, fasting };
}

export async function getNotificationSettings(ctx: ViewerContext): Promise<NotificationSettings> {
  return (await settingsWithFasting(ctx)).settings;
}

/**
 * One settings record: the fasting and cycle sections are written through those modules (the
 * rows their own settings routes read), the rest here; the planned jobs are then written anew.
 */
export async function updateNotificationSettings(
  ctx: ViewerContext,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  await withTransaction(ctx, async (tx) => {
    const own: NotificationSettingsValues = {};
    if (patch.enabled !== undefined) own.enabled = patch.enabled;
    if (patch.timeZone !== undefined) own.timeZone = patch.timeZone;
    const w = patch.weight;
    if (w?.dailyReminder !== undefined) own.weightDailyReminder = w.dailyReminder;
    if (w?.dailyReminderTime !== undefined) own.weightDailyReminderTime = w.dailyReminderTime;
    if (w?.progressNotifications !== undefined)
      own.weightProgressNotifications = w.progressNotifications;
    if (w?.plateauEncouragement !== undefined)
      own.weightPlateauEncouragement = w.plateauEncouragement;
    const m = patch.medication;
    if (m?.sound !== undefined) own.medicationSound = m.sound;
    if (m?.vibrate !== undefined) own.medicationVibrate = m.vibrate;
    if (m?.allowSnooze !== undefined) own.medicationAllowSnooze = m.allowSnooze;
    await upsertNotificationSettings(tx.db, tx.viewer.id, own, tx.now());
    if (patch.fasting && Object.keys(patch.fasting).length > 0) {
      await updateFastingSettings(tx, patch.fasting);
    }
    if (patch.cycle && Object.keys(patch.cycle).length > 0) {
      const { privacyMode, ...rest } = patch.cycle;
      await updateSettings(tx, {
        ...rest,
        ...(privacyMode === undefined ? {} : { discreetMode: privacyMode }),
      });
    }
    await resetPlannedJobs(tx.db, tx.viewer.id);
  });
  return getNotificationSettings(ctx);
}

/** A page of weigh-ins is enough to know which days of the window already have one. */
const WEIGH_IN_PAGE = 100;
const WEIGH_IN_DAYS_BEFORE = 1;

/**
 * What the planner reads of a person: settings and data, through each module's service. The
 * weigh-ins are those from the day before the window on (only a day with one loses its missed
 * weigh-in reminder; none lies in the future).
 */
async function plannerInput(ctx: ViewerContext, window: { from: Date }) {
  const now = ctx.now().getTime();
  // Read from the day before the window, and no further back than the widest window before now.
  const since = Math.max(
    window.from.getTime() - WEIGH_IN_DAYS_BEFORE * DAY_MS,
    now - (UPCOMING_MAX_DAYS + WEIGH_IN_DAYS_BEFORE) * DAY_MS,
  );
  const [{ settings, fasting }, current, predictions, medications, weighIns] = await Promise.all([
    settingsWithFasting(ctx),
    getCurrentFast(ctx),
    getPredictions(ctx),
    listMedications(ctx),
    // No weigh-in lies in the future: a window starting later has none to read.
    since > now
      ? { items: [] }
      : listWeightEntries(ctx, { from: new Date(since).toISOString(), limit: WEIGH_IN_PAGE }),
  ]);
  return {
    settings,
    fastingNotifications: {
      startReminder: fasting.startReminder,
      progressUpdates: fasting.progressUpdates,
      endReminder: fasting.endReminder,
    },
    fastInProgress: current.fast,
    weighInDays: weighIns.items.map((w) => localDateOf(new Date(w.measuredAt), settings.timeZone)),
    predictions,
    medications: medications.items,
  };
}

/**
 * The person's reminders planned from settings and data in the window, minus the ones they
 * cancelled: what the worker materialises.
 */
export async function plannedReminders(
  ctx: ViewerContext,
  window: { from: Date; to: Date },
): Promise<PlannedReminder[]> {
  const input = await plannerInput(ctx, window);
  if (!input.settings.enabled) return [];
  const planned = planReminders(input, window);
  const cancelled = await listCancelledKeys(
    ctx.db,
    ctx.viewer.id,
    planned.map((r) => r.key),
  );
  return planned.filter((r) => !cancelled.has(r.key));
}

/**
 * Everything the person will be sent in the window: the planned reminders and the one-off ones
 * already written for something that happened (streak notices, weigh-in notes), earliest first.
 * Served from the person's cached plan while their plan revision stands (notification.plan-cache).
 */
async function upcomingReminders(
  ctx: ViewerContext,
  window: { from: Date; to: Date },
): Promise<PlannedReminder[]> {
  // The revision is read before the data: a plan made from data older than a write is never
  // kept under the revision that write raised.
  const revision = await findPlanRevision(ctx.db, ctx.viewer.id);
  if (revision === null) return planUpcoming(ctx, window);
  const cached = cachedPlan(ctx.db, ctx.viewer.id, revision, window);
  if (cached) return cached;
  const span = { from: window.from, to: new Date(window.to.getTime() + PLAN_MARGIN_MS) };
  const plan = await planUpcoming(ctx, span);
  keepPlan(ctx.db, ctx.viewer.id, revision, span, plan);
  return plan.filter((r) => r.at <= window.to);
}

/** The window's planned and one-off reminders, read and planned now. */
async function planUpcoming(
  ctx: ViewerContext,
  window: { from: Date; to: Date },
): Promise<PlannedReminder[]> {
  const [planned, events] = await Promise.all([
    plannedReminders(ctx, window),
    listEventJobs(ctx.db, ctx.viewer.id, window.from, window.to),
  ]);
  const oneOff = events.map(
    (j): PlannedReminder => ({
      key: j.key,
      feature: j.feature as PlannedReminder["feature"],
      type: j.type,
      at: j.dueAt,
      title: j.title,
      body: j.body,
      ...(j.entityId === null ? {} : { entityId: j.entityId }),
    }),
  );
  return [...planned, ...oneOff].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || a.key.localeCompare(b.key),
  );
}

/**
 * Writes a one-off reminder for something that just happened, unless reminders are off or its
 * time is past (spec §5: one-time past reminders are silently skipped). Re-planning keeps it.
 */
async function enqueueEvent(ctx: ViewerContext, reminder: PlannedReminder): Promise<void> {
  if (reminder.at.getTime() < ctx.now().getTime()) return;
  await raisePlanRevision(ctx.db, ctx.viewer.id);
  await insertJobs(ctx.db, [
    {
      userId: ctx.viewer.id,
      key: `${EVENT_KEY_PREFIX}${reminder.key}`,
      feature: reminder.feature,
      type: reminder.type,
      title: reminder.title,
      body: reminder.body,
      entityId: reminder.entityId ?? null,
      dueAt: reminder.at,
    },
  ]);
}

/**
 * A fast was ended (fasting's `endFast` calls this): when it made the fasting streak 3, 7, 14,
 * 30, 60, 90 or 100 days, the streak notice follows 5 s later (spec §9). The streak is the one
 * the fasting stats show (`fastStreakMadeBy`), in the person's time zone; a person who hid
 * streaks (fasting settings `showStreaks`) is not told of them. A failure here is logged and
 * never undoes the fast's end.
 */
export async function noteFastEnded(ctx: ViewerContext, fast: Fast): Promise<void> {
  try {
    const { settings, fasting } = await settingsWithFasting(ctx);
    if (!settings.enabled || !fasting.showStreaks) return;
    const streak = await fastStreakMadeBy(ctx, fast, settings.timeZone);
    const notice = planFastingStreakNotice(
      {
        fastId: fast.id,
        streakDays: streak.after,
        previousStreakDays: streak.before,
        achievedAt: ctx.now(),
      },
      settings.timeZone,
    );
    if (notice) await enqueueEvent(ctx, notice);
  } catch (error) {
    ctx.log.error({ err: error }, "the fasting streak notice could not be planned");
  }
}

/** The newest weigh-ins read for a progress or plateau note (more than 14 days of them). */
const TREND_PAGE = 100;

/**
 * A weigh-in was saved (weight's `createWeightEntry` calls this): when it shows progress or a
 * plateau towards the profile's weight goal (domain `weightTrend`), the note follows 5 s later
 * (spec §9), as the weight settings allow. The note carries no weight. A failure here is logged
 * and never undoes the entry.
 */
export async function noteWeightSaved(ctx: ViewerContext, entry: WeightEntry): Promise<void> {
  try {
    const settings = await getNotificationSettings(ctx);
    const { weight } = settings;
    if (!settings.enabled || !(weight.progressNotifications || weight.plateauEncouragement)) {
      return;
    }
    const [profile, recent, progress, plateau] = await Promise.all([
      getHealthProfile(ctx),
      listWeightEntries(ctx, { limit: TREND_PAGE }),
      lastReminderAt(ctx.db, ctx.viewer.id, "weight", "progress"),
      lastReminderAt(ctx.db, ctx.viewer.id, "weight", "plateau"),
    ]);
    const note = planWeightEncouragement(
      {
        entryId: entry.id,
        weighIns: recent.items.map((w) => ({
          id: w.id,
          measuredAt: new Date(w.measuredAt),
          weightKg: w.weightKg,
        })),
        goal: profile?.weightGoal ?? "maintain",
        settings: weight,
        lastNoticeAt: { progress, plateau },
        savedAt: ctx.now(),
      },
      settings.timeZone,
    );
    if (note) await enqueueEvent(ctx, note);
  } catch (error) {
    ctx.log.error({ err: error }, "the weigh-in note could not be planned");
  }
}

function toItem(r: PlannedReminder) {
  return {
    id: reminderId(r.key),
    feature: r.feature,
    type: r.type,
    at: r.at.toISOString(),
    title: r.title,
    body: r.body,
    entityId: r.entityId ?? null,
  };
}

export async function listUpcoming(ctx: ViewerContext, query: { from: string; to: string }) {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (
    Number.isNaN(from.getTime()) ||
    Number.isNaN(to.getTime()) ||
    to <= from ||
    to.getTime() - from.getTime() > UPCOMING_MAX_DAYS * DAY_MS
  ) {
    throw AppError.invalid("to", ServerNotificationMessage.window);
  }
  return { items: (await upcomingReminders(ctx, { from, to })).map(toItem) };
}

/**
 * Cancels one upcoming reminder by its id. The reminder must be one the person has from now on
 * (up to the widest window), so another person's id is a 404.
 */
export async function cancelUpcoming(ctx: ViewerContext, id: string): Promise<void> {
  const key = keyOfReminderId(id);
  if (!key) throw new AppError("NOT_FOUND", ServerNotificationMessage.notFound);
  const now = ctx.now();
  const planned = await upcomingReminders(ctx, {
    from: now,
    to: new Date(now.getTime() + UPCOMING_MAX_DAYS * DAY_MS),
  });
  const found = planned.find((r) => r.key === key);
  if (!found) throw new AppError("NOT_FOUND", ServerNotificationMessage.notFound);
  await withTransaction(ctx, async (tx) => {
    await insertCancellations(tx.db, tx.viewer.id, [{ key, at: found.at }]);
    await deleteJobsByKeys(tx.db, tx.viewer.id, [key]);
    await raisePlanRevision(tx.db, tx.viewer.id);
  });
}

/** Cancels every reminder planned from now to CLEAR_ALL_DAYS ahead; later ones still come. */
export async function clearUpcoming(ctx: ViewerContext): Promise<{ cancelled: number }> {
  const now = ctx.now();
  const planned = await upcomingReminders(ctx, {
    from: now,
    to: new Date(now.getTime() + CLEAR_ALL_DAYS * DAY_MS),
  });
  await withTransaction(ctx, async (tx) => {
    await insertCancellations(
      tx.db,
      tx.viewer.id,
      planned.map((r) => ({ key: r.key, at: r.at })),
    );
    await deleteJobsByKeys(
      tx.db,
      tx.viewer.id,
      planned.map((r) => r.key),
    );
    await raisePlanRevision(tx.db, tx.viewer.id);
  });
  return { cancelled: planned.length };
}

export async function scheduleTestNotification(ctx: ViewerContext) {
  const own = await ownRow(ctx);
  if (!own.enabled) throw new AppError("BAD_REQUEST", NotificationMessage.notEnabled);
  const at = new Date(ctx.now().getTime() + TEST_DELAY_MS);
  const key = `test:${randomUUID()}`;
  await insertJobs(ctx.db, [
    {
      userId: ctx.viewer.id,
      key,
      feature: "general",
      type: "test",
      title: ReminderText.test.title,
      body: ReminderText.test.body,
      dueAt: at,
    },
  ]);
  return { id: reminderId(key), at: at.toISOString() };
}

function encodeHistoryCursor(row: HistoryRow): string {
  return Buffer.from(`${row.deliveredAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeHistoryCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const date = new Date(at ?? "");
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(date.getTime())) {
    throw AppError.invalid("cursor", ServerNotificationMessage.cursor);
  }
  return { at: date, id };
}

export async function listNotificationHistory(
  ctx: ViewerContext,
  query: { feature?: string; cursor?: string; limit: number },
) {
  const limit = Math.min(query.limit, HISTORY_KEPT);
  const rows = await listHistory(ctx.db, ctx.viewer.id, {
    feature: query.feature,
    before: query.cursor ? decodeHistoryCursor(query.cursor) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      id: r.id,
      feature: r.feature as PlannedReminder["feature"],
      type: r.type,
      title: r.title,
      body: r.body,
      entityId: r.entityId,
      scheduledAt: r.scheduledAt.toISOString(),
      deliveredAt: r.deliveredAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeHistoryCursor(last) : null,
  };
}

export async function savePushSubscription(
  ctx: ViewerContext,
  input: PushSubscriptionInput,
  outbound: Pick<Outbound, "checkPublicUrl">,
) {
  try {
    await outbound.checkPublicUrl(input.endpoint, { httpsOnly: true });
  } catch {
    throw AppError.invalid("endpoint", ServerNotificationMessage.endpoint);
  }
  const p256dh = Buffer.from(input.keys.p256dh, "base64url");
  const auth = Buffer.from(input.keys.auth, "base64url");
  if (p256dh.length !== 65 || p256dh[0] !== 4 || auth.length !== 16) {
    throw AppError.invalid("keys", ServerNotificationMessage.keys);
  }
  const row = await upsertPushSubscription(
    ctx.db,
    ctx.viewer.id,
    { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
    ctx.now(),
  );
  return { id: row.id, endpoint: row.endpoint };
}

export async function removePushSubscription(ctx: ViewerContext, endpoint: string) {
  const removed = await deletePushSubscription(ctx.db, ctx.viewer.id, endpoint);
  if (removed === 0)
    throw new AppError("NOT_FOUND", ServerNotificationMessage.subscriptionNotFound);
}

/** A write to a module the reminders read from: plan the person's jobs again. */
export async function replanPerson(ctx: RequestContext, userId: string): Promise<void> {
  await resetPlannedJobs(ctx.db, userId);
}
