import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { emptyStep, type StepValues } from "../recommendation-form.ts";
import { StepEditor } from "./StepEditor.tsx";
import { StepPreview } from "./StepPreview.tsx";

function Harness({ initial }: { initial: StepValues[] }) {
  const [steps, setSteps] = useState(initial);
  return (
    <>
      <StepEditor steps={steps} onChange={setSteps} errors={{}} />
      <StepPreview steps={steps} />
    </>
  );
}

const titled = (title: string) => ({ ...emptyStep(), title });
const stepTitles = () =>
  screen
    .getAllByRole("listitem", { name: /^Step \d+$/ })
    .map((li) => [
      li.getAttribute("aria-label"),
      (within(li).getByLabelText(/Title/) as HTMLInputElement).value,
    ]);

describe("StepEditor", () => {
  it("numbers the steps from 1 and renumbers them after add, move and delete", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[titled("Prepare"), titled("Go")]} />);
    expect(stepTitles()).toEqual([
      ["Step 1", "Prepare"],
      ["Step 2", "Go"],
    ]);

    await user.click(screen.getByRole("button", { name: "Add step" }));
    await user.type(
      within(screen.getByRole("listitem", { name: "Step 3" })).getByLabelText(/Title/),
      "Follow up",
    );
    await user.click(screen.getByRole("button", { name: "Move step 3 up" }));
    expect(stepTitles()).toEqual([
      ["Step 1", "Prepare"],
      ["Step 2", "Follow up"],
      ["Step 3", "Go"],
    ]);
    await user.click(screen.getByRole("button", { name: "Move step 1 down" }));
    expect(stepTitles().map(([, title]) => title)).toEqual(["Follow up", "Prepare", "Go"]);
    expect(screen.getByRole("button", { name: "Move step 1 up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move step 3 down" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Delete step 1" }));
    expect(stepTitles()).toEqual([
      ["Step 1", "Prepare"],
      ["Step 2", "Go"],
    ]);
  });

  it("keeps the last step: its delete button is disabled and says why", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[titled("One"), titled("Two")]} />);
    await user.click(screen.getByRole("button", { name: "Delete step 2" }));
    const remove = screen.getByRole("button", { name: /^Delete step 1/ });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleName(
      "Delete step 1 (A recommendation keeps at least one step; a step left blank is not saved.)",
    );
    expect(screen.getAllByRole("listitem", { name: /^Step \d+$/ })).toHaveLength(1);
  });

  it("reveals a text field for a custom estimated time", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[titled("One")]} />);
    expect(screen.queryByLabelText("Custom time")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Estimated time"), "Custom");
    expect(screen.getByLabelText("Custom time")).toBeInTheDocument();
  });

  it("previews the steps one at a time, Begin Recommendation on the last", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[titled("Prepare"), titled("Go")]} />);
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByText("Step 1 of 2")).toBeInTheDocument();
    expect(within(preview).getByRole("button", { name: "Back" })).toBeDisabled();
    await user.click(within(preview).getByRole("button", { name: "Next" }));
    expect(within(preview).getByRole("heading", { name: "Go" })).toBeInTheDocument();
    expect(
      within(preview).getByRole("button", { name: "Begin Recommendation" }),
    ).toBeInTheDocument();
    await user.click(within(preview).getByRole("button", { name: "Mobile" }));
    expect(within(preview).getByRole("button", { name: "Mobile" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
