import { describe, expect, it } from "vitest";
import {
  type AdConsentStatus,
  type ConsentInfo,
  type ConsentState,
  canShowAds,
  consentReducer,
  consentRetryDelayMs,
  INITIAL_CONSENT_STATE,
  nextConsentStep,
  personalisedAdsAllowed,
  shouldShowConsentForm,
  trackingRequestDue,
} from "./consent.ts";

const info = (status: AdConsentStatus, formAvailable = false): ConsentInfo => ({
  status,
  formAvailable,
  privacyOptionsRequired: status === "obtained",
});

/** Runs a flow of events from the start on a fake clock. */
function run(...events: Parameters<typeof consentReducer>[1][]): ConsentState {
  return events.reduce(consentReducer, INITIAL_CONSENT_STATE);
}

describe("ad consent (spec §4)", () => {
  it("allows ads only when consent is not required or obtained", () => {
    expect(canShowAds("unknown")).toBe(false);
    expect(canShowAds("required")).toBe(false);
    expect(canShowAds("notRequired")).toBe(true);
    expect(canShowAds("obtained")).toBe(true);
  });

  it("starts unknown and asks the consent service first", () => {
    expect(INITIAL_CONSENT_STATE.status).toBe("unknown");
    expect(nextConsentStep(INITIAL_CONSENT_STATE)).toEqual({ kind: "request" });
  });

  it("retries a failed request 3 more times after 5 s, 7.5 s and 11.25 s, then falls back to notRequired", () => {
    let state = run({ type: "requestFailed", at: 0 });
    expect(nextConsentStep(state)).toEqual({ kind: "retry", at: 5_000 });
    state = consentReducer(state, { type: "requestFailed", at: 5_000 });
    expect(nextConsentStep(state)).toEqual({ kind: "retry", at: 12_500 });
    state = consentReducer(state, { type: "requestFailed", at: 12_500 });
    expect(nextConsentStep(state)).toEqual({ kind: "retry", at: 23_750 });
    expect(state.status).toBe("unknown");
    expect(canShowAds(state.status)).toBe(false);

    state = consentReducer(state, { type: "requestFailed", at: 23_750 });
    expect(state).toMatchObject({ status: "notRequired", fellBack: true, failures: 4 });
    expect(nextConsentStep(state)).toEqual({ kind: "settled" });
    expect(canShowAds(state.status)).toBe(true);
  });

  it("grows the delay by 1.5 and never waits more than 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(consentRetryDelayMs)).toEqual([
      5_000, 7_500, 11_250, 16_875, 25_313, 30_000, 30_000,
    ]);
  });

  it("takes the answer of a retry that succeeds, and forgets the pending retry", () => {
    const state = run(
      { type: "requestFailed", at: 0 },
      { type: "infoReceived", info: info("notRequired") },
    );
    expect(state).toMatchObject({ status: "notRequired", retryAt: null, fellBack: false });
    expect(nextConsentStep(state)).toEqual({ kind: "settled" });
  });

  it("shows the form only when consent is required and a form is available, and only once", () => {
    expect(nextConsentStep(run({ type: "infoReceived", info: info("required", true) }))).toEqual({
      kind: "showForm",
    });
    const noForm = run({ type: "infoReceived", info: info("required", false) });
    expect(shouldShowConsentForm(noForm)).toBe(false);
    expect(nextConsentStep(noForm)).toEqual({ kind: "settled" });
    expect(canShowAds(noForm.status)).toBe(false);
    for (const status of ["notRequired", "obtained", "unknown"] as const) {
      expect(shouldShowConsentForm(run({ type: "infoReceived", info: info(status, true) }))).toBe(
        false,
      );
    }
    const answered = run(
      { type: "infoReceived", info: info("required", true) },
      { type: "formClosed", info: info("obtained", true) },
    );
    expect(answered.status).toBe("obtained");
    expect(nextConsentStep(answered)).toEqual({ kind: "settled" });
    const broken = run(
      { type: "infoReceived", info: info("required", true) },
      { type: "formFailed" },
    );
    expect(nextConsentStep(broken)).toEqual({ kind: "settled" });
    expect(canShowAds(broken.status)).toBe(false);
  });

  it("does not ask again when the service itself answers unknown", () => {
    const state = run({ type: "infoReceived", info: info("unknown") });
    expect(nextConsentStep(state)).toEqual({ kind: "settled" });
    expect(canShowAds(state.status)).toBe(false);
  });

  it("asks iOS for tracking after consent is obtained, while tracking is undetermined", () => {
    expect(trackingRequestDue("ios", "obtained", "notDetermined")).toBe(true);
    expect(trackingRequestDue("ios", "obtained", "authorized")).toBe(false);
    expect(trackingRequestDue("ios", "obtained", "denied")).toBe(false);
    expect(trackingRequestDue("ios", "required", "notDetermined")).toBe(false);
    expect(trackingRequestDue("ios", "notRequired", "notDetermined")).toBe(false);
    expect(trackingRequestDue("android", "obtained", "notDetermined")).toBe(false);
  });

  it("personalises ads only with consent obtained or not required, and on iOS with tracking authorised", () => {
    const allowed = (
      os: "ios" | "android",
      status: AdConsentStatus,
      tracking: "authorized" | "denied" | "notDetermined",
      fellBack = false,
    ) => personalisedAdsAllowed({ os, consent: { status, fellBack }, tracking });
    expect(allowed("android", "obtained", "denied")).toBe(true);
    expect(allowed("android", "notRequired", "notDetermined")).toBe(true);
    expect(allowed("android", "required", "authorized")).toBe(false);
    expect(allowed("android", "unknown", "authorized")).toBe(false);
    expect(allowed("ios", "obtained", "authorized")).toBe(true);
    expect(allowed("ios", "notRequired", "authorized")).toBe(true);
    expect(allowed("ios", "obtained", "denied")).toBe(false);
    expect(allowed("ios", "obtained", "notDetermined")).toBe(false);
    // After the retries ran out nobody knows whether consent applies: no personalisation.
    expect(allowed("android", "notRequired", "authorized", true)).toBe(false);
  });
});
