import { VitalsMessage } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { bloodPressureFormSchema, vitalReadingFormSchema } from "./form.ts";

const base = {
  systolic: "128",
  diastolic: "82",
  pulse: "",
  arm: "left",
  position: "",
  measuredAt: "2026-11-20T08:30",
  note: "",
};

describe("the blood-pressure form", () => {
  it("reads the typed reading", () => {
    expect(bloodPressureFormSchema.parse(base)).toMatchObject({
      systolic: 128,
      diastolic: 82,
      pulse: null,
      arm: "left",
      position: null,
      note: null,
    });
  });

  it("gives the domain's messages", () => {
    const flipped = bloodPressureFormSchema.safeParse({ ...base, systolic: "80", diastolic: "90" });
    expect(flipped.error?.issues[0]?.message).toBe(VitalsMessage.systolicBelowDiastolic);
    const high = bloodPressureFormSchema.safeParse({ ...base, systolic: "301" });
    expect(high.error?.issues[0]?.message).toBe(VitalsMessage.systolicRange);
    const blank = bloodPressureFormSchema.safeParse({ ...base, diastolic: "" });
    expect(blank.error?.issues[0]?.message).toBe(VitalsMessage.diastolicRange);
  });
});

describe("the other-vitals form", () => {
  const reading = { kind: "temperature", value: "98.6", measuredAt: "2026-11-20T08:30", note: "" };
  it("takes °F from imperial units and stores °C", () => {
    expect(vitalReadingFormSchema("F").parse(reading).value).toBe(37);
    expect(vitalReadingFormSchema("C").safeParse(reading).error?.issues[0]?.message).toBe(
      VitalsMessage.temperatureRange,
    );
    expect(
      vitalReadingFormSchema("C").safeParse({ ...reading, kind: "spo2", value: "101" }).error
        ?.issues[0]?.message,
    ).toBe(VitalsMessage.spo2Range);
  });
});
