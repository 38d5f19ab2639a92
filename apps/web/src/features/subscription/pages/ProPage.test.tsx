import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLUGIN_ERRORS } from "../../../platform/purchases.fake.ts";
import { json, makeProfile, sessionHandlers, stubFetch } from "../../../test/render-app.tsx";
import { hasProAccessNow } from "../api.ts";
import { renderWithStarter, resetPlatform, simulateNativeApp } from "../testing.tsx";

afterEach(() => {
  resetPlatform();
  vi.unstubAllGlobals();
});

function signedIn() {
  stubFetch({
    ...sessionHandlers(makeProfile({ userId: "user-7" })),
    "GET /api/v1/subscription": () =>
      json(200, { hasProAccess: false, subscriptionType: null, expiryDate: null }),
  });
}

describe("ProPage in the app", () => {
  it("shows what Pro includes, the default offering's plans with their prices, restore and the legal links", async () => {
    simulateNativeApp();
    signedIn();
    renderWithStarter("/settings/subscription/pro");

    expect(await screen.findByRole("heading", { name: "Vitalog Pro", level: 1 })).toBeVisible();
    expect(screen.getByText(/No ads anywhere in the app/)).toBeInTheDocument();
    const plans = await screen.findByRole("region", { name: "Choose a plan" });
    expect(within(plans).getByText("$4.99 a month")).toBeInTheDocument();
    expect(within(plans).getByText("$39.99 a year")).toBeInTheDocument();
    expect(
      within(plans).getByRole("button", { name: "Subscribe Monthly for $4.99 a month" }),
    ).toBeEnabled();
    expect(screen.getByRole("button", { name: "Restore purchases" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/settings/terms-of-service",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/settings/privacy-policy",
    );
  });

  it("buys the yearly plan: the success state, and Pro everywhere", async () => {
    const { fake } = simulateNativeApp();
    signedIn();
    const user = userEvent.setup();
    renderWithStarter("/settings/subscription/pro");

    await user.click(
      await screen.findByRole("button", { name: "Subscribe Yearly for $39.99 a year" }),
    );
    expect(
      await screen.findByText("Thank you. You have Pro: ads are gone from the app."),
    ).toBeVisible();
    expect(fake.state.pro.get("user-7")?.productId).toBe("vitalog_pro_yearly");
    expect(screen.queryByRole("button", { name: /Subscribe/ })).not.toBeInTheDocument();
    expect(hasProAccessNow()).toBe(true);
  });

  it("says a cancelled purchase quietly and a failed one as an error", async () => {
    const { fake } = simulateNativeApp();
    signedIn();
    const user = userEvent.setup();
    renderWithStarter("/settings/subscription/pro");
    const monthly = await screen.findByRole("button", {
      name: "Subscribe Monthly for $4.99 a month",
    });

    fake.failNext("purchasePackage", PLUGIN_ERRORS.cancelled());
    await user.click(monthly);
    expect(await screen.findByText("Purchase cancelled")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    fake.failNext("purchasePackage", PLUGIN_ERRORS.storeProblem());
    await user.click(monthly);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "There was a problem with the App Store.",
    );
    expect(hasProAccessNow()).toBe(false);
  });

  it("says a subscriber already has Pro", async () => {
    const { fake } = simulateNativeApp();
    fake.state.pro.set("user-7", {
      productId: "vitalog_pro_monthly",
      expiresAt: Date.now() + 86_400_000,
      purchasedAt: Date.now(),
    });
    signedIn();
    renderWithStarter("/settings/subscription/pro");

    expect(await screen.findByText("You already have Pro.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Subscribe/ })).not.toBeInTheDocument();
  });
});

describe("ProPage on the web", () => {
  it("is no paywall: it says Pro is bought in the apps", async () => {
    signedIn();
    renderWithStarter("/settings/subscription/pro");

    expect(await screen.findByRole("region", { name: "Getting Pro" })).toHaveTextContent(
      /It cannot be bought in the browser/,
    );
    expect(screen.queryByRole("button", { name: /Subscribe|Restore/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/a month$/)).not.toBeInTheDocument();
  });
});
