import type { Fast, WeightEntry } from "@vitalog/domain";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { requestContext, viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { isFastInProgress } from "../fasting/fasting.service.ts";
import {
  ClearedCount,
  HistoryPage,
  HistoryQuery,
  NotificationSettings,
  NotificationSettingsPatch,
  PushSubscriptionInput,
  PushSubscriptionRemove,
  PushSubscriptionSaved,
  ReminderIdParams,
  TestScheduled,
  UpcomingList,
  UpcomingQuery,
  VapidPublicKey,
} from "./notification.schemas.ts";
import {
  cancelUpcoming,
  clearUpcoming,
  getNotificationSettings,
  listNotificationHistory,
  listUpcoming,
  noteFastEnded,
  noteWeightSaved,
  removePushSubscription,
  replanPerson,
  savePushSubscription,
  scheduleTestNotification,
  updateNotificationSettings,
} from "./notification.service.ts";
import { loadVapidKeys } from "./notification.worker.ts";

export function notificationRoutes({ guards, db, outbound, config }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Notifications"] };
  const envVapid = config.notifications.vapid;

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/notifications/settings",
      summary: "Reminder settings: on or off, time zone, and each feature's reminders",
      responses: { 200: jsonContent(NotificationSettings, "The settings"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getNotificationSettings(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/notifications/settings",
      summary: "Change reminder settings (any section alone)",
      request: { body: jsonBody(NotificationSettingsPatch) },
      responses: {
        200: jsonContent(NotificationSettings, "The settings"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) =>
      c.json(await updateNotificationSettings(viewerContext(c), c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/notifications/upcoming",
      summary: "The reminders due between from and to (at most 400 days apart)",
      request: { query: UpcomingQuery },
      responses: { 200: jsonContent(UpcomingList, "The reminders"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listUpcoming(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/notifications/upcoming",
      summary: "Cancel every reminder of the next 30 days",
      responses: {
        200: jsonContent(ClearedCount, "How many were cancelled"),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await clearUpcoming(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/notifications/upcoming/{id}",
      summary: "Cancel one upcoming reminder",
      request: { params: ReminderIdParams },
      responses: { 204: { description: "Cancelled" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await cancelUpcoming(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/notifications/test",
      summary: "Send the test notification in 5 seconds",
      responses: { 202: jsonContent(TestScheduled, "Scheduled"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await scheduleTestNotification(viewerContext(c)), 202),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/notifications/history",
      summary: "Delivered reminders, newest first (the last 100 are kept)",
      request: { query: HistoryQuery },
      responses: { 200: jsonContent(HistoryPage, "A page"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listNotificationHistory(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/notifications/vapid-public-key",
      summary: "The server's VAPID public key, for PushManager.subscribe",
      responses: { 200: jsonContent(VapidPublicKey, "The key"), ...errorResponses(401) },
    }),
    async (c) => c.json({ publicKey: (await loadVapidKeys(db, envVapid)).publicKey }, 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/notifications/push-subscriptions",
      summary: "Register a Web Push subscription (https to a public address)",
      request: { body: jsonBody(PushSubscriptionInput) },
      responses: {
        201: jsonContent(PushSubscriptionSaved, "Registered"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) =>
      c.json(await savePushSubscription(viewerContext(c), c.req.valid("json"), outbound), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/notifications/push-subscriptions",
      summary: "Remove a Web Push subscription by its endpoint",
      request: { body: jsonBody(PushSubscriptionRemove) },
      responses: { 204: { description: "Removed" }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      await removePushSubscription(viewerContext(c), c.req.valid("json").endpoint);
      return c.body(null, 204);
    },
  );

  return router;
}

/** The API paths whose writes change what a person is reminded of. */
export const REPLAN_PATHS = [
  "/api/v1/fasts",
  "/api/v1/fasts/*",
  "/api/v1/fasting-settings",
  "/api/v1/cycle/*",
  "/api/v1/medications",
  "/api/v1/medications/*",
  // A weigh-in takes that day's missed weigh-in reminder away.
  "/api/v1/weight-entries",
  "/api/v1/weight-entries/*",
] as const;

const FAST_END_PATH = /^\/api\/v1\/fasts\/[^/]+\/end$/;
const FAST_PATH = /^\/api\/v1\/fasts\/([^/]+)$/;

/**
 * After a successful write there, the person's materialised reminders are planned again; an
 * ended fast (by its end route, or by a change that gives the fast in progress an end time) may
 * bring a streak notice and a new weigh-in a progress or plateau note (spec §9), read from the
 * reply, so the trackers need not know of reminders.
 */
export const replanAfterWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Whether a changed fast was in progress is known only before the change; the answer is used
  // only once the request has succeeded for the fast's owner.
  const changedFast = c.req.method === "PATCH" ? FAST_PATH.exec(c.req.path)?.[1] : undefined;
  const wasInProgress =
    changedFast !== undefined && (await isFastInProgress(requestContext(c), changedFast));
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.res.status >= 300) return;
  const ctx = requestContext(c);
  if (!ctx.viewer) return;
  const member = { ...ctx, viewer: ctx.viewer };
  const fastEnded =
    (c.req.method === "POST" && FAST_END_PATH.test(c.req.path)) ||
    (wasInProgress && ((await c.res.clone().json()) as Fast).endTime !== null);
  if (fastEnded) {
    await noteFastEnded(member, (await c.res.clone().json()) as Fast);
  } else if (c.req.method === "POST" && c.req.path === "/api/v1/weight-entries") {
    await noteWeightSaved(member, (await c.res.clone().json()) as WeightEntry);
  }
  await replanPerson(ctx, ctx.viewer.id);
};
