import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeNativeAds, stopFakeNativeAds } from "../../test/native-ads.ts";
import { renderApp, sessionHandlers, stubFetch } from "../../test/render-app.tsx";

afterEach(stopFakeNativeAds);

/** iOS with tracking undetermined, three pages opened and three minutes gone: the pre-prompt is due. */
async function offerPrompt(trackingAnswer: "authorized" | "denied" = "authorized") {
  const clock = { now: Date.parse("2026-03-02T09:00:00Z") };
  const native = await startFakeNativeAds({
    os: "ios",
    now: () => clock.now,
    script: (s) => (s.trackingAnswer = trackingAnswer),
  });
  stubFetch(sessionHandlers(null));
  renderApp("/preview/articles");
  clock.now += 3 * 60_000;
  act(() => {
    for (let i = 0; i < 3; i++) native.ads.recordEngagement();
  });
  return {
    ...native,
    dialog: await screen.findByRole("dialog", { name: "Help keep Vitalog free" }),
  };
}

describe("the iOS tracking pre-prompt", () => {
  it("asks the system after Yes, Keep It Free! and then thanks the person", async () => {
    const user = userEvent.setup();
    const { dialog, fake } = await offerPrompt();
    expect(dialog).toHaveTextContent("Your health entries are never shared with advertisers.");

    await user.click(within(dialog).getByRole("button", { name: "Yes, Keep It Free!" }));
    const thanks = await screen.findByRole("dialog", { name: "Thank you!" });
    expect(fake.state.trackingRequests).toBe(1);
    expect(screen.queryByRole("dialog", { name: "Help keep Vitalog free" })).toBeNull();

    await user.click(within(thanks).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes on Not Now without asking the system or thanking", async () => {
    const user = userEvent.setup();
    const { dialog, fake } = await offerPrompt();
    await user.click(within(dialog).getByRole("button", { name: "Not Now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fake.state.trackingRequests).toBe(0);
  });

  it("shows no thank-you when the system dialog ends in a refusal", async () => {
    const user = userEvent.setup();
    const { dialog, fake } = await offerPrompt("denied");
    await user.click(within(dialog).getByRole("button", { name: "Yes, Keep It Free!" }));
    await waitFor(() => expect(fake.state.trackingRequests).toBe(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Thank you!" })).toBeNull();
  });
});

describe("the ad debug panel", () => {
  it("lists what the ads are doing in the app with admob_debug, and closes from the keyboard", async () => {
    const user = userEvent.setup();
    await startFakeNativeAds({
      flags: { debug: true, testMode: true },
      script: (s) => (s.bannerHeight = 50),
    });
    stubFetch(sessionHandlers(null));
    renderApp("/preview/articles?admob_debug=true");
    const panel = await screen.findByRole("region", { name: "Ad debug" });
    expect(within(panel).getByText("Consent").nextElementSibling).toHaveTextContent("Not required");
    expect(within(panel).getByText("Tracking").nextElementSibling).toHaveTextContent("Authorized");
    await waitFor(() =>
      expect(within(panel).getByText("Banner").nextElementSibling).toHaveTextContent(
        "Showing, 50 px at 84 px from the bottom",
      ),
    );
    expect(within(panel).getByText("Interstitial").nextElementSibling).toHaveTextContent(
      /Ready|Not ready/,
    );
    expect(within(panel).getByText("Reward ad").nextElementSibling).toHaveTextContent("Not ready");
    expect(within(panel).getByText("Last error").nextElementSibling).toHaveTextContent("None");

    within(panel).getByRole("button", { name: "Close ad debug" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("region", { name: "Ad debug" })).toBeNull();
  });

  it("never shows on the web, whatever the URL says", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/preview/articles?admob_debug=true");
    await screen.findAllByRole("navigation", { name: "Main navigation" }, { timeout: 10_000 });
    expect(screen.queryByRole("region", { name: "Ad debug" })).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
