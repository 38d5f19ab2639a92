import { expect, it } from "vitest";
import { detectCrisis, expertSystemPrompt, JOURNEYS, screenReply } from "./index.ts";

it("smoke", () => {
  expect(detectCrisis("I am planning to take my own life this weekend")).toEqual({
    kind: "self-harm",
  });
  expect(detectCrisis("My father collapsed and his lips are turning blue")).toEqual({
    kind: "medical-emergency",
  });
  expect(detectCrisis("this workout is killing me")).toBeNull();
  expect(screenReply("You have diabetes.").ok).toBe(false);
  expect(
    expertSystemPrompt("psychologist", {
      category: "sleep",
      journeyStep: { journeyId: JOURNEYS[0]!.id, stepId: "worry-time" },
    }),
  ).toContain("Sleep");
});
