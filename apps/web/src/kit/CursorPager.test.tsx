import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CursorPager, useCursorPages } from "./CursorPager.tsx";

function Harness({ nextCursors }: { nextCursors: Record<string, string | null> }) {
  const pages = useCursorPages();
  return (
    <>
      <output>{`cursor=${pages.cursor ?? "none"}`}</output>
      <CursorPager
        pages={pages}
        nextCursor={nextCursors[pages.cursor ?? "first"] ?? null}
        label="Pages"
        previousLabel="Previous"
        nextLabel="Next"
        pageLabel={`Page ${pages.page}`}
      />
    </>
  );
}

describe("CursorPager", () => {
  it("shows nothing for a single page", () => {
    render(<Harness nextCursors={{ first: null }} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("goes forward by the server's cursors and back the way it came", async () => {
    const user = userEvent.setup();
    render(<Harness nextCursors={{ first: "c2", c2: "c3", c3: null }} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("cursor=c3")).toBeInTheDocument();
    expect(screen.getByText("Page 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("cursor=c2")).toBeInTheDocument();
    expect(screen.getByText("Page 2")).toBeInTheDocument();
  });
});
