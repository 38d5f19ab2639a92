import { describe, expect, it } from "vitest";
import {
  checkLesson,
  emptyLessonValues,
  emptyQuestion,
  firstErrorPath,
  type LessonValues,
  lessonInputOf,
} from "./LessonForm.ts";

const base = (patch: Partial<LessonValues>): LessonValues => ({
  ...emptyLessonValues(),
  title: "  The sleep clock ",
  description: "Why timing matters",
  duration: "8",
  content: "<p>Light sets the clock.</p>",
  videoUrl: "/api/v1/course-files/v.mp4",
  questions: [
    {
      ...emptyQuestion(),
      id: "q1",
      text: "What sets the clock?",
      options: ["Light", "Noise", "", ""],
      correctOptionIndex: 0,
    },
  ],
  ...patch,
});

describe("the lesson payload", () => {
  it("sends a text lesson's content only", () => {
    const check = checkLesson(base({ type: "text", isPreview: true }));
    expect(check).toEqual({
      ok: true,
      input: {
        title: "The sleep clock",
        description: "Why timing matters",
        type: "text",
        duration: 8,
        isPreview: true,
        content: "<p>Light sets the clock.</p>",
      },
    });
  });

  it("sends a video lesson's video URL only", () => {
    const input = lessonInputOf(base({ type: "video" }));
    expect(input).toEqual({
      title: "  The sleep clock ",
      description: "Why timing matters",
      type: "video",
      duration: 8,
      isPreview: false,
      videoUrl: "/api/v1/course-files/v.mp4",
    });
  });

  it("sends a quiz lesson's questions with their ids, 4 option slots and the correct one", () => {
    const check = checkLesson(base({ type: "quiz", duration: "" }));
    expect(check.ok && check.input).toEqual({
      title: "The sleep clock",
      description: "Why timing matters",
      type: "quiz",
      duration: 0,
      isPreview: false,
      questions: [
        {
          id: "q1",
          text: "What sets the clock?",
          options: ["Light", "Noise", "", ""],
          correctOptionIndex: 0,
        },
      ],
    });
  });
});

describe("the lesson checks", () => {
  it("names each missing content by its type", () => {
    const errors = (values: LessonValues) => {
      const check = checkLesson(values);
      return check.ok ? {} : check.errors;
    };
    expect(errors(base({ type: "text", content: "<p> </p>", title: "" }))).toEqual({
      title: "Lesson title is required",
      content: "Content is required for text lessons",
    });
    expect(errors(base({ type: "video", videoUrl: "" }))).toEqual({
      videoUrl: "Video URL is required for video lessons",
    });
    expect(errors(base({ type: "quiz", questions: [] }))).toEqual({
      questions: "At least one question is required for quiz lessons",
    });
    expect(errors(base({ type: "text", duration: "-5" }))).toEqual({
      duration: "The lesson duration is a whole number of minutes from 0 to 1440",
    });
  });

  it("checks each quiz question: its text, two options, a filled correct one", () => {
    const check = checkLesson(
      base({
        type: "quiz",
        questions: [
          {
            ...emptyQuestion(),
            text: "",
            options: ["Only one", "", "", ""],
            correctOptionIndex: 2,
          },
        ],
      }),
    );
    expect(check.ok ? {} : check.errors).toEqual({
      "questions.0.text": "Question text is required",
      "questions.0.options": "At least two options are required",
      "questions.0.correctOptionIndex": "Choose the correct option among the filled ones",
    });
  });

  it("puts the first field with an error first, in the form's order", () => {
    expect(
      firstErrorPath({
        "questions.1.text": "x",
        "questions.0.options": "x",
        title: "x",
      }),
    ).toBe("title");
    expect(firstErrorPath({ "questions.10.text": "x", "questions.2.text": "x" })).toBe(
      "questions.2.text",
    );
    expect(firstErrorPath({ "questions.0.options": "x", "questions.0.text": "x" })).toBe(
      "questions.0.text",
    );
  });
});
