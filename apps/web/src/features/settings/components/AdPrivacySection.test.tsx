import { AdmobConsentStatus } from "@capacitor-community/admob";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeNativeAds, stopFakeNativeAds } from "../../../test/native-ads.ts";
import { makeProfile, renderApp, sessionHandlers, stubFetch } from "../../../test/render-app.tsx";

afterEach(() => stopFakeNativeAds());

describe("Privacy options in the apps' settings", () => {
  it("reopens Google's consent form where consent applies", async () => {
    const { fake } = await startFakeNativeAds({
      script: (s) => {
        s.consentStatus = AdmobConsentStatus.REQUIRED;
        s.consentFormAvailable = true;
        s.formAnswer = AdmobConsentStatus.OBTAINED;
      },
    });
    stubFetch(sessionHandlers(makeProfile()));
    const user = userEvent.setup();
    renderApp("/settings/profile");
    const section = await screen.findByRole("region", { name: "Privacy options" });
    expect(screen.getByRole("link", { name: "Ad privacy" })).toHaveAttribute("href", "#ad-privacy");
    await user.click(within(section).getByRole("button", { name: "Open privacy options" }));
    expect(await within(section).findByText("Your ad privacy choices are saved")).toBeVisible();
    expect(fake.state.privacyFormsShown).toBe(1);
  });

  it("is not offered where consent does not apply, nor on the web", async () => {
    await startFakeNativeAds();
    stubFetch(sessionHandlers(makeProfile()));
    renderApp("/settings/profile");
    await screen.findByRole("region", { name: "Signed-in devices" });
    expect(screen.queryByRole("region", { name: "Privacy options" })).not.toBeInTheDocument();
    stopFakeNativeAds();
  });
});
