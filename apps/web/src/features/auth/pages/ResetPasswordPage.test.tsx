import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  json,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const INVALID = "This reset link can't be used";

function resetCalls(fetch: ReturnType<typeof stubFetch>) {
  return fetch.mock.calls
    .filter(([url]) => String(url).endsWith("/api/auth/reset-password"))
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe("ResetPasswordPage", () => {
  it("says a link without a token can't be used and offers a new one", async () => {
    stubFetch({
      ...sessionHandlers(null),
      "POST /api/auth/request-password-reset": () => json(200, { status: true }),
    });
    const user = userEvent.setup();
    renderApp("/reset-password");
    expect(await screen.findByRole("heading", { name: INVALID })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/auth");

    await user.click(screen.getByRole("button", { name: "Request a new link" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset your password" });
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("dialog", { name: "Check your email" })).toBeInTheDocument();
  });

  it("shows the same state when the server redirected with an error", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/reset-password?error=INVALID_TOKEN");
    expect(await screen.findByRole("heading", { name: INVALID })).toBeInTheDocument();
  });

  it("checks the new password with the sign-up rules before calling the server", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    const user = userEvent.setup();
    renderApp("/reset-password?token=tok-1");
    await screen.findByRole("heading", { name: "Choose a new password" });

    await user.type(screen.getByLabelText("New password"), "abc");
    expect(screen.getByText(/Password strength/)).toHaveTextContent("Weak");
    await user.type(screen.getByLabelText("Confirm new password"), "abd");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Passwords don't match");
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      expect.stringContaining("Password should be at least 6 characters"),
    );
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "Passwords do not match",
    );
    expect(resetCalls(fetch)).toEqual([]);
  });

  it("sets the password with the token, then opens Sign In with a toast", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(null),
      "POST /api/auth/reset-password": () => json(200, { status: true }),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/reset-password?token=tok-2");
    await screen.findByRole("heading", { name: "Choose a new password" });
    await user.type(screen.getByLabelText("New password"), "Calm-Lake-42!");
    expect(screen.getByText(/Password strength/)).toHaveTextContent("Strong");
    await user.type(screen.getByLabelText("Confirm new password"), "Calm-Lake-42!");
    await user.click(screen.getByRole("button", { name: "Reset password" }));

    expect(
      await screen.findByText("Your password has been reset. Sign in with your new password."),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(resetCalls(fetch)).toEqual([{ newPassword: "Calm-Lake-42!", token: "tok-2" }]);
  });

  it("says so when the link was already used or has expired", async () => {
    stubFetch({
      ...sessionHandlers(null),
      "POST /api/auth/reset-password": () =>
        errorReply(400, "INVALID_TOKEN", "This reset link is invalid or has expired"),
    });
    const user = userEvent.setup();
    renderApp("/reset-password?token=used");
    await screen.findByRole("heading", { name: "Choose a new password" });
    await user.type(screen.getByLabelText("New password"), "Calm-Lake-42!");
    await user.type(screen.getByLabelText("Confirm new password"), "Calm-Lake-42!");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByRole("heading", { name: INVALID })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request a new link" })).toBeInTheDocument();
  });

  it("checks the link on arrival and says at once when it can no longer be used", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(null),
      "POST /api/v1/auth/reset-password/check": () => json(200, { valid: false }),
    });
    renderApp("/reset-password?token=used-tok");
    expect(await screen.findByRole("heading", { name: INVALID })).toBeInTheDocument();
    expect(
      screen.getByText("This reset link is invalid or has expired. Request a new one."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request a new link" })).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    const checks = fetch.mock.calls.filter(([url]) =>
      String(url).endsWith("/api/v1/auth/reset-password/check"),
    );
    expect(checks.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { token: "used-tok" },
    ]);
  });

  it("shows the form for a link that can be used, and refuses a common password in it", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(null),
      "POST /api/v1/auth/reset-password/check": () => json(200, { valid: true }),
    });
    const user = userEvent.setup();
    renderApp("/reset-password?token=good-tok");
    await screen.findByRole("heading", { name: "Choose a new password" });
    await user.type(screen.getByLabelText("New password"), "Password1");
    const tooCommon = "This password is too common. Choose one that is harder to guess.";
    expect(await screen.findByText(tooCommon)).toBeInTheDocument();
    expect(screen.getByText(/Password strength/)).toHaveTextContent("Weak");
    await user.type(screen.getByLabelText("Confirm new password"), "Password1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    await waitFor(() =>
      expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
        expect.stringContaining(tooCommon),
      ),
    );
    expect(resetCalls(fetch)).toEqual([]);
  });
});
