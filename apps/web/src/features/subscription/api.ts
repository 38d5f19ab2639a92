import { queryOptions } from "@tanstack/react-query";
import type { Subscription } from "@vitalog/domain";
import { useSyncExternalStore } from "react";
import { api } from "../../lib/api.ts";
import { getDevicePlatform } from "../../platform/device.ts";
import { getSubscriptionStore, type SubscriptionState } from "../../platform/subscription-store.ts";

let lastAnswer: Subscription | null = null;

const all = () => ["subscription"] as const;

export const subscriptionQueries = {
  all,
  /** GET /api/v1/subscription: the person's Pro access as the server knows it. */
  status: () =>
    queryOptions({
      queryKey: [...all(), "status"],
      queryFn: async ({ signal }) => {
        const answer = await api.get("/api/v1/subscription", { signal });
        lastAnswer = answer;
        return answer;
      },
    }),
};

/** Forgets the server's last answer (sign-out). */
export function forgetSubscriptionAnswer(): void {
  lastAnswer = null;
}

/**
 * Whether the signed-in person has Pro right now: the store's state in the apps, the last
 * `GET /api/v1/subscription` answer on the web (false before the first one).
 */
export function hasProAccessNow(): boolean {
  if (getDevicePlatform().isNative) return getSubscriptionStore().getState().hasProAccess;
  return lastAnswer?.hasProAccess ?? false;
}

/** The app's subscription state, re-rendering on every change. */
export function useSubscriptionState(): SubscriptionState {
  const store = getSubscriptionStore();
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.getState(),
    () => store.getState(),
  );
}
