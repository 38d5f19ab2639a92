import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type TagsAdded, TagsField } from "./TagsField.tsx";

/** A plain rule: comma-separated, trimmed, no repeats. */
function add(tags: readonly string[], typed: string): TagsAdded | null {
  const fresh = typed
    .split(",")
    .map((t) => t.trim())
    .filter((t) => t && !tags.includes(t));
  if (!typed.trim()) return null;
  return fresh.length
    ? { tags: [...tags, ...fresh], note: `Added ${fresh.join(", ")}`, warn: false }
    : { tags: [...tags], note: "Already there", warn: true };
}

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagsField
        label="Tags"
        hint="Press Enter to add"
        addLabel="Add tag"
        listLabel="Tags added"
        removeLabel={(tag) => `Remove tag ${tag}`}
        removedNote={(tag) => `Removed ${tag}`}
        tags={tags}
        onChange={setTags}
        add={add}
      />
      <output aria-label="value">{tags.join("|")}</output>
    </>
  );
}

const value = () => screen.getByRole("status", { name: "value" }).textContent;

describe("TagsField", () => {
  it("adds by Enter, a comma or +, and warns of a repeat", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole("textbox", { name: "Tags" });
    await user.type(input, "sleep{Enter}rest,");
    await user.type(input, "calm");
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    expect(value()).toBe("sleep|rest|calm");
    expect(input).toHaveValue("");
    expect(input).toHaveFocus();
    await user.type(input, "rest{Enter}");
    expect(screen.getByText("Already there")).toBeVisible();
    expect(value()).toBe("sleep|rest|calm");
  });

  it("removes the last tag with Backspace in the empty input, and any tag by its button", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["sleep", "rest", "calm"]} />);
    const input = screen.getByRole("textbox", { name: "Tags" });
    await user.type(input, "x{Backspace}{Backspace}");
    expect(value()).toBe("sleep|rest");
    expect(input).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Remove tag sleep" }));
    expect(value()).toBe("rest");
    expect(screen.getByRole("list", { name: "Tags added" })).toHaveTextContent("rest");
    expect(screen.getByText("Removed sleep")).toBeInTheDocument();
  });

  it("describes the input by its hint and its error", () => {
    render(
      <TagsField
        label="Tags"
        hint="Up to 5"
        addLabel="Add tag"
        listLabel="Tags added"
        removeLabel={(tag) => `Remove ${tag}`}
        removedNote={(tag) => `Removed ${tag}`}
        tags={[]}
        onChange={() => {}}
        add={add}
        error="Too many tags"
      />,
    );
    const input = screen.getByRole("textbox", { name: "Tags" });
    expect(input).toHaveAccessibleDescription("Too many tags Up to 5");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });
});
