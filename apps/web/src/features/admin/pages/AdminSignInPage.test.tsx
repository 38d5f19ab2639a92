import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  type Handler,
  json,
  makeProfile,
  renderApp,
  stubFetch,
} from "../../../test/render-app.tsx";

const overview = { users: 3, riskFactors: 2, healthGoals: 2, weightEntries: 10 };

function setup(signIn: Handler, account = makeProfile({ isAdmin: false })) {
  let signedIn = false;
  const fetch = stubFetch({
    "GET /api/v1/profile": () =>
      signedIn ? json(200, account) : errorReply(401, "UNAUTHENTICATED", "Please sign in"),
    "POST /api/auth/sign-in/email": async (request) => {
      const reply = await signIn(request);
      if (reply.ok) signedIn = true;
      return reply;
    },
    "POST /api/auth/sign-out": () => {
      signedIn = false;
      return json(200, { success: true });
    },
    "GET /api/v1/admin/overview": () => json(200, overview),
  });
  const view = renderApp("/admin");
  return { fetch, user: userEvent.setup(), ...view };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await screen.findByRole("heading", { name: "Admin Portal" });
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in to Dashboard" }));
}

describe("AdminSignInPage", () => {
  it("checks the fields with the admin catalogue's words", async () => {
    const { fetch, user } = setup(() => json(200, {}));
    await screen.findByRole("heading", { name: "Admin Portal" });
    await user.click(screen.getByRole("button", { name: "Sign in to Dashboard" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("This field is required");
    await user.type(screen.getByLabelText("Email"), "admin@");
    await user.click(screen.getByRole("button", { name: "Sign in to Dashboard" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email format"),
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes("sign-in"))).toBe(false);
  });

  it("signs a non-admin out at once and says why", async () => {
    const { fetch, user, router } = setup(() => json(200, { token: "t" }));
    await signIn(user, "ada@example.com", "secret123");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Unauthorized access. Admin privileges required.",
    );
    expect(fetch.mock.calls.some(([url]) => String(url) === "/api/auth/sign-out")).toBe(true);
    expect(router.state.location.pathname).toBe("/admin");
    expect(screen.getByRole("button", { name: "Sign in to Dashboard" })).toBeEnabled();
  });

  it("opens the admin dashboard for an admin, saying Signing in... meanwhile", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, router } = setup(
      async () => {
        await gate;
        return json(200, { token: "t" });
      },
      makeProfile({ isAdmin: true }),
    );
    await signIn(user, "admin@example.com", "secret123");
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/dashboard"));
  });

  it.each([
    [401, "INCORRECT_PASSWORD", "Incorrect password"],
    [401, "ACCOUNT_NOT_FOUND", "No account found with this email"],
    [429, "RATE_LIMITED", "Too many failed attempts. Please try again later"],
    [500, "INTERNAL", "Failed to log in. Please check your credentials"],
  ])("answers %i %s with “%s”", async (status, code, message) => {
    const { user } = setup(() => errorReply(status, code, "server wording"));
    await signIn(user, "admin@example.com", "secret123");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("sends an admin who is already signed in to the dashboard", async () => {
    stubFetch({
      "GET /api/v1/profile": () => json(200, makeProfile({ isAdmin: true })),
      "GET /api/v1/admin/overview": () => json(200, overview),
    });
    const { router } = renderApp("/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/dashboard"));
  });
});
