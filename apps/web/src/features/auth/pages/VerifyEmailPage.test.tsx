import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  json,
  makeAccountProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

describe("VerifyEmailPage", () => {
  it("confirms the address, refreshes the profile and continues to the app", async () => {
    const fetch = stubFetch(sessionHandlers(makeAccountProfile()));
    renderApp("/verify-email");
    expect(
      await screen.findByRole("heading", { name: "Your email is verified" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue to Vitalog" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => url === "/api/v1/session").length).toBe(2),
    );
  });

  it("offers Sign In to a visitor whose address is now verified", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/verify-email");
    await screen.findByRole("heading", { name: "Your email is verified" });
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  });

  it("explains an expired link and sends a new one to a signed-in user", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(makeAccountProfile({ emailVerified: false })),
      "POST /api/auth/send-verification-email": () => json(200, { status: true }),
    });
    const user = userEvent.setup();
    renderApp("/verify-email?error=token_expired");
    await screen.findByRole("heading", { name: "This verification link has expired" });
    await user.click(screen.getByRole("button", { name: "Send a new verification email" }));
    expect(await screen.findByText("We sent a new link to ada@example.com.")).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).includes("send-verification"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: "ada@example.com",
      callbackURL: "/verify-email",
    });
  });

  it("explains an invalid link and sends a visitor to sign in first", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/verify-email?error=INVALID_TOKEN");
    await screen.findByRole("heading", { name: "This verification link isn't valid" });
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fsettings%2Fprofile",
    );
  });
});
