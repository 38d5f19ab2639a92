import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SortableList } from "./SortableList.tsx";
import { inOrder, movedOrder } from "./SortableOrder.ts";

interface Item {
  id: string;
  title: string;
}

const ROW = 60;

// jsdom has no layout: each row gets a box by its place in its list, as a browser would.
function stubLayout() {
  return vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest("li");
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    const top = index * ROW;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: ROW - 10,
      right: 300,
      bottom: top + ROW - 10,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

function Harness({ initial, onReorder }: { initial: Item[]; onReorder: (ids: string[]) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList
      items={items}
      label="Modules of Sleep foundations"
      titleOf={(item) => item.title}
      onReorder={(ids) => {
        onReorder(ids);
        setItems((current) => inOrder(current, ids));
      }}
    >
      {(item, handle) => (
        <div>
          {handle}
          <span>{item.title}</span>
        </div>
      )}
    </SortableList>
  );
}

const items = [
  { id: "a", title: "Why sleep matters" },
  { id: "b", title: "Your sleep window" },
  { id: "c", title: "Winding down" },
];

const titles = () =>
  within(screen.getByRole("list", { name: "Modules of Sleep foundations" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

async function press(element: Element | Document, code: string) {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === "Space" ? " " : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("SortableList", () => {
  beforeEach(() => {
    stubLayout();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("moves an item with the keyboard: Space lifts it, arrows move it, Space drops it", async () => {
    const onReorder = vi.fn();
    render(<Harness initial={items} onReorder={onReorder} />);
    const handle = screen.getByRole("button", { name: "Reorder Why sleep matters" });
    handle.focus();

    await press(handle, "Space");
    expect(document.body).toHaveTextContent(
      "Picked up Why sleep matters. It is in position 1 of 3.",
    );
    await press(document, "ArrowDown");
    expect(document.body).toHaveTextContent("Why sleep matters was moved into position 2 of 3.");
    await press(document, "ArrowDown");
    await press(document, "Space");

    expect(onReorder).toHaveBeenCalledWith(["b", "c", "a"]);
    expect(titles()).toEqual(["Your sleep window", "Winding down", "Why sleep matters"]);
    expect(document.body).toHaveTextContent("Why sleep matters was dropped at position 3 of 3.");
  });

  it("puts the item back when Escape cancels the move", async () => {
    const onReorder = vi.fn();
    render(<Harness initial={items} onReorder={onReorder} />);
    const handle = screen.getByRole("button", { name: "Reorder Winding down" });
    handle.focus();
    await press(handle, "Space");
    await press(document, "ArrowUp");
    await press(document, "Escape");
    expect(onReorder).not.toHaveBeenCalled();
    expect(titles()).toEqual(["Why sleep matters", "Your sleep window", "Winding down"]);
    expect(document.body).toHaveTextContent(
      "Moving was cancelled. Winding down is back in its place.",
    );
  });

  it("describes how to move an item to screen readers", () => {
    render(<Harness initial={items} onReorder={() => {}} />);
    expect(
      screen.getByRole("button", { name: "Reorder Your sleep window" }),
    ).toHaveAccessibleDescription(/press Space or Enter.*arrow keys/);
  });
});

describe("movedOrder and inOrder", () => {
  it("moves an id to where another is, and orders items by ids with new ones after", () => {
    expect(movedOrder(["a", "b", "c"], "c", "a")).toEqual(["c", "a", "b"]);
    expect(movedOrder(["a", "b", "c"], "a", "x")).toEqual(["a", "b", "c"]);
    expect(inOrder(items, ["c", "a"]).map((i) => i.id)).toEqual(["c", "a", "b"]);
    expect(inOrder(items, null).map((i) => i.id)).toEqual(["a", "b", "c"]);
  });
});
