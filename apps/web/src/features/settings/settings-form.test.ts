import {
  type MeasurementSystem,
  type Profile,
  ProfileMessage,
  WeightMessage,
} from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { makeProfile } from "../../test/render-app.tsx";
import {
  AccountForm,
  HealthForm,
  measurementFields,
  measurementUpdate,
  switchMeasurementFields,
  toHealthUpdate,
  toHealthValues,
} from "./settings-form.ts";

const HEIGHTS = [168, 170, 152.4, 167.64, 183, 199.9, 50, 272, null];
const GOALS = [68, 72.5, 45.36, 100.01, 59.87, 20, 500, null];

/** What saving the health profile sends when nothing was edited, with the units as saved. */
function saveUntouched(profile: Profile) {
  return toHealthUpdate(toHealthValues(profile), profile);
}

describe("height and goal weight across a change of units", () => {
  it.each(HEIGHTS.flatMap((heightCm) => GOALS.map((goalWeightKg) => ({ heightCm, goalWeightKg }))))(
    "metric → imperial → metric leaves $heightCm cm and $goalWeightKg kg as stored",
    (stored) => {
      let profile = makeProfile({ ...stored, measurementPreference: "metric" });
      const metricShown = toHealthValues(profile);
      for (const system of ["imperial", "metric"] as MeasurementSystem[]) {
        // Saving the units sends only the preference; saving the profile sends neither value.
        profile = { ...profile, measurementPreference: system };
        const update = saveUntouched(profile);
        expect(update).not.toHaveProperty("heightCm");
        expect(update).not.toHaveProperty("goalWeightKg");
      }
      expect(profile.heightCm).toBe(stored.heightCm);
      expect(profile.goalWeightKg).toBe(stored.goalWeightKg);
      expect(toHealthValues(profile)).toEqual(metricShown);
    },
  );

  it("switching while the form is open shows the stored values again, not a conversion", () => {
    const stored = { heightCm: 168, goalWeightKg: 68 };
    const metric = measurementFields(stored, "metric");
    const imperial = switchMeasurementFields(metric, stored, "metric", "imperial");
    expect(imperial).toMatchObject({ heightFt: "5", heightIn: "6", goalWeight: "149.9" });
    const back = switchMeasurementFields(imperial, stored, "imperial", "metric");
    expect(back).toEqual(metric);
    expect(back.heightCm).toBe("168");
    expect(measurementUpdate(back, stored, "metric")).toEqual({});
  });

  it("carries what was typed across a switch, converted", () => {
    const stored = { heightCm: 168, goalWeightKg: 68 };
    const typed = { ...measurementFields(stored, "metric"), heightCm: "180", goalWeight: "70" };
    const imperial = switchMeasurementFields(typed, stored, "metric", "imperial");
    expect(imperial).toMatchObject({ heightFt: "5", heightIn: "11", goalWeight: "154.3" });
    expect(measurementUpdate(imperial, stored, "imperial")).toEqual({
      heightCm: 180.3,
      goalWeightKg: 69.99,
    });
  });
});

describe("the health profile's update", () => {
  it("shows imperial heights in whole feet and inches", () => {
    const values = toHealthValues(
      makeProfile({ heightCm: 168, goalWeightKg: 68, measurementPreference: "imperial" }),
    );
    expect(values).toMatchObject({ heightFt: "5", heightIn: "6", goalWeight: "149.9" });
  });

  it("sends the height and goal weight the person changed, in metric", () => {
    const profile = makeProfile({
      heightCm: 168,
      goalWeightKg: 68,
      measurementPreference: "imperial",
    });
    const values = { ...toHealthValues(profile), heightIn: "10", goalWeight: "150" };
    expect(toHealthUpdate(values, profile)).toMatchObject({ heightCm: 177.8, goalWeightKg: 68.04 });
    const onlyGoal = { ...toHealthValues(profile), goalWeight: "150" };
    const update = toHealthUpdate(onlyGoal, profile);
    expect(update).not.toHaveProperty("heightCm");
    expect(update.goalWeightKg).toBe(68.04);
  });

  it("sends null when a value is cleared", () => {
    const profile = makeProfile({ heightCm: 168, goalWeightKg: 68 });
    const values = { ...toHealthValues(profile), heightCm: "", goalWeight: " " };
    expect(toHealthUpdate(values, profile)).toMatchObject({ heightCm: null, goalWeightKg: null });
  });

  it("treats a retyped value that shows the same as unchanged", () => {
    const profile = makeProfile({ heightCm: 167.64, goalWeightKg: 68 });
    const values = { ...toHealthValues(profile), heightCm: "167,6", goalWeight: "68" };
    expect(toHealthUpdate(values, profile)).not.toHaveProperty("heightCm");
  });
});

describe("the settings forms' schemas", () => {
  const messagesOf = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) =>
    Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );

  it("asks for a name of 1 to 100 characters once trimmed", () => {
    expect(messagesOf(AccountForm.safeParse({ name: "   " }))).toEqual({
      name: ProfileMessage.nameRequired,
    });
    expect(messagesOf(AccountForm.safeParse({ name: "x".repeat(101) }))).toEqual({
      name: ProfileMessage.nameTooLong,
    });
    expect(AccountForm.safeParse({ name: " Ana " }).success).toBe(true);
  });

  it("checks height and goal weight in the units shown, beside the other fields' messages", () => {
    const profile = makeProfile({ heightCm: 168, goalWeightKg: 68 });
    const metric = { ...toHealthValues(profile), gender: "", heightCm: "20", goalWeight: "abc" };
    expect(messagesOf(HealthForm.metric.safeParse(metric))).toMatchObject({
      gender: ProfileMessage.genderRequired,
      heightCm: WeightMessage.heightRange,
      goalWeight: WeightMessage.weightRange,
    });
    const imperial = { ...toHealthValues(profile), heightFt: "x", goalWeight: "2000" };
    expect(messagesOf(HealthForm.imperial.safeParse(imperial))).toEqual({
      heightFt: WeightMessage.heightRange,
      goalWeight: WeightMessage.weightRangeLb,
    });
    expect(HealthForm.metric.safeParse(toHealthValues(profile)).success).toBe(true);
  });
});
