import type { DeviceOs } from "../auth/social-sign-in.ts";
import {
  CONSENT_MAX_RETRIES,
  CONSENT_RETRY_BASE_DELAY_MS,
  CONSENT_RETRY_FACTOR,
  CONSENT_RETRY_MAX_DELAY_MS,
} from "./constants.ts";

/** Spec learning-devices-commerce §4's ad consent statuses. */
export const AD_CONSENT_STATUSES = ["unknown", "required", "notRequired", "obtained"] as const;
export type AdConsentStatus = (typeof AD_CONSENT_STATUSES)[number];

/** iOS App Tracking Transparency's answers (§4: notDetermined, authorized, others). */
export type TrackingStatus = "notDetermined" | "authorized" | "denied" | "restricted";

/** What one consent request (or the consent form) answers. */
export interface ConsentInfo {
  status: AdConsentStatus;
  formAvailable: boolean;
  /** Whether the person must be offered a way to change their choice (the privacy options form). */
  privacyOptionsRequired: boolean;
}

export interface ConsentState {
  status: AdConsentStatus;
  /** The consent service has answered in this flow (even with "unknown"). */
  received: boolean;
  /** Failed requests in this flow. */
  failures: number;
  /** When the next request is due after a failure, or null. */
  retryAt: number | null;
  formAvailable: boolean;
  /** The consent form was shown (or failed to show) in this flow: it is not shown twice. */
  formShown: boolean;
  privacyOptionsRequired: boolean;
  /** The status is the fallback after the retries ran out, not an answer from the consent service. */
  fellBack: boolean;
}

export const INITIAL_CONSENT_STATE: ConsentState = {
  status: "unknown",
  received: false,
  failures: 0,
  retryAt: null,
  formAvailable: false,
  formShown: false,
  privacyOptionsRequired: false,
  fellBack: false,
};

export type ConsentEvent =
  | { type: "infoReceived"; info: ConsentInfo }
  | { type: "requestFailed"; at: number }
  | { type: "formClosed"; info: ConsentInfo }
  | { type: "formFailed" };

/** §4, §9: the delay before retry `n` (1-based): 5 s, then ×1.5 each time, never above 30 s. */
export function consentRetryDelayMs(retry: number): number {
  const delay = CONSENT_RETRY_BASE_DELAY_MS * CONSENT_RETRY_FACTOR ** Math.max(0, retry - 1);
  return Math.min(CONSENT_RETRY_MAX_DELAY_MS, Math.round(delay));
}

/** §4: a failed request is retried up to 3 more times, then the status falls back to notRequired. */
export function consentReducer(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case "infoReceived":
      return {
        ...state,
        status: event.info.status,
        received: true,
        formAvailable: event.info.formAvailable,
        privacyOptionsRequired: event.info.privacyOptionsRequired,
        retryAt: null,
        fellBack: false,
      };
    case "requestFailed": {
      const failures = state.failures + 1;
      if (failures > CONSENT_MAX_RETRIES) {
        return { ...state, failures, retryAt: null, status: "notRequired", fellBack: true };
      }
      return { ...state, failures, retryAt: event.at + consentRetryDelayMs(failures) };
    }
    case "formClosed":
      return {
        ...state,
        status: event.info.status,
        formAvailable: event.info.formAvailable,
        privacyOptionsRequired: event.info.privacyOptionsRequired,
        formShown: true,
      };
    case "formFailed":
      return { ...state, formShown: true };
  }
}

/** §4: ads may be shown only when consent is not required or obtained. */
export function canShowAds(status: AdConsentStatus): boolean {
  return status === "notRequired" || status === "obtained";
}

/** §4: the consent form is shown only when consent is required and a form is available. */
export function shouldShowConsentForm(state: ConsentState): boolean {
  return state.status === "required" && state.formAvailable && !state.formShown;
}

export type ConsentStep =
  | { kind: "request" }
  | { kind: "retry"; at: number }
  | { kind: "showForm" }
  | { kind: "settled" };

/** What the consent flow does next from this state. */
export function nextConsentStep(state: ConsentState): ConsentStep {
  if (state.retryAt !== null) return { kind: "retry", at: state.retryAt };
  if (!state.received && state.failures === 0) return { kind: "request" };
  if (shouldShowConsentForm(state)) return { kind: "showForm" };
  return { kind: "settled" };
}

/** §4: on iOS, once consent is obtained, tracking authorisation is requested while undetermined. */
export function trackingRequestDue(
  os: DeviceOs,
  status: AdConsentStatus,
  tracking: TrackingStatus,
): boolean {
  return os === "ios" && status === "obtained" && tracking === "notDetermined";
}

/**
 * §4: personalised ads when consent is obtained or not required and, on iOS, tracking is
 * authorised. A status that is only the fallback after failed requests never counts: the person
 * may live where consent is required.
 */
export function personalisedAdsAllowed(input: {
  os: DeviceOs;
  consent: Pick<ConsentState, "status" | "fellBack">;
  tracking: TrackingStatus;
}): boolean {
  if (!canShowAds(input.consent.status) || input.consent.fellBack) return false;
  return input.os !== "ios" || input.tracking === "authorized";
}
