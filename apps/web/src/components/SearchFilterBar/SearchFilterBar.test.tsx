import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { SearchFilterBar } from "./SearchFilterBar.tsx";

const topics = [
  { value: "", label: "All topics" },
  { value: "sleep", label: "Sleep" },
];

function Harness({ submitLabel, debounceMs }: { submitLabel?: string; debounceMs?: number }) {
  const [q, setQ] = useState("");
  const [topic, setTopic] = useState("");
  return (
    <>
      <SearchFilterBar
        label="Filter groups"
        search={{ label: "Search groups", value: q, onSearch: setQ, submitLabel, debounceMs }}
        filters={[{ label: "Topic", value: topic, options: topics, onChange: setTopic }]}
        actions={
          <button type="button" onClick={() => setQ("")}>
            Clear
          </button>
        }
      />
      <output aria-label="search">{`${q}|${topic}`}</output>
    </>
  );
}

const shown = () => screen.getByRole("status", { name: "search" }).textContent;

describe("SearchFilterBar", () => {
  it("searches when sent with its button, trimmed, and filters by its selects", async () => {
    const user = userEvent.setup();
    render(<Harness submitLabel="Search" />);
    await user.type(screen.getByRole("searchbox", { name: "Search groups" }), " sleep ");
    expect(shown()).toBe("|");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(shown()).toBe("sleep|");
    await user.selectOptions(screen.getByRole("combobox", { name: "Topic" }), "sleep");
    expect(shown()).toBe("sleep|sleep");
  });

  it("searches once typing pauses, and follows a search cleared from outside", async () => {
    const user = userEvent.setup();
    render(<Harness debounceMs={300} />);
    const box = screen.getByRole("searchbox", { name: "Search groups" });
    await user.type(box, "walk");
    expect(shown()).toBe("|");
    await waitFor(() => expect(shown()).toBe("walk|"));
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(shown()).toBe("|");
    expect(box).toHaveValue("");
  });

  it("searches on every change without a delay, and on Enter", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole("searchbox", { name: "Search groups" });
    await user.type(box, "ru");
    expect(shown()).toBe("ru|");
    await user.type(box, "n {Enter}");
    expect(shown()).toBe("run|");
    expect(box).toHaveValue("run ");
  });
});
