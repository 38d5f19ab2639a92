import type { DehydratedState } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import "./lib/i18n.ts";
import { App } from "./app/App.tsx";
import { setOfflineQueueStore } from "./app/pwa.tsx";
import { fetchSessionProfile } from "./app/session.tsx";
import { setApiTransport } from "./lib/api.ts";
import { createConnectivityMonitor } from "./platform/connectivity.ts";
import {
  startNativeAds,
  startNativeDeviceUi,
  startNativeReminders,
  startNativeShell,
} from "./platform/native-shell.ts";
import { setNetworkAdapter } from "./platform/network.ts";
import { indexedDbQueueStore, memoryQueueStore } from "./platform/offline-queue.ts";
import { offlineWritesTransport, requestBackgroundSync } from "./platform/offline-writes.ts";
import { fetchServer } from "./platform/server.ts";

/** However long the app takes, it replaces the prerendered page after this. */
const PRERENDER_TAKEOVER_MAX_MS = 5_000;

// After a deploy the old lazy chunks are gone; reload (at most every 10 s) to pick up the new build.
window.addEventListener("vite:preloadError", (event) => {
  const key = "vitalog.chunkReloadAt";
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 10_000) return;
  sessionStorage.setItem(key, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// Inside the iOS or Android app: the phone as the device, the server named by the build.
startNativeShell();
startNativeDeviceUi();

// Connectivity from probes of /api/health, and tracker writes made offline queued until it returns.
const network = createConnectivityMonitor();
setNetworkAdapter(network);
const offlineQueue = "indexedDB" in window ? indexedDbQueueStore() : memoryQueueStore();
const waitingWrites = setOfflineQueueStore(offlineQueue);
setApiTransport(
  offlineWritesTransport((path, init) => fetchServer(path, init), {
    store: offlineQueue,
    isOnline: () => network.isOnline(),
    recheck: () => network.check(),
    onQueued: () => waitingWrites.queued(),
    requestSync: requestBackgroundSync,
  }),
);

// In the native shell only, the phone's local reminders follow the server's upcoming list.
startNativeReminders();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

if (root.hasAttribute("data-prerendered")) void takeOverPrerendered(root);
else
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// In the native shell only, once the app runs: consent, then the banner and the other ads.
void startNativeAds();

/**
 * A prerendered page stays on screen while the app renders the same page off-screen (waiting
 * for its lazy route and the session); the app's page then replaces it in one step, so nobody
 * sees a spinner between two identical pages.
 */
async function takeOverPrerendered(prerendered: HTMLElement) {
  // Who is using the app is asked first (boot.ts started the request), so the first render is
  // the page itself rather than a wait for the session.
  const initialSession = await fetchSessionProfile().catch(() => undefined);
  const initialQueries = readInitialQueries();
  const fresh = document.createElement("div");
  fresh.id = "root";
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    observer.disconnect();
    window.clearTimeout(timer);
    prerendered.replaceWith(fresh);
  };
  const observer = new MutationObserver(() => {
    if (fresh.querySelector("h1") && !fresh.querySelector("[data-page-spinner]")) swap();
  });
  observer.observe(fresh, { childList: true, subtree: true });
  const timer = window.setTimeout(swap, PRERENDER_TAKEOVER_MAX_MS);
  // Rendered off-screen, so it can yield to the browser between components (no long task).
  startTransition(() =>
    createRoot(fresh).render(
      <StrictMode>
        <App initialSession={initialSession} initialQueries={initialQueries} />
      </StrictMode>,
    ),
  );
}

/**
 * The data a page rendered by the server was rendered from (apps/server/src/http/public-pages.ts
 * writes it as JSON, never as a script that runs); a member sees the same public data.
 */
function readInitialQueries(): DehydratedState | undefined {
  const element = document.getElementById("vitalog-initial-data");
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}
