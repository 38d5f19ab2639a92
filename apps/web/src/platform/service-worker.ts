/// <reference lib="webworker" />
import {
  type ReminderPushPayload,
  reminderPagePath,
  WEB_NOTIFICATION_AUTO_CLOSE_MS,
} from "@vitalog/domain";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { indexedDbQueueStore, replayQueuedWrites, SYNC_TAG } from "./offline-queue.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The app shell, listed by the build (vite-plugin-pwa, injectManifest).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the open page at once (offline writes need it); a later version
// waits for Update Now.
clientsClaim();

// Pages come from the network (prerendered and server-rendered pages stay fresh), the cached
// shell only when there is none; the API is never cached here (it carries personal data).
const shell = createHandlerBoundToURL("/index.html");
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await new NetworkFirst({ cacheName: "pages", networkTimeoutSeconds: 5 }).handle(
          options,
        );
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// Public content outside the build (images, fonts): kept once seen, a month at most.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    !url.pathname.startsWith("/api/") &&
    (request.destination === "image" || request.destination === "font"),
  new CacheFirst({
    cacheName: "public-content",
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener("sync", ((event: SyncEvent) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    replayQueuedWrites(indexedDbQueueStore()).then(async (result) => {
      const windows = await self.clients.matchAll({ type: "window" });
      for (const client of windows) client.postMessage({ type: "OFFLINE_QUEUE_REPLAYED", result });
      // Left in the queue: throwing asks the browser to try the sync again later.
      if (result.remaining > 0) throw new Error("offline writes remain queued");
    }),
  );
}) as EventListener);

self.addEventListener("push", (event) => {
  let payload: ReminderPushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as ReminderPushPayload;
  } catch {
    payload = { body: event.data?.text() };
  }
  const tag = payload.id || `vitalog-${Date.now()}`;
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(payload.title || "Vitalog", {
        body: payload.body ?? "",
        icon: "/pwa-192x192.png",
        badge: "/pwa-192x192.png",
        tag,
        data: { url: payload.url ?? reminderPagePath(payload.feature) },
      });
      // Web notifications close by themselves after 10 s (spec §9).
      await new Promise((resolve) => setTimeout(resolve, WEB_NOTIFICATION_AUTO_CLOSE_MS));
      for (const shown of await self.registration.getNotifications({ tag })) shown.close();
    })(),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? "/dashboard",
    self.location.origin,
  );
  // Only our own pages open from a notification.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) {
        await open.focus();
        if (open.url !== url) await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
