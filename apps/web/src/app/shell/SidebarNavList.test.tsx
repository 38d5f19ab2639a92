import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { navItems } from "../modules.ts";
import { SidebarNavList } from "./SidebarNavList.tsx";

describe("SidebarNavList", () => {
  it("groups the member navigation into sections, each a list named by its heading", () => {
    render(
      <MemoryRouter>
        <nav aria-label="Main navigation">
          <SidebarNavList items={navItems("member")} namespace="common" dense />
        </nav>
      </MemoryRouter>,
    );
    const names = (section: string) =>
      within(screen.getByRole("list", { name: section }))
        .getAllByRole("link")
        .map((a) => a.textContent);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Track",
      "Learn",
      "Community",
      "Account",
    ]);
    expect(names("Track")).toEqual([
      "Wellbeing",
      "Weight",
      "Vitals",
      "Activity",
      "Fasting",
      "Meditation",
      "Cycle",
      "Pain diary",
      "Bloodwork",
      "Medications",
      "Food",
      "Health insights",
    ]);
    expect(names("Learn")).toEqual(["Courses", "Recommendations", "Experts", "Articles"]);
    expect(names("Community")).toEqual(["Health groups", "Feature requests"]);
    expect(names("Account")).toEqual(["Notifications", "Settings"]);
  });

  it("reaches every link by Tab, in the order shown", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SidebarNavList items={navItems("member")} namespace="common" dense />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(navItems("member").length);
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
    }
  });

  it("keeps one plain list for items without sections (the admin area)", () => {
    render(
      <MemoryRouter>
        <SidebarNavList
          items={navItems("member").map(({ section: _section, ...item }) => item)}
          namespace="common"
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getAllByRole("list")).toHaveLength(1);
  });
});
