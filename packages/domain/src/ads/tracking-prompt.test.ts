import { describe, expect, it } from "vitest";
import { MESSAGES } from "../message-catalogue.ts";
import { TRACKING_RECHECK_AFTER_MS } from "./constants.ts";
import { AdsMessage } from "./messages.ts";
import {
  nextTrackingPromptCheckMs,
  showTrackingThanks,
  type TrackingPromptInput,
  trackingPromptDue,
  trackingPromptEligible,
} from "./tracking-prompt.ts";

const MINUTE = 60_000;
const base: TrackingPromptInput = {
  os: "ios",
  tracking: "notDetermined",
  consent: { status: "notRequired", fellBack: false },
  hasProAccess: false,
  answered: false,
  elapsedMs: 0,
  engagementEvents: 0,
  offersThisLaunch: 0,
};

describe("the iOS tracking pre-prompt (spec §2, §9)", () => {
  it("is offered after at least 3 engagement events and 2 minutes since launch", () => {
    expect(trackingPromptDue({ ...base, engagementEvents: 3, elapsedMs: 2 * MINUTE })).toBe(true);
    expect(trackingPromptDue({ ...base, engagementEvents: 2, elapsedMs: 10 * MINUTE })).toBe(false);
    expect(trackingPromptDue({ ...base, engagementEvents: 9, elapsedMs: 2 * MINUTE - 1 })).toBe(
      false,
    );
  });

  it("re-checks the tracking status 30 s after start, before the prompt could be due", () => {
    expect(TRACKING_RECHECK_AFTER_MS).toBe(30_000);
    expect(trackingPromptDue({ ...base, engagementEvents: 5, elapsedMs: 30_000 })).toBe(false);
  });

  it("retries once, 10 minutes after launch with at least 5 events, when the first offer went unanswered", () => {
    const retry = { ...base, offersThisLaunch: 1 };
    expect(trackingPromptDue({ ...retry, engagementEvents: 5, elapsedMs: 10 * MINUTE })).toBe(true);
    expect(trackingPromptDue({ ...retry, engagementEvents: 4, elapsedMs: 20 * MINUTE })).toBe(
      false,
    );
    expect(trackingPromptDue({ ...retry, engagementEvents: 8, elapsedMs: 10 * MINUTE - 1 })).toBe(
      false,
    );
    expect(
      trackingPromptDue({
        ...base,
        offersThisLaunch: 2,
        engagementEvents: 50,
        elapsedMs: 60 * MINUTE,
      }),
    ).toBe(false);
  });

  it("is never offered again once answered, nor when it cannot matter", () => {
    const ready = { ...base, engagementEvents: 10, elapsedMs: 15 * MINUTE };
    expect(trackingPromptDue(ready)).toBe(true);
    expect(trackingPromptDue({ ...ready, answered: true })).toBe(false);
    expect(trackingPromptDue({ ...ready, os: "android" })).toBe(false);
    expect(trackingPromptDue({ ...ready, tracking: "denied" })).toBe(false);
    expect(trackingPromptDue({ ...ready, tracking: "authorized" })).toBe(false);
    expect(trackingPromptDue({ ...ready, hasProAccess: true })).toBe(false);
    expect(trackingPromptDue({ ...ready, consent: { status: "required", fellBack: false } })).toBe(
      false,
    );
    expect(
      trackingPromptDue({ ...ready, consent: { status: "notRequired", fellBack: true } }),
    ).toBe(false);
    expect(trackingPromptDue({ ...ready, consent: { status: "obtained", fellBack: false } })).toBe(
      true,
    );
    expect(trackingPromptEligible({ ...ready, answered: true })).toBe(false);
  });

  it("names the moments when time alone can make it due", () => {
    expect(nextTrackingPromptCheckMs(base)).toBe(2 * MINUTE);
    expect(nextTrackingPromptCheckMs({ ...base, elapsedMs: 3 * MINUTE })).toBeNull();
    expect(nextTrackingPromptCheckMs({ ...base, offersThisLaunch: 1, elapsedMs: 3 * MINUTE })).toBe(
      10 * MINUTE,
    );
    expect(nextTrackingPromptCheckMs({ ...base, offersThisLaunch: 2 })).toBeNull();
    expect(nextTrackingPromptCheckMs({ ...base, answered: true })).toBeNull();
  });

  it("thanks the person only when they said yes and then authorised tracking", () => {
    expect(showTrackingThanks("accepted", "authorized")).toBe(true);
    expect(showTrackingThanks("accepted", "denied")).toBe(false);
    expect(showTrackingThanks("declined", "authorized")).toBe(false);
  });

  it("has its words in the message catalogue, with the spec's buttons", () => {
    expect(MESSAGES["ads.trackingPromptAccept"]).toBe("Yes, Keep It Free!");
    expect(MESSAGES["ads.trackingPromptDecline"]).toBe("Not Now");
    expect(MESSAGES["ads.trackingPromptTitle"]).toBe(AdsMessage.trackingPromptTitle);
    expect(MESSAGES["ads.trackingThanksTitle"]).toBe(AdsMessage.trackingThanksTitle);
    expect(MESSAGES["ads.trackingThanksBody"]).toBe(AdsMessage.trackingThanksBody);
  });
});
