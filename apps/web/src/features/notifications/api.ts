import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  NOTIFICATION_HISTORY_MAX,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { type ApiAnswer, api } from "../../lib/api.ts";
import { refreshNativeReminders } from "../../platform/native-shell.ts";
import { PENDING_WINDOW_DAYS, pendingWindow } from "./display.ts";

export type UpcomingReminder = ApiAnswer<"/api/v1/notifications/upcoming", "get">["items"][number];
export type HistoryEntry = ApiAnswer<"/api/v1/notifications/history", "get">["items"][number];
export type HistoryFeature = NonNullable<HistoryEntry["feature"]>;

const all = (): unknown[] => ["notifications"];

const memberQueries = {
  /** Every notifications query. */
  all,
  settings: () =>
    queryOptions({
      queryKey: [...all(), "settings"],
      queryFn: ({ signal }): Promise<NotificationSettings> =>
        api.get("/api/v1/notifications/settings", { signal }),
    }),
  /** The reminders of the next PENDING_WINDOW_DAYS days, soonest first. */
  upcoming: () =>
    queryOptions({
      queryKey: [...all(), "upcoming", PENDING_WINDOW_DAYS],
      queryFn: async ({ signal }) => {
        const { from, to } = pendingWindow(new Date());
        const { items } = await api.get("/api/v1/notifications/upcoming", {
          query: { from, to },
          signal,
        });
        return [...items].sort((a, b) => a.at.localeCompare(b.at));
      },
    }),
  /** Delivered reminders, newest first, a page at a time; `feature` undefined for all. */
  history: (feature?: HistoryFeature) =>
    infiniteQueryOptions({
      queryKey: [...all(), "history", "pages", feature ?? "all"],
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api.get("/api/v1/notifications/history", {
          query: { feature, cursor: pageParam ?? undefined },
          signal,
        }),
      getNextPageParam: (page) => page.nextCursor,
    }),
  /** Every kept history entry (the server keeps NOTIFICATION_HISTORY_MAX), for the tiles. */
  historyAll: () =>
    queryOptions({
      queryKey: [...all(), "history", "kept"],
      queryFn: async ({ signal }) =>
        (
          await api.get("/api/v1/notifications/history", {
            query: { limit: NOTIFICATION_HISTORY_MAX },
            signal,
          })
        ).items,
    }),
};

/** A member's reminders: settings, what is coming and what was delivered. */
export const notificationsData = defineModuleData({
  name: "notifications",
  preview: { kind: "sign-in" },
  member: memberQueries,
});

/** Runs a change to what is planned, then lets the phone's own list follow (native only). */
const thenRefreshDevice = async <T>(change: Promise<T>): Promise<T> => {
  const result = await change;
  refreshNativeReminders();
  return result;
};

export const saveNotificationSettings = (body: NotificationSettingsPatch) =>
  thenRefreshDevice(api.patch("/api/v1/notifications/settings", { body }));

export const cancelReminder = (id: string) =>
  thenRefreshDevice(api.delete("/api/v1/notifications/upcoming/{id}", { path: { id } }));

export const clearReminders = () => thenRefreshDevice(api.delete("/api/v1/notifications/upcoming"));

export const sendTestNotification = () => api.post("/api/v1/notifications/test");
