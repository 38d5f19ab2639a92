import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AUTH_TAB_STORAGE_KEY } from "./auth-tab.ts";
import { SignInPromptProvider, useSignInPrompt } from "./sign-in-prompt.tsx";

function Gated() {
  const prompt = useSignInPrompt();
  return (
    <button type="button" onClick={() => prompt.open("Add weight")}>
      Add
    </button>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: "/preview/weight",
        element: (
          <SignInPromptProvider>
            <Gated />
          </SignInPromptProvider>
        ),
      },
      { path: "/auth", element: <p>auth page</p> },
    ],
    { initialEntries: ["/preview/weight"] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe("sign-in prompt", () => {
  it("shows the access title, both buttons and the two benefits; Escape closes it", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign in to access Add weight" });
    expect(within(dialog).getByText("Enhanced Security")).toBeInTheDocument();
    expect(within(dialog).getByText("Premium Features")).toBeInTheDocument();
    // What an account gives, free: no upsell.
    expect(dialog).toHaveTextContent(/Free with your account: .*saved and synced across/);
    expect(dialog).toHaveTextContent(/reminders, and recommendations for you/);
    expect(within(dialog).getByRole("button", { name: "Create Account" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Sign In" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes on the X", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("Sign In opens /auth on the sign-in tab with a redirect back to the feature", async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Sign In" }));
    expect(router.state.location.pathname).toBe("/auth");
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe(
      "/dashboard/weight",
    );
    expect(sessionStorage.getItem(AUTH_TAB_STORAGE_KEY)).toBe("signin");
  });

  it("Create Account selects the sign-up tab", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Create Account" }));
    expect(sessionStorage.getItem(AUTH_TAB_STORAGE_KEY)).toBe("signup");
  });
});
