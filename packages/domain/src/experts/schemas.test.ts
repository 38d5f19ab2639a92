import { describe, expect, it } from "vitest";
import { EMPTY_SAFETY_PLAN, SAFETY_PLAN_SECTIONS, SafetyPlan } from "./safety-plan.ts";
import { CreateExpertSessionBody, ExpertMessageBody, SHAREABLE_MODULES } from "./schemas.ts";

const firstMessage = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("CreateExpertSessionBody", () => {
  it("takes an expert and shares nothing by default", () => {
    expect(CreateExpertSessionBody.parse({ expert: "psychologist" })).toEqual({
      expert: "psychologist",
      shareSummaries: [],
    });
  });

  it("takes a category, a journey and the modules chosen for sharing, once each", () => {
    expect(
      CreateExpertSessionBody.parse({
        expert: "psychologist",
        category: "social-anxiety",
        journeyId: " social-anxiety-taking-part ",
        shareSummaries: ["wellbeing", "meditation", "wellbeing"],
      }),
    ).toEqual({
      expert: "psychologist",
      category: "social-anxiety",
      journeyId: "social-anxiety-taking-part",
      shareSummaries: ["wellbeing", "meditation"],
    });
  });

  it("refuses unknown experts, categories, modules and fields with clear messages", () => {
    expect(firstMessage(CreateExpertSessionBody.safeParse({ expert: "therapist" }))).toBe(
      "Choose an expert: the psychologist, the health coach or the physician",
    );
    expect(firstMessage(CreateExpertSessionBody.safeParse({}))).toBe(
      "Choose an expert: the psychologist, the health coach or the physician",
    );
    expect(
      firstMessage(CreateExpertSessionBody.safeParse({ expert: "physician", category: "x" })),
    ).toBe("Choose a support category from the list");
    expect(
      firstMessage(
        CreateExpertSessionBody.safeParse({ expert: "physician", shareSummaries: ["diary"] }),
      ),
    ).toBe("Choose what to share from your modules");
    expect(
      firstMessage(CreateExpertSessionBody.safeParse({ expert: "physician", journeyId: "  " })),
    ).toBe("Choose a journey from the list");
    expect(CreateExpertSessionBody.safeParse({ expert: "physician", userId: "u1" }).success).toBe(
      false,
    );
    expect(SHAREABLE_MODULES).toContain("bloodwork");
  });
});

describe("ExpertMessageBody", () => {
  it("trims the content and accepts 1 to 4,000 characters", () => {
    expect(ExpertMessageBody.parse({ content: "  hello  " })).toEqual({ content: "hello" });
    expect(ExpertMessageBody.safeParse({ content: "x".repeat(4000) }).success).toBe(true);
  });

  it("refuses an empty or too long message", () => {
    expect(firstMessage(ExpertMessageBody.safeParse({ content: "   " }))).toBe("Write a message");
    expect(firstMessage(ExpertMessageBody.safeParse({}))).toBe("Write a message");
    expect(firstMessage(ExpertMessageBody.safeParse({ content: "x".repeat(4001) }))).toBe(
      "A message can be at most 4,000 characters",
    );
  });
});

describe("SafetyPlan", () => {
  it("has the six sections of Stanley & Brown, empty to begin with", () => {
    expect(SAFETY_PLAN_SECTIONS.map((s) => s.key)).toEqual(Object.keys(EMPTY_SAFETY_PLAN));
    expect(SafetyPlan.parse(EMPTY_SAFETY_PLAN)).toEqual(EMPTY_SAFETY_PLAN);
    expect(SAFETY_PLAN_SECTIONS.find((s) => s.key === "professionals")!.question).toContain("988");
  });

  it("trims lines and limits their length and number", () => {
    const plan = { ...EMPTY_SAFETY_PLAN, peopleToAsk: ["  Sam 555-0100 "] };
    expect(SafetyPlan.parse(plan).peopleToAsk).toEqual(["Sam 555-0100"]);
    expect(
      firstMessage(SafetyPlan.safeParse({ ...EMPTY_SAFETY_PLAN, warningSigns: ["x".repeat(201)] })),
    ).toBe("Each line of the safety plan can be at most 200 characters");
    expect(
      firstMessage(
        SafetyPlan.safeParse({ ...EMPTY_SAFETY_PLAN, copingStrategies: Array(11).fill("walk") }),
      ),
    ).toBe("Each section of the safety plan can hold at most 10 lines");
    expect(
      SafetyPlan.parse({ ...EMPTY_SAFETY_PLAN, distractions: [" ", "the park"] }).distractions,
    ).toEqual(["the park"]);
    expect(SafetyPlan.safeParse({ warningSigns: [] }).success).toBe(false);
  });
});
