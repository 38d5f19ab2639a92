import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeNativeAds, stopFakeNativeAds } from "../../test/native-ads.ts";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../test/render-app.tsx";

const adSlot = () => document.querySelector<HTMLElement>("[data-ad-slot]");

afterEach(stopFakeNativeAds);

describe("the bottom ad banner's slot", () => {
  it("is not rendered at all on the web", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/preview/articles");
    expect(
      await screen.findAllByRole("navigation", { name: "Main navigation" }, { timeout: 10_000 }),
    ).toHaveLength(2);
    expect(adSlot()).toBeNull();
    expect(document.getElementById("main")?.style.paddingBottom).toBe("");
  });

  it("keeps the banner's space free above the bottom navigation in the app", async () => {
    const { fake } = await startFakeNativeAds({ script: (s) => (s.bannerHeight = 50) });
    stubFetch(sessionHandlers(null));
    renderApp("/preview/articles");
    await waitFor(() => expect(adSlot()).not.toBeNull());
    // Android: 64 px navigation + the 20 px system-UI minimum, then the banner's 50 px.
    expect(fake.state.banner?.options.margin).toBe(84);
    expect(adSlot()?.style.bottom).toBe("84px");
    expect(adSlot()?.style.height).toBe("50px");
    expect(adSlot()).toHaveAttribute("aria-hidden", "true");
    expect(document.getElementById("main")?.style.paddingBottom).toBe("158px");
  });

  it("hides the banner on a screen where ads never show and brings it back after", async () => {
    const { fake } = await startFakeNativeAds();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/fasting/sessions": () => json(200, { items: [], nextCursor: null }),
    });
    const { router } = renderApp("/dashboard/articles");
    await waitFor(() => expect(adSlot()).not.toBeNull());

    await router.navigate("/dashboard/fasting");
    await waitFor(() => expect(adSlot()).toBeNull());
    expect(fake.state.banner?.hidden).toBe(true);
    expect(document.getElementById("main")?.style.paddingBottom).toBe("");

    await router.navigate("/dashboard/articles");
    await waitFor(() => expect(adSlot()).not.toBeNull());
    expect(fake.state.banner?.hidden).toBe(false);
  });

  it("counts moving to another page as engagement", async () => {
    const { ads } = await startFakeNativeAds();
    const recordEngagement = vi.spyOn(ads, "recordEngagement");
    stubFetch(sessionHandlers(null));
    const { router } = renderApp("/preview/articles");
    await screen.findAllByRole("navigation", { name: "Main navigation" }, { timeout: 10_000 });
    expect(recordEngagement).not.toHaveBeenCalled();
    await router.navigate("/preview/courses");
    await waitFor(() => expect(recordEngagement).toHaveBeenCalledTimes(1));
  });
});
