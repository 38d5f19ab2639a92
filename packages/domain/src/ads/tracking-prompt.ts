import type { DeviceOs } from "../auth/social-sign-in.ts";
import { type ConsentState, canShowAds, type TrackingStatus } from "./consent.ts";
import {
  TRACKING_PROMPT_MIN_ELAPSED_MS,
  TRACKING_PROMPT_MIN_EVENTS,
  TRACKING_PROMPT_RETRY_AFTER_MS,
  TRACKING_PROMPT_RETRY_MIN_EVENTS,
} from "./constants.ts";

export interface TrackingPromptInput {
  os: DeviceOs;
  tracking: TrackingStatus;
  consent: Pick<ConsentState, "status" | "fellBack">;
  hasProAccess: boolean;
  /** The person answered the pre-prompt once (either button), on any launch. */
  answered: boolean;
  /** Since this launch. */
  elapsedMs: number;
  /** Engagement events since this launch (screens opened, entries saved). */
  engagementEvents: number;
  /** Times the pre-prompt was offered in this launch without an answer. */
  offersThisLaunch: number;
}

/**
 * Whether asking for tracking could matter at all: iOS, still undetermined, never answered, a
 * person who sees ads, and consent settled by the consent service itself (not by the fallback).
 */
export function trackingPromptEligible(input: TrackingPromptInput): boolean {
  return (
    input.os === "ios" &&
    input.tracking === "notDetermined" &&
    !input.answered &&
    !input.hasProAccess &&
    canShowAds(input.consent.status) &&
    !input.consent.fellBack
  );
}

/**
 * §2, §9: the pre-prompt shows after at least 3 engagement events and 2 minutes since launch; if
 * that offer went unanswered (closed by the system, the app left), one delayed retry 10 minutes
 * after launch with at least 5 events; never again once answered.
 */
export function trackingPromptDue(input: TrackingPromptInput): boolean {
  if (!trackingPromptEligible(input)) return false;
  if (input.offersThisLaunch === 0) {
    return (
      input.engagementEvents >= TRACKING_PROMPT_MIN_EVENTS &&
      input.elapsedMs >= TRACKING_PROMPT_MIN_ELAPSED_MS
    );
  }
  if (input.offersThisLaunch === 1) {
    return (
      input.engagementEvents >= TRACKING_PROMPT_RETRY_MIN_EVENTS &&
      input.elapsedMs >= TRACKING_PROMPT_RETRY_AFTER_MS
    );
  }
  return false;
}

/**
 * The time since launch at which the passing of time alone could make the pre-prompt due (2 or
 * 10 minutes), or null when only events or nothing can.
 */
export function nextTrackingPromptCheckMs(input: TrackingPromptInput): number | null {
  if (!trackingPromptEligible(input)) return null;
  const at =
    input.offersThisLaunch === 0
      ? TRACKING_PROMPT_MIN_ELAPSED_MS
      : input.offersThisLaunch === 1
        ? TRACKING_PROMPT_RETRY_AFTER_MS
        : null;
  return at !== null && input.elapsedMs < at ? at : null;
}

export type TrackingPromptAnswer = "accepted" | "declined";

/** §2: the thank-you alert follows only when the person then authorised tracking. */
export function showTrackingThanks(
  answer: TrackingPromptAnswer,
  trackingAfter: TrackingStatus,
): boolean {
  return answer === "accepted" && trackingAfter === "authorized";
}
