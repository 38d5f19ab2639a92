import { describe, expect, it } from "vitest";
import { AD_READY_POLL_MS, AD_READY_WAIT_MS } from "./constants.ts";
import {
  type AdGateInput,
  type AdReadiness,
  adBlockReason,
  type FullScreenAdEvent,
  nextAdReadiness,
  rewardShortcut,
  waitForAdReady,
} from "./full-screen.ts";

const open: AdGateInput = {
  hasProAccess: false,
  available: true,
  consent: "obtained",
  allowedHere: true,
};

/** A fake clock: sleeping moves time on at once. */
function fakeClock() {
  const clock = {
    now: 0,
    sleeps: 0,
    sleep: async (ms: number) => {
      clock.now += ms;
      clock.sleeps++;
    },
  };
  return clock;
}

describe("interstitial and reward readiness (spec §4)", () => {
  it("is ready when loaded and not ready again after dismissal", () => {
    const events: FullScreenAdEvent[] = ["loaded", "showed", "dismissed"];
    const states: AdReadiness[] = [];
    events.reduce<AdReadiness>((state, event) => {
      const next = nextAdReadiness(state, event);
      states.push(next);
      return next;
    }, "notReady");
    expect(states).toEqual(["ready", "ready", "notReady"]);
    expect(nextAdReadiness("notReady", "failedToLoad")).toBe("notReady");
    expect(nextAdReadiness("ready", "failedToShow")).toBe("notReady");
    expect(nextAdReadiness("notReady", "showed")).toBe("notReady");
  });

  it("waits up to 5 s for readiness, looking every 100 ms", async () => {
    expect(AD_READY_WAIT_MS / AD_READY_POLL_MS).toBe(50);
    const never = fakeClock();
    expect(await waitForAdReady(() => false, never.sleep)).toBe(false);
    expect(never.now).toBe(5_000);
    expect(never.sleeps).toBe(50);

    const late = fakeClock();
    expect(await waitForAdReady(() => late.now >= 1_250, late.sleep)).toBe(true);
    expect(late.now).toBe(1_300);

    const already = fakeClock();
    expect(await waitForAdReady(() => true, already.sleep)).toBe(true);
    expect(already.sleeps).toBe(0);

    const atTheEnd = fakeClock();
    expect(await waitForAdReady(() => atTheEnd.now >= 5_000, atTheEnd.sleep)).toBe(true);
  });
});

describe("who sees an ad (spec §6, §8)", () => {
  it("never shows a Pro subscriber an ad", () => {
    expect(adBlockReason({ ...open, hasProAccess: true })).toBe("subscription_active");
    expect(adBlockReason({ ...open, hasProAccess: true, available: false })).toBe(
      "subscription_active",
    );
  });

  it("gives a Pro subscriber's reward call success with the subscription reward", () => {
    expect(rewardShortcut({ ...open, hasProAccess: true, consent: "required" })).toEqual({
      success: true,
      reward: { type: "subscription", amount: 1 },
    });
  });

  it("shows a non-subscriber ads only after consent is not required or obtained", () => {
    expect(adBlockReason(open)).toBeNull();
    expect(adBlockReason({ ...open, consent: "notRequired" })).toBeNull();
    expect(adBlockReason({ ...open, consent: "required" })).toBe("not_available");
    expect(adBlockReason({ ...open, consent: "unknown" })).toBe("not_available");
    expect(rewardShortcut(open)).toBeNull();
    expect(rewardShortcut({ ...open, consent: "required" })).toEqual({
      success: false,
      reason: "consent_required",
    });
    expect(rewardShortcut({ ...open, consent: "unknown" })).toEqual({
      success: false,
      reason: "consent_required",
    });
  });

  it("answers not_available where ads do not exist or may not show", () => {
    expect(adBlockReason({ ...open, available: false })).toBe("not_available");
    expect(adBlockReason({ ...open, allowedHere: false })).toBe("not_available");
    expect(rewardShortcut({ ...open, available: false })).toEqual({
      success: false,
      reason: "not_available",
    });
    expect(rewardShortcut({ ...open, allowedHere: false })).toEqual({
      success: false,
      reason: "not_available",
    });
  });
});
