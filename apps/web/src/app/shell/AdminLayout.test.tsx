import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../test/render-app.tsx";

function setup() {
  stubFetch({
    ...sessionHandlers(makeProfile({ isAdmin: true })),
    "GET /api/v1/admin/overview": () => json(200, { users: 1 }),
    "GET /api/v1/admin/system-status": () => json(200, { checks: [] }),
    "GET /api/v1/admin/activity": () => json(200, { items: [] }),
    "GET /api/v1/admin/risk-factors": () => json(200, { items: [] }),
  });
  return { user: userEvent.setup(), ...renderApp("/admin/dashboard") };
}

describe("AdminLayout", () => {
  it("lists the admin pages, then Users, Settings and Help disabled with a Soon badge", async () => {
    setup();
    await screen.findByRole("heading", { name: "Dashboard", level: 1 });
    const sidebar = screen.getByRole("navigation", { name: "Admin navigation" });
    expect(
      within(sidebar)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual([
      "Dashboard",
      "Risk factors",
      "Health goals",
      "Recommendations",
      "Courses",
      "Content Adapter",
      "Feature requests",
      "Activity log",
    ]);
    for (const name of ["Users", "Settings", "Help"]) {
      const entry = within(sidebar).getByRole("button", { name: `${name} Soon` });
      expect(entry).toHaveAttribute("aria-disabled", "true");
    }
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });

  it("opens the phone menu, closes it with Escape and returns focus to the menu button", async () => {
    const { user, router } = setup();
    const button = await screen.findByRole("button", { name: "Open menu" });
    await user.click(button);
    const menu = await screen.findByRole("dialog", { name: "Admin navigation" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.click(button);
    const again = await screen.findByRole("dialog", { name: "Admin navigation" });
    expect(menu).not.toBe(again);
    await user.click(within(again).getByRole("link", { name: "Risk factors" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/risk-factors"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
