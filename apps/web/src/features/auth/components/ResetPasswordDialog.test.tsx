import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { errorReply, json, stubFetch } from "../../../test/render-app.tsx";
import ResetPasswordDialog from "./ResetPasswordDialog.tsx";

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <ResetPasswordDialog open={open} onOpenChange={setOpen} initialEmail="ada@example.com" />
    </>
  );
}

function setup(reply: () => Response) {
  const fetch = stubFetch({ "POST /api/auth/request-password-reset": reply });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

const send = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
};

describe("ResetPasswordDialog", () => {
  it("valid address: Check your email, Try again returns to the form, Back to sign in closes", async () => {
    const { fetch, user } = setup(() => json(200, { status: true }));
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    await send(user);
    const sent = await screen.findByRole("dialog", { name: "Check your email" });
    expect(sent).toHaveTextContent("ada@example.com");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: "ada@example.com",
      redirectTo: "/reset-password",
    });

    await user.click(within(sent).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("dialog", { name: "Reset your password" })).toBeInTheDocument();
    await send(user);
    const again = await screen.findByRole("dialog", { name: "Check your email" });
    await user.click(within(again).getByRole("button", { name: "Back to sign in" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("closed")).toBeInTheDocument();
  });

  it("invalid address: says so without calling the server, and when the server says so", async () => {
    const { fetch, user } = setup(() =>
      errorReply(400, "INVALID_EMAIL", "Please enter a valid email address"),
    );
    const email = screen.getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "ada@example");
    await send(user);
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(fetch).not.toHaveBeenCalled();

    await user.type(email, ".c");
    await send(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please enter a valid email address",
    );
  });

  it("never tells whether the address has an account: Check your email for an old 404 too", async () => {
    const { user } = setup(() =>
      errorReply(404, "ACCOUNT_NOT_FOUND", "No account found with this email"),
    );
    await send(user);
    const sent = await screen.findByRole("dialog", { name: "Check your email" });
    expect(sent).toHaveTextContent("If an account uses ada@example.com");
    expect(screen.queryByText("No account found with this email")).not.toBeInTheDocument();
  });

  it("any other failure: Failed to send reset email. Please try again.", async () => {
    const { user } = setup(() => errorReply(429, "RATE_LIMITED", "Too many requests"));
    await send(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to send reset email. Please try again.",
    );
  });
});
