import { render, screen } from "@testing-library/react";
import type { Medication } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { useDayFormat } from "../../../kit/day-format.ts";
import { MedicationsList } from "./MedicationsList.tsx";

function medication(daysOfWeek: number[], times: string[]): Medication {
  return {
    id: `m-${daysOfWeek.length}-${times.length}`,
    name: `Med ${daysOfWeek.length}/${times.length}`,
    dosage: 200,
    dosageUnit: "mg",
    instructions: null,
    schedule: { times, daysOfWeek, reminderMinutesBefore: null },
    startDate: "2026-11-26",
    endDate: null,
    stockCount: null,
    createdAt: "2026-11-26T08:00:00.000Z",
    updatedAt: "2026-11-26T08:00:00.000Z",
  };
}

function List({ medications }: { medications: Medication[] }) {
  const format = useDayFormat();
  return (
    <MedicationsList
      medications={medications}
      today="2026-11-26"
      format={format}
      saving={false}
      error={null}
      onUpdate={async () => {}}
      onDelete={() => {}}
    />
  );
}

describe("MedicationsList", () => {
  it("says “As needed” for a medication with no days ticked or no times", () => {
    render(<List medications={[medication([], ["08:00"]), medication([1, 2, 3], [])]} />);
    expect(screen.getAllByText(/^As needed · from/)).toHaveLength(2);
  });

  it("gives the times and days of a scheduled one", () => {
    render(<List medications={[medication([1, 2, 3, 4, 5, 6, 7], ["08:00", "20:00"])]} />);
    expect(screen.getByText(/^08:00, 20:00 every day · from/)).toBeInTheDocument();
  });
});
