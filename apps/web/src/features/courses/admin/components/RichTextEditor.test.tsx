import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import RichTextEditor, { linkAddress } from "./RichTextEditor.tsx";

describe("RichTextEditor", () => {
  it("shows the content under a labelled toolbar that is one tab stop, walked with the arrows", async () => {
    const user = userEvent.setup();
    render(
      <>
        <span id="content-label">Content</span>
        <RichTextEditor
          id="content"
          labelId="content-label"
          value="<h2>Sleep</h2><p>Light sets the clock.</p>"
          onChange={vi.fn()}
        />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Content" })).toHaveTextContent(
      "SleepLight sets the clock.",
    );
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    const buttons = within(toolbar).getAllByRole("button");
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);

    await user.tab();
    expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(within(toolbar).getByRole("button", { name: "Heading" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(within(toolbar).getByRole("button", { name: "Link" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveFocus();

    await user.click(within(toolbar).getByRole("button", { name: "Link" }));
    const address = screen.getByLabelText("Link address");
    await user.type(address, "javascript:alert(1){Enter}");
    expect(address).toHaveAccessibleDescription(
      "Enter a web address starting with http:// or https://",
    );
  });

  it("adds https:// to a bare address and refuses other schemes", () => {
    expect(linkAddress(" example.org/sleep ")).toBe("https://example.org/sleep");
    expect(linkAddress("http://example.org")).toBe("http://example.org");
    expect(linkAddress("/api/v1/course-files/a.pdf")).toBe("/api/v1/course-files/a.pdf");
    expect(linkAddress("mailto:a@example.org")).toBeNull();
    expect(linkAddress("   ")).toBeNull();
  });
});
