import type { Ads } from "./ads.ts";

// The app's running ads adapter: set once the native shell has started it, null on the web.
// Tests set an adapter over the in-memory AdMob.

let current: Ads | null = null;
const listeners = new Set<() => void>();

export function getAppAds(): Ads | null {
  return current;
}

export function setAppAds(ads: Ads | null): void {
  current = ads;
  for (const listener of listeners) listener();
}

export function subscribeAppAds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A meaningful action (a page opened, an entry saved) counts toward the tracking pre-prompt. */
export function recordAppEngagement(): void {
  current?.recordEngagement();
}
