import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Subscription } from "@vitalog/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasProAccess } from "../../../platform/pro-access.ts";
import { json, makeProfile, sessionHandlers, stubFetch } from "../../../test/render-app.tsx";
import { hasProAccessNow } from "../api.ts";
import {
  MANAGEMENT_URL,
  renderWithStarter,
  resetPlatform,
  simulateNativeApp,
} from "../testing.tsx";

const YEARLY: Subscription = {
  hasProAccess: true,
  subscriptionType: "yearly",
  expiryDate: "2027-03-01T12:00:00.000Z",
};

afterEach(() => {
  resetPlatform();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("SubscriptionSettingsPage on the web", () => {
  it("shows the server's Pro status and says Pro is bought in the apps, with no purchase button", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/subscription": () => json(200, YEARLY),
    });
    renderWithStarter("/settings/subscription");

    const plan = await screen.findByRole("region", { name: "Your plan" });
    expect(await within(plan).findByText("Vitalog Pro")).toBeInTheDocument();
    expect(within(plan).getByText("Yearly subscription")).toBeInTheDocument();
    expect(within(plan).getByText("The current period ends on March 1, 2027")).toBeInTheDocument();
    const notice = screen.getByRole("region", { name: "Getting Pro" });
    expect(notice).toHaveTextContent(/bought in the Vitalog app for iOS and Android/);
    expect(within(notice).queryByRole("link")).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: /subscribe|buy|restore/i }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Subscription" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(hasProAccessNow()).toBe(true);
    // The ads ask the same: a subscriber sees none.
    expect(await hasProAccess()).toBe(true);
  });

  it("links to the stores when the build names them", async () => {
    vi.stubEnv("VITE_APP_STORE_URL", "https://apps.apple.com/app/id123");
    vi.stubEnv("VITE_PLAY_STORE_URL", "https://play.google.com/store/apps/details?id=app.vitalog");
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/subscription": () =>
        json(200, { hasProAccess: false, subscriptionType: null, expiryDate: null }),
    });
    renderWithStarter("/settings/subscription");

    expect(await screen.findByText("Free plan")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vitalog on the App Store" })).toHaveAttribute(
      "href",
      "https://apps.apple.com/app/id123",
    );
    expect(screen.getByRole("link", { name: "Vitalog on Google Play" })).toHaveAttribute(
      "href",
      "https://play.google.com/store/apps/details?id=app.vitalog",
    );
    expect(hasProAccessNow()).toBe(false);
  });
});

describe("SubscriptionSettingsPage in the app", () => {
  it("starts the store for the signed-in person and shows the free plan with the paywall's link", async () => {
    const { fake } = simulateNativeApp();
    stubFetch(sessionHandlers(makeProfile({ userId: "user-7" })));
    renderWithStarter("/settings/subscription");

    expect(await screen.findByText("Free plan")).toBeInTheDocument();
    expect(fake.state.configured?.appUserID).toBe("user-7");
    expect(screen.getByRole("link", { name: "See what Pro includes" })).toHaveAttribute(
      "href",
      "/settings/subscription/pro",
    );
    expect(screen.queryByRole("region", { name: "Getting Pro" })).not.toBeInTheDocument();
    expect(hasProAccessNow()).toBe(false);
  });

  it("shows Pro with its renewal day and the store's management link", async () => {
    const { fake } = simulateNativeApp();
    fake.state.pro.set("user-7", {
      productId: "vitalog_pro_monthly",
      expiresAt: Date.UTC(2030, 5, 15, 12),
      purchasedAt: Date.UTC(2030, 4, 15, 12),
    });
    stubFetch(sessionHandlers(makeProfile({ userId: "user-7" })));
    renderWithStarter("/settings/subscription");

    expect(await screen.findByText("Vitalog Pro")).toBeInTheDocument();
    expect(screen.getByText("Monthly subscription")).toBeInTheDocument();
    expect(screen.getByText("Renews on June 15, 2030")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage in the store" })).toHaveAttribute(
      "href",
      MANAGEMENT_URL,
    );
    expect(hasProAccessNow()).toBe(true);
  });

  it("restores a purchase the store account holds", async () => {
    const { fake } = simulateNativeApp();
    stubFetch(sessionHandlers(makeProfile({ userId: "user-7" })));
    const user = userEvent.setup();
    renderWithStarter("/settings/subscription");
    expect(await screen.findByText("Free plan")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Restore purchases" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "No Pro purchase was found to restore",
    );

    fake.state.restorable = { productId: "vitalog_pro_yearly", expiresAt: Date.UTC(2031, 0, 1) };
    await user.click(screen.getByRole("button", { name: "Restore purchases" }));
    expect(await screen.findByText("Your purchases were restored. You have Pro.")).toBeVisible();
    expect(screen.getByText("Vitalog Pro")).toBeInTheDocument();
    expect(screen.getByText("Yearly subscription")).toBeInTheDocument();
  });

  it("says why the store could not be set up, and tries again", async () => {
    const { fake } = simulateNativeApp();
    fake.failNext("configure", new Error("offline"));
    stubFetch(sessionHandlers(makeProfile({ userId: "user-7" })));
    const user = userEvent.setup();
    renderWithStarter("/settings/subscription");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to initialize subscriptions",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Free plan")).toBeInTheDocument();
  });
});
