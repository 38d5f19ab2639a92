import { describe, expect, it } from "vitest";
import { sustainedHighPattern } from "./suggestion.ts";

const now = new Date("2026-11-27T12:00:00Z");
const reading = (day: string, systolic: number, diastolic: number, time = "08:00:00Z") => ({
  systolic,
  diastolic,
  measuredAt: `${day}T${time}`,
});

describe("the sustained high pattern", () => {
  it("needs readings on at least two separate days", () => {
    expect(
      sustainedHighPattern(
        [reading("2026-11-26", 150, 95), reading("2026-11-26", 148, 94, "09:00:00Z")],
        now,
        "UTC",
      ),
    ).toBeNull();
    expect(
      sustainedHighPattern(
        [reading("2026-11-25", 150, 95), reading("2026-11-26", 148, 94)],
        now,
        "UTC",
      ),
    ).toMatchObject({ meanSystolic: 149, meanDiastolic: 94.5, days: 2, readings: 2 });
  });

  it("starts at a mean of 130 systolic or 80 diastolic", () => {
    const days = ["2026-11-20", "2026-11-24"];
    expect(
      sustainedHighPattern(
        days.map((d) => reading(d, 129, 79)),
        now,
        "UTC",
      ),
    ).toBeNull();
    expect(
      sustainedHighPattern(
        days.map((d) => reading(d, 130, 70)),
        now,
        "UTC",
      ),
    ).not.toBeNull();
    expect(
      sustainedHighPattern(
        days.map((d) => reading(d, 118, 80)),
        now,
        "UTC",
      ),
    ).not.toBeNull();
    // 131 and 128 average 129.5: under the threshold.
    expect(
      sustainedHighPattern(
        [reading(days[0] as string, 131, 70), reading(days[1] as string, 128, 70)],
        now,
        "UTC",
      ),
    ).toBeNull();
  });

  it("looks only at the last 30 local days", () => {
    // 2026-10-29 is the 30th day back from 2026-11-27; 2026-10-28 is outside.
    expect(
      sustainedHighPattern(
        [reading("2026-10-28", 160, 100), reading("2026-11-26", 150, 95)],
        now,
        "UTC",
      ),
    ).toBeNull();
    expect(
      sustainedHighPattern(
        [reading("2026-10-29", 160, 100), reading("2026-11-26", 150, 95)],
        now,
        "UTC",
      ),
    ).toMatchObject({ from: "2026-10-29", to: "2026-11-27", days: 2 });
  });

  it("counts days in the person's time zone", () => {
    // 23:30 and 00:30 UTC are one evening in New York.
    const evening = [
      reading("2026-11-25", 150, 95, "23:30:00Z"),
      reading("2026-11-26", 150, 95, "00:30:00Z"),
    ];
    expect(sustainedHighPattern(evening, now, "UTC")).not.toBeNull();
    expect(sustainedHighPattern(evening, now, "America/New_York")).toBeNull();
  });
});
