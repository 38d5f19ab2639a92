import { ActivityMessage } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { activityFormFrom, activityFormSchema } from "./form.ts";

describe("the activity form", () => {
  it("reads typed numbers, with thousands separators, and leaves a blank figure unknown", () => {
    expect(
      activityFormSchema.parse({ date: "2026-11-20", steps: "8,421", activeMinutes: "" }),
    ).toEqual({ date: "2026-11-20", steps: 8421, activeMinutes: null });
  });

  it("gives the domain's messages", () => {
    const blank = activityFormSchema.safeParse({
      date: "2026-11-20",
      steps: "",
      activeMinutes: "",
    });
    expect(blank.error?.issues[0]?.message).toBe(ActivityMessage.nothingToSave);
    const negative = activityFormSchema.safeParse({
      date: "2026-11-20",
      steps: "-3",
      activeMinutes: "",
    });
    expect(negative.error?.issues[0]?.message).toBe(ActivityMessage.stepsRange);
    const future = activityFormSchema.safeParse({
      date: "2999-01-01",
      steps: "10",
      activeMinutes: "",
    });
    expect(future.error?.issues[0]?.message).toBe(ActivityMessage.dateInFuture);
  });

  it("fills in a recorded day", () => {
    expect(
      activityFormFrom("2026-11-20", {
        id: "x",
        date: "2026-11-20",
        steps: 9000,
        activeMinutes: null,
        createdAt: "",
        updatedAt: "",
      }),
    ).toEqual({ date: "2026-11-20", steps: "9000", activeMinutes: "" });
  });
});
