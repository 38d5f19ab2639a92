import { describe, expect, it } from "vitest";
import { daysKind, dosageText, percentText, weekdayName } from "./display.ts";

describe("medication display", () => {
  it("writes a dosage with its unit", () => {
    expect(dosageText({ dosage: 500, dosageUnit: "mg" }, "en")).toBe("500 mg");
    expect(dosageText({ dosage: 0.25, dosageUnit: "mg" }, "en")).toBe("0.25 mg");
    expect(dosageText({ dosage: 1000, dosageUnit: "IU" }, "en")).toBe("1,000 IU");
  });

  it("names the schedule's days", () => {
    expect(daysKind([7, 1, 2, 3, 4, 5, 6])).toBe("everyDay");
    expect(daysKind([1, 2, 3, 4, 5])).toBe("weekdays");
    expect(daysKind([7, 6])).toBe("weekends");
    expect(daysKind([])).toBe("none");
    expect(daysKind([1, 3])).toBe("some");
  });

  it("numbers weekdays from Monday (1) to Sunday (7)", () => {
    expect(weekdayName(1, "en")).toBe("Mon");
    expect(weekdayName(7, "en", "long")).toBe("Sunday");
  });

  it("shows a percentage, or a dash when nothing was due", () => {
    expect(percentText(86)).toBe("86%");
    expect(percentText(null)).toBe("–");
  });
});
