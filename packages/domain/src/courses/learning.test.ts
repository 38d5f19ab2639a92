import { describe, expect, it } from "vitest";
import { lessonPosition, resumeLesson } from "./learning.ts";

const outline = [
  { id: "m1", lessons: [{ id: "a" }, { id: "b" }] },
  { id: "m2", lessons: [{ id: "c" }] },
];

describe("resumeLesson", () => {
  it("leads past the lesson just completed to the first still to do", () => {
    expect(
      resumeLesson(outline, { completedLessons: ["m1|a"], lastAccessedLessonId: "a" }),
    ).toEqual({ moduleId: "m1", lessonId: "b" });
  });

  it("returns to the lesson last opened while it is still to do", () => {
    expect(
      resumeLesson(outline, { completedLessons: ["m1|a"], lastAccessedLessonId: "c" }),
    ).toEqual({ moduleId: "m2", lessonId: "c" });
  });

  it("starts at the first lesson when nothing or everything is done", () => {
    const first = { moduleId: "m1", lessonId: "a" };
    expect(resumeLesson(outline, { completedLessons: [], lastAccessedLessonId: null })).toEqual(
      first,
    );
    expect(
      resumeLesson(outline, {
        completedLessons: ["m1|a", "m1|b", "m2|c"],
        lastAccessedLessonId: "c",
      }),
    ).toEqual(first);
    expect(resumeLesson([], { completedLessons: [], lastAccessedLessonId: null })).toBeNull();
  });
});

describe("lessonPosition", () => {
  it("counts across modules from 1", () => {
    expect(lessonPosition(outline, { moduleId: "m2", lessonId: "c" })).toEqual({
      index: 3,
      total: 3,
    });
    expect(lessonPosition(outline, { moduleId: "m1", lessonId: "x" })).toBeNull();
  });
});
