import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
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

function press(element: Element | Document, code: string) {
  act(() => {
    fireEvent.keyDown(element, { code, key: code === "Space" ? " " : code });
  });
}

/** Waits for the list to announce what the last key did. */
const announced = (text: string) => waitFor(() => expect(document.body).toHaveTextContent(text));

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

    press(handle, "Space");
    await announced("Picked up Why sleep matters. It is in position 1 of 3.");
    press(document, "ArrowDown");
    await announced("Why sleep matters was moved into position 2 of 3.");
    press(document, "ArrowDown");
    await announced("Why sleep matters was moved into position 3 of 3.");
    press(document, "Space");

    await waitFor(() => expect(onReorder).toHaveBeenCalledWith(["b", "c", "a"]));
    expect(titles()).toEqual(["Your sleep window", "Winding down", "Why sleep matters"]);
    await announced("Why sleep matters was dropped at position 3 of 3.");
  });

  it("puts the item back when Escape cancels the move", async () => {
    const onReorder = vi.fn();
    render(<Harness initial={items} onReorder={onReorder} />);
    const handle = screen.getByRole("button", { name: "Reorder Winding down" });
    handle.focus();
    press(handle, "Space");
    await announced("Picked up Winding down. It is in position 3 of 3.");
    press(document, "ArrowUp");
    await announced("Winding down was moved into position 2 of 3.");
    press(document, "Escape");
    await announced("Moving was cancelled. Winding down is back in its place.");
    expect(onReorder).not.toHaveBeenCalled();
    expect(titles()).toEqual(["Why sleep matters", "Your sleep window", "Winding down"]);
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
