import { describe, expect, it } from "vitest";
import { SUPPORT_CATEGORY_IDS } from "../categories.ts";
import {
  JOURNEYS,
  JourneyStepAnswer,
  journeyById,
  journeyStepAnswerFor,
  journeysOf,
} from "./index.ts";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("journeys", () => {
  it("gives the psychologist one journey per support category and the physician three", () => {
    const psychologist = journeysOf("psychologist");
    expect(psychologist.map((j) => j.category).sort()).toEqual([...SUPPORT_CATEGORY_IDS].sort());
    expect(journeysOf("physician").length).toBeGreaterThanOrEqual(3);
    expect(journeysOf("physician").every((j) => j.category === null)).toBe(true);
    expect(journeysOf("healthcoach").length).toBeGreaterThanOrEqual(1);
    expect(
      journeysOf("psychologist").length + journeysOf("physician").length,
    ).toBeGreaterThanOrEqual(13);
  });

  it("has unique journey ids and unique step ids within each journey", () => {
    expect(new Set(JOURNEYS.map((j) => j.id)).size).toBe(JOURNEYS.length);
    for (const j of JOURNEYS) {
      expect(new Set(j.steps.map((s) => s.id)).size, j.id).toBe(j.steps.length);
      expect(j.id).toMatch(/^[a-z0-9-]+$/);
      for (const s of j.steps) expect(s.id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("gives the anxiety journey the five steps of the issue", () => {
    const anxiety = journeysOf("psychologist").find((j) => j.category === "anxiety")!;
    expect(anxiety.steps.map((s) => s.title)).toEqual([
      "Understanding worry",
      "A breathing exercise",
      "A thought record",
      "Scheduled worry time",
      "Reviewing progress",
    ]);
  });

  it("cites sources for every journey", () => {
    for (const j of JOURNEYS) {
      expect(j.sources.length, j.id).toBeGreaterThanOrEqual(2);
      for (const s of j.sources) {
        expect(s.title.length).toBeGreaterThan(5);
        expect(s.publisher.length).toBeGreaterThan(2);
        if (s.url) expect(s.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
      }
    }
  });

  it("keeps every reading between 120 and 300 words, with a reflection and an exercise", () => {
    const outside = JOURNEYS.flatMap((j) =>
      j.steps
        .filter((s) => words(s.reading) < 120 || words(s.reading) > 300)
        .map((s) => `${j.id}/${s.id}: ${words(s.reading)} words`),
    );
    expect(outside).toEqual([]);
    for (const j of JOURNEYS) {
      expect(j.steps.length, j.id).toBeGreaterThanOrEqual(3);
      for (const s of j.steps) {
        expect(s.reading).not.toMatch(/\n{3,}|^\s|\s$/);
        expect(s.exercise.prompt.length).toBeGreaterThan(10);
        expect(s.reflection).toMatch(/\?$/);
        const a = s.exercise.answer;
        if (a.kind === "list") expect(a.minItems).toBeLessThanOrEqual(a.maxItems);
        if (a.kind === "scale") {
          expect(a.min).toBeLessThan(a.max);
          expect(a.min).toBeGreaterThanOrEqual(0);
          expect(a.max).toBeLessThanOrEqual(10);
        }
      }
    }
  });

  it("makes no promise a self-help text cannot keep", () => {
    const all = JOURNEYS.flatMap((j) => j.steps.map((s) => s.reading)).join("\n");
    expect(all).not.toMatch(/\b(cure[sd]?|guaranteed|will fix|100 ?%|always works)\b/i);
    expect(all).not.toMatch(/\bstop taking\b/i);
  });

  it("shows the person's own data beside the physician's check-up and lab steps", () => {
    const checkUp = journeyById("preparing-for-a-check-up")!;
    expect(checkUp.steps[0]!.personalData).toBe("due-recommendations");
    const labs = journeyById("understanding-your-lab-results")!;
    expect(labs.steps[0]!.personalData).toBe("bloodwork-results");
    expect(journeyById("blood-pressure-basics")!.expert).toBe("physician");
  });

  it("finds a journey by id, and nothing for an unknown id", () => {
    expect(journeyById("anxiety-loosening-worry")?.category).toBe("anxiety");
    expect(journeyById("nope")).toBeUndefined();
  });
});

describe("JourneyStepAnswer", () => {
  it("accepts each kind of answer, trimmed", () => {
    expect(JourneyStepAnswer.parse({ kind: "text", text: "  a thought  " })).toEqual({
      kind: "text",
      text: "a thought",
    });
    expect(JourneyStepAnswer.parse({ kind: "list", items: ["walk", " ", "call Sam "] })).toEqual({
      kind: "list",
      items: ["walk", "call Sam"],
    });
    expect(JourneyStepAnswer.parse({ kind: "scale", value: 7, reflection: " better " })).toEqual({
      kind: "scale",
      value: 7,
      reflection: "better",
    });
  });

  it("refuses empty, too long and out-of-range answers with the catalogue's words", () => {
    const issue = (v: unknown) => JourneyStepAnswer.safeParse(v).error?.issues[0]?.message;
    expect(issue({ kind: "text", text: "   " })).toBe("Write an answer before saving");
    expect(issue({ kind: "text", text: "x".repeat(2001) })).toBe(
      "An answer can be at most 2,000 characters",
    );
    expect(issue({ kind: "list", items: [" "] })).toBe("Write an answer before saving");
    expect(issue({ kind: "list", items: Array(21).fill("a") })).toBe(
      "A list can hold at most 20 items",
    );
    expect(issue({ kind: "list", items: ["x".repeat(201)] })).toBe(
      "Each item can be at most 200 characters",
    );
    expect(issue({ kind: "scale", value: 11 })).toBe("Choose a value on the scale");
    expect(issue({ kind: "scale", value: 2.5 })).toBe("Choose a value on the scale");
    expect(issue({ kind: "audio", text: "x" })).toBe("This answer does not fit the exercise");
    expect(issue({ kind: "text", text: "ok", reflection: "x".repeat(2001) })).toBe(
      "A reflection can be at most 2,000 characters",
    );
  });

  it("checks an answer against its step: kind, list size and scale ends", () => {
    const anxiety = journeyById("anxiety-loosening-worry")!;
    const [sortWorries, breathing, thoughtRecord] = anxiety.steps;
    expect(
      journeyStepAnswerFor(thoughtRecord!).safeParse({ kind: "text", text: "ok" }).success,
    ).toBe(true);
    expect(
      journeyStepAnswerFor(thoughtRecord!).safeParse({ kind: "scale", value: 3 }).error?.issues[0]
        ?.message,
    ).toBe("This answer does not fit the exercise");
    expect(
      journeyStepAnswerFor(sortWorries!).safeParse({ kind: "list", items: Array(11).fill("w") })
        .error?.issues[0]?.message,
    ).toBe("A list can hold at most 20 items");
    expect(journeyStepAnswerFor(breathing!).safeParse({ kind: "scale", value: 10 }).success).toBe(
      true,
    );
  });
});
