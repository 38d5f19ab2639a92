import {
  type CourseLesson,
  LessonInput,
  type LessonType,
  QUIZ_OPTION_SLOTS,
} from "@vitalog/domain";
import type { FieldErrors } from "react-hook-form";
import { z } from "zod";
import { isApiError } from "../../../../lib/api.ts";
import { rowKey } from "../../../admin/recommendation-form.ts";

// The lesson form's values (as the inputs hold them) and the payload the API takes.

export interface QuestionValues {
  /** React key of the row. */
  key: string;
  /** The saved question's id, kept so answers given to it stay linked. */
  id?: string;
  text: string;
  /** Always QUIZ_OPTION_SLOTS slots; empty ones are allowed. */
  options: string[];
  correctOptionIndex: number;
}

export interface LessonValues {
  title: string;
  description: string;
  type: LessonType;
  /** Minutes, as typed. */
  duration: string;
  isPreview: boolean;
  /** Each type's content is kept while another type is chosen; only the chosen one is sent. */
  content: string;
  videoUrl: string;
  questions: QuestionValues[];
}

export function emptyQuestion(): QuestionValues {
  return {
    key: rowKey(),
    text: "",
    options: Array<string>(QUIZ_OPTION_SLOTS).fill(""),
    correctOptionIndex: 0,
  };
}

export function emptyLessonValues(): LessonValues {
  return {
    title: "",
    description: "",
    type: "text",
    duration: "0",
    isPreview: false,
    content: "",
    videoUrl: "",
    questions: [emptyQuestion()],
  };
}

export function lessonValuesOf(lesson: CourseLesson): LessonValues {
  return {
    title: lesson.title,
    description: lesson.description,
    type: lesson.type,
    duration: String(lesson.duration),
    isPreview: lesson.isPreview,
    content: lesson.content,
    videoUrl: lesson.videoUrl ?? "",
    questions:
      lesson.questions.length > 0
        ? lesson.questions.map((q) => ({
            key: rowKey(),
            id: q.id,
            text: q.text,
            options: Array.from({ length: QUIZ_OPTION_SLOTS }, (_, i) => q.options[i] ?? ""),
            correctOptionIndex: q.correctOptionIndex,
          }))
        : [emptyQuestion()],
  };
}

/** The values as the API takes them: the common fields and the chosen type's content only. */
export function lessonInputOf(values: LessonValues): Record<string, unknown> {
  const duration = values.duration.trim() === "" ? 0 : Number(values.duration);
  const common = {
    title: values.title,
    description: values.description,
    type: values.type,
    duration,
    isPreview: values.isPreview,
  };
  switch (values.type) {
    case "text":
      return { ...common, content: values.content };
    case "video":
      return { ...common, videoUrl: values.videoUrl };
    case "quiz":
      return {
        ...common,
        questions: values.questions.map((q) => ({
          ...(q.id ? { id: q.id } : {}),
          text: q.text,
          options: q.options,
          correctOptionIndex: q.correctOptionIndex,
        })),
      };
  }
}

export type LessonCheck =
  | { ok: true; input: LessonInput }
  | { ok: false; errors: Record<string, string> };

/** The lesson form's schema: the values as typed, piped into the domain's `LessonInput`. */
export const lessonFormSchema = z.custom<LessonValues>().transform(lessonInputOf).pipe(LessonInput);

/** The fields the server may name in a refused save. */
export const LESSON_FIELDS = [
  "title",
  "description",
  "duration",
  "type",
  "content",
  "videoUrl",
  "questions",
] as const;

/**
 * Checks the values with the form's schema (and so `LessonInput` and `QuizQuestionInput`): the
 * payload to send, or the first message of each field by its path ("questions.0.text").
 */
export function checkLesson(values: LessonValues): LessonCheck {
  const parsed = lessonFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    if (!(path in errors)) errors[path] = issue.message;
  }
  return { ok: false, errors };
}

const FIELD_ORDER = [
  "title",
  "description",
  "duration",
  "type",
  "content",
  "videoUrl",
  "questions",
];
const QUESTION_FIELD_ORDER = ["text", "options", "correctOptionIndex"];

/** Where a path's field is on the form: top to bottom, question by question. */
function formPosition(path: string): number[] {
  const [field = "", index, sub = ""] = path.split(".");
  const rank = (list: string[], name: string) =>
    list.includes(name) ? list.indexOf(name) : list.length;
  return [
    rank(FIELD_ORDER, field),
    index === undefined ? -1 : Number(index),
    rank(QUESTION_FIELD_ORDER, sub),
  ];
}

/** The path of the field with an error that comes first on the form, to focus it. */
export function firstErrorPath(errors: Record<string, string>): string | undefined {
  const compare = (a: string, b: string) => {
    const [pa, pb] = [formPosition(a), formPosition(b)];
    for (let i = 0; i < pa.length; i++) {
      const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  };
  return Object.keys(errors).sort(compare)[0];
}

/** A form's errors by their paths ("questions.0.text"), each field's message. */
export function errorsByPath(errors: FieldErrors, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, node] of Object.entries(errors)) {
    if (!node || typeof node !== "object" || name === "ref") continue;
    const path = name === "root" ? prefix : prefix ? `${prefix}.${name}` : name;
    if ("message" in node && typeof node.message === "string") out[path] = node.message;
    Object.assign(out, errorsByPath(node as FieldErrors, path));
  }
  return out;
}

/** The server's own words for a refused request (a 4xx); `fallback` for anything else. */
export function serverMessageOr(cause: unknown, fallback: string): string {
  return isApiError(cause) && cause.status >= 400 && cause.status < 500 ? cause.message : fallback;
}
