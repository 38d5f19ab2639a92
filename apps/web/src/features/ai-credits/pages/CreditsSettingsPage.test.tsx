import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AiCredits, CreditPackList } from "@vitalog/domain";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { SignInPromptProvider } from "../../../app/sign-in-prompt.tsx";
import { PLUGIN_ERRORS } from "../../../platform/purchases.fake.ts";
import { json, makeProfile, sessionHandlers, stubFetch } from "../../../test/render-app.tsx";
import {
  renderWithStarter,
  resetPlatform,
  simulateNativeApp,
} from "../../subscription/testing.tsx";
import { STORE_CREDITS_REFRESH_MS } from "../components/StorePacksCard.tsx";
import CreditsSettingsPage from "./CreditsSettingsPage.tsx";

const CREDITS: AiCredits = {
  balance: 13,
  freeRemaining: 3,
  freePerMonth: 5,
  freeRenewsAt: "2026-12-01T00:00:00.000Z",
  history: [
    {
      id: "l-2",
      amount: -2,
      bucket: "free",
      reason: "insight-narrative",
      reference: "report-1",
      createdAt: "2026-11-20T10:00:00.000Z",
    },
    {
      id: "l-1",
      amount: 10,
      bucket: "paid",
      reason: "purchase",
      reference: "cs_1",
      createdAt: "2026-11-19T10:00:00.000Z",
    },
  ],
};

const PACKS: CreditPackList = {
  paymentsAvailable: true,
  packs: [
    { credits: 10, priceCents: 199, currency: "usd" },
    { credits: 30, priceCents: 499, currency: "usd" },
    { credits: 60, priceCents: 899, currency: "usd" },
    { credits: 90, priceCents: 1199, currency: "usd" },
  ],
};

function renderPage(path = "/settings/credits") {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SignInPromptProvider>
        <MemoryRouter initialEntries={[path]}>
          <CreditsSettingsPage />
        </MemoryRouter>
      </SignInPromptProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CreditsSettingsPage", () => {
  it("shows the balance, free credits and their renewal, the costs and the history", async () => {
    stubFetch({
      "GET /api/v1/ai/credits": () => json(200, CREDITS),
      "GET /api/v1/ai/credits/packs": () => json(200, PACKS),
    });
    renderPage();
    expect(await screen.findByText("13 credits available")).toBeInTheDocument();
    expect(
      screen.getByText("3 of 5 free credits left this month. They renew on December 1, 2026."),
    ).toBeInTheDocument();
    expect(screen.getByText("10 purchased credits")).toBeInTheDocument();

    const costs = screen.getByRole("region", { name: "What each AI action costs" });
    expect(within(costs).getByText("Health-insight narrative")).toBeInTheDocument();
    expect(within(costs).getByText("2 credits")).toBeInTheDocument();
    expect(within(costs).getByText("1 credit")).toBeInTheDocument();

    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Health-insight narrative \(free\)−2$/),
      expect.stringMatching(/Pack bought \(purchased\)\+10$/),
    ]);
  });

  it("buys a pack: asks for a Checkout Session and sends the browser to it", async () => {
    const fetch = stubFetch({
      "GET /api/v1/ai/credits": () => json(200, CREDITS),
      "GET /api/v1/ai/credits/packs": () => json(200, PACKS),
      "POST /api/v1/ai/credits/checkout": () =>
        json(200, { url: "https://checkout.stripe.com/c/pay/cs_test_1" }),
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Buy 30 credits for $4.99" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_1"),
    );
    const posts = fetch.mock.calls.filter(([url]) =>
      String(url).endsWith("/api/v1/ai/credits/checkout"),
    );
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ credits: 30 }]);
    expect(screen.getByRole("status")).toHaveTextContent("Opening the payment page");
  });

  it("disables the packs with a sentence when payments are not available", async () => {
    stubFetch({
      "GET /api/v1/ai/credits": () => json(200, { ...CREDITS, history: [] }),
      "GET /api/v1/ai/credits/packs": () => json(200, { ...PACKS, paymentsAvailable: false }),
    });
    renderPage("/settings/credits?purchase=cancelled");
    expect(
      await screen.findByText(
        "Payments are not available on this server, so AI credit packs cannot be bought here",
      ),
    ).toBeInTheDocument();
    for (const size of [10, 30, 60, 90]) {
      expect(
        screen.getByRole("button", { name: new RegExp(`^Buy ${size} credits`) }),
      ).toBeDisabled();
    }
    expect(screen.getByText("No credits used or bought yet.")).toBeInTheDocument();
    expect(screen.getByText("The payment was cancelled; nothing was charged.")).toBeInTheDocument();
  });
});

describe("CreditsSettingsPage in the app", () => {
  afterEach(() => {
    resetPlatform();
  });

  it("sells the store's ai_credits packs, then refreshes the balance once the server has them", async () => {
    const { fake } = simulateNativeApp();
    let balance = CREDITS.balance;
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile({ userId: "user-7" })),
      "GET /api/v1/ai/credits": () => json(200, { ...CREDITS, balance }),
      "GET /api/v1/ai/credits/packs": () => json(200, PACKS),
    });
    const user = userEvent.setup();
    renderWithStarter("/settings/credits");

    const packs = await screen.findByRole("region", { name: "Buy credits" });
    const buttons = await within(packs).findAllByRole("button", { name: /^Buy \d+ credits/ });
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Buy 10 credits for $2.00",
      "Buy 30 credits for $6.00",
      "Buy 60 credits for $12.00",
      "Buy 90 credits for $18.00",
    ]);
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith("/ai/credits/packs"))).toBe(false);
    expect(await screen.findByText("13 credits available")).toBeInTheDocument();

    // The webhook credits the purchase on the server; the page asks again shortly after.
    balance = 43;
    await user.click(within(packs).getByRole("button", { name: "Buy 30 credits for $6.00" }));
    expect(await within(packs).findByRole("status")).toHaveTextContent(
      "Thank you. Your credits arrive in a moment.",
    );
    expect(fake.state.transactions.get("user-7")?.map((t) => t.productIdentifier)).toEqual([
      "vitalog_ai_credits_30",
    ]);
    expect(
      await screen.findByText(
        "43 credits available",
        {},
        { timeout: STORE_CREDITS_REFRESH_MS * 2 },
      ),
    ).toBeInTheDocument();
  });

  it("says a cancelled pack quietly and a store failure as an error", async () => {
    const { fake } = simulateNativeApp();
    stubFetch({
      ...sessionHandlers(makeProfile({ userId: "user-7" })),
      "GET /api/v1/ai/credits": () => json(200, CREDITS),
    });
    const user = userEvent.setup();
    renderWithStarter("/settings/credits");
    const buy10 = await screen.findByRole("button", { name: "Buy 10 credits for $2.00" });

    fake.failNext("purchasePackage", PLUGIN_ERRORS.cancelled());
    await user.click(buy10);
    expect(await screen.findByText("Purchase cancelled")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    fake.failNext("purchasePackage", PLUGIN_ERRORS.network());
    await user.click(buy10);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error performing request. Please check your network.",
    );
    expect(fake.state.transactions.get("user-7")).toBeUndefined();
  });
});
