import { WeightMessage } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { toDateTimeLocalValue } from "./display.ts";
import { weightFormFromEntry, weightFormSchema } from "./form.ts";

const now = toDateTimeLocalValue(new Date(Date.now() - 60_000));

function errorsOf(result: ReturnType<ReturnType<typeof weightFormSchema>["safeParse"]>) {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe("weight form schema", () => {
  it("turns the typed values into a WeightEntryInput in kg", () => {
    const result = weightFormSchema("kg").parse({ weight: " 72,5 ", measuredAt: now, note: "  " });
    expect(result.weight).toBe(72.5);
    expect(result.measuredAt).toMatch(/[+-]\d{2}:\d{2}$/);
    expect(result.note).toBeNull();
  });

  it("converts pounds and gives the pound range message", () => {
    const lb = weightFormSchema("lb");
    expect(lb.parse({ weight: "165", measuredAt: now, note: "" }).weight).toBe(74.84);
    expect(lb.parse({ weight: "44", measuredAt: now, note: "" }).weight).toBe(20);
    expect(errorsOf(lb.safeParse({ weight: "43.9", measuredAt: now, note: "" }))).toEqual({
      weight: WeightMessage.weightRangeLb,
    });
    expect(errorsOf(lb.safeParse({ weight: "1103", measuredAt: now, note: "" }))).toEqual({
      weight: WeightMessage.weightRangeLb,
    });
  });

  it("gives the domain's messages", () => {
    const kg = weightFormSchema("kg");
    const future = toDateTimeLocalValue(new Date(Date.now() + 2 * 3_600_000));
    expect(
      errorsOf(kg.safeParse({ weight: "501", measuredAt: future, note: "x".repeat(501) })),
    ).toEqual({
      weight: WeightMessage.weightRange,
      measuredAt: WeightMessage.dateInFuture,
      note: WeightMessage.noteTooLong,
    });
    expect(errorsOf(kg.safeParse({ weight: "", measuredAt: "", note: "" }))).toEqual({
      weight: WeightMessage.weightRequired,
      measuredAt: WeightMessage.dateRequired,
    });
    expect(errorsOf(kg.safeParse({ weight: "abc", measuredAt: now, note: "" }))).toEqual({
      weight: WeightMessage.weightRequired,
    });
  });

  it("prefills from an entry in the person's unit", () => {
    const entry = {
      id: "e1",
      weightKg: 74.84,
      measuredAt: "2025-03-09T07:30:00.000Z",
      note: null,
      createdAt: "",
      updatedAt: "",
    };
    expect(weightFormFromEntry(entry, "lb")).toMatchObject({ weight: "165", note: "" });
    expect(weightFormFromEntry(entry, "kg").weight).toBe("74.8");
  });
});
