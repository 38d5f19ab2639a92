import { render, screen, within } from "@testing-library/react";
import type { CyclePhaseComparison, CyclePhaseStatistics } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { CyclePhases } from "./CyclePhases.tsx";

const phase = (overrides: Partial<CyclePhaseStatistics>): CyclePhaseStatistics => ({
  phase: "menstrual",
  days: 10,
  loggedDays: 0,
  painMean: null,
  painDays: 0,
  restPainMean: null,
  restPainDays: 0,
  symptoms: [],
  ...overrides,
});

const cycleComparison: CyclePhaseComparison = {
  cycles: 2,
  days: 56,
  phases: [
    phase({
      phase: "menstrual",
      loggedDays: 10,
      painMean: 5.5,
      painDays: 8,
      restPainMean: 1.25,
      restPainDays: 20,
      symptoms: [
        { symptom: "cramps", days: 8, share: 0.8, restDays: 2, restShare: 0.05 },
        { symptom: "fatigue", days: 5, share: 0.5, restDays: 6, restShare: 0.15 },
        { symptom: "acne", days: 0, share: 0, restDays: 4, restShare: 0.1 },
      ],
    }),
    phase({ phase: "follicular", loggedDays: 12, painMean: 1, restPainMean: 3.4 }),
    phase({ phase: "ovulatory", loggedDays: 4 }),
    phase({
      phase: "luteal",
      loggedDays: 14,
      symptoms: [{ symptom: "insomnia", days: 7, share: 0.5, restDays: 0, restShare: null }],
    }),
  ],
};

describe("CyclePhases", () => {
  it("shows a row a phase with its days logged, its pain against the rest and its symptoms", () => {
    render(<CyclePhases comparison={cycleComparison} />);
    expect(
      screen.getByText("2 whole cycles logged; 56 days of this period fall inside whole cycles."),
    ).toBeInTheDocument();
    // A labelled region that takes focus, so the table scrolls sideways from the keyboard.
    const region = screen.getByRole("region", { name: "Pain and symptoms by cycle phase" });
    expect(region).toHaveAttribute("tabindex", "0");
    const table = within(region).getByRole("table", { name: "Pain and symptoms by cycle phase" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([
      "Phase",
      "Days logged",
      "Average pain (phase / rest)",
      "Most logged symptoms (phase / rest)",
    ]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [
        within(row).getByRole("rowheader").textContent,
        ...within(row)
          .getAllByRole("cell")
          .map((td) => td.textContent),
      ]);
    expect(rows).toEqual([
      ["Menstrual", "10", "5.5 / 1.3", "Cramps 80% / 5%; Fatigue 50% / 15%"],
      ["Follicular", "12", "1 / 3.4", "None logged"],
      ["Ovulatory", "4", "– / –", "None logged"],
      ["Luteal", "14", "– / –", "Trouble sleeping 50% / –"],
    ]);
  });

  it("names a single whole cycle in the singular", () => {
    render(<CyclePhases comparison={{ ...cycleComparison, cycles: 1, days: 28 }} />);
    expect(
      screen.getByText("1 whole cycle logged; 28 days of this period fall inside whole cycles."),
    ).toBeInTheDocument();
  });
});
