import { predictCycles } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { calendarMarks } from "./display.ts";

const period = (startDate: string, endDate: string | null) => ({
  id: startDate,
  startDate,
  endDate,
  createdAt: "",
  updatedAt: "",
});

describe("calendar marks", () => {
  it("marks logged periods, predicted periods, the fertile window and ovulation", () => {
    const periods = [period("2026-08-01", "2026-08-05"), period("2026-08-29", "2026-09-02")];
    const marks = calendarMarks(periods, predictCycles(periods), "2026-09-10");
    expect(marks.get("2026-08-03")?.period).toBe(true);
    expect(marks.get("2026-08-06")).toBeUndefined();
    // 28-day cycle: next start 2026-09-26, ovulation 2026-09-12, fertile 09-07..09-13.
    expect(marks.get("2026-09-26")?.predicted).toBe(true);
    expect(marks.get("2026-09-30")?.predicted).toBe(true);
    expect(marks.get("2026-10-01")?.predicted).toBeFalsy();
    expect(marks.get("2026-09-12")).toMatchObject({ ovulation: true, fertile: true });
    expect(marks.get("2026-09-07")?.fertile).toBe(true);
    expect(marks.get("2026-09-14")?.fertile).toBeFalsy();
  });

  it("draws predicted periods as long as asked", () => {
    const periods = [period("2026-08-01", "2026-08-03"), period("2026-08-29", "2026-08-31")];
    const marks = calendarMarks(periods, predictCycles(periods), "2026-09-10", 3);
    expect(marks.get("2026-09-28")?.predicted).toBe(true);
    expect(marks.get("2026-09-29")?.predicted).toBeFalsy();
  });

  it("runs a period with no end up to today", () => {
    const marks = calendarMarks([period("2026-09-08", null)], undefined, "2026-09-10");
    expect(marks.get("2026-09-10")?.period).toBe(true);
    expect(marks.get("2026-09-11")).toBeUndefined();
  });
});
