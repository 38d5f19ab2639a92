import { describe, expect, it } from "vitest";
import { parseSavedRun, type SavedTimerRun } from "./timer-store.ts";

const run: SavedTimerRun = {
  startedAt: 1_700_000_000_000,
  durationSeconds: 600,
  doneMs: 0,
  resumedAt: 1_700_000_000_000,
  bells: [300],
  bellsRung: 0,
  warned: false,
  bellMinutes: 5,
};

describe("parseSavedRun", () => {
  it("takes back a run the timer wrote, paused or running", () => {
    expect(parseSavedRun(run)).toEqual(run);
    expect(parseSavedRun({ ...run, resumedAt: null, doneMs: 120_000 })).not.toBeNull();
  });

  it("ignores anything else: missing fields, wrong types, a length the timer never allows", () => {
    expect(parseSavedRun(null)).toBeNull();
    expect(parseSavedRun("run")).toBeNull();
    expect(parseSavedRun({ ...run, startedAt: "yesterday" })).toBeNull();
    expect(parseSavedRun({ ...run, durationSeconds: 0 })).toBeNull();
    expect(parseSavedRun({ ...run, durationSeconds: 61 * 60 })).toBeNull();
    expect(parseSavedRun({ ...run, bells: ["x"] })).toBeNull();
    const { warned: _warned, ...partial } = run;
    expect(parseSavedRun(partial)).toBeNull();
  });
});
