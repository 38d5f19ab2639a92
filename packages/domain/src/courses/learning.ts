import { z } from "zod";
import { pageCursor } from "../kit/time-series.ts";
import { CourseLesson, LessonAttachment, QuizQuestion } from "./authoring.ts";
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  COURSE_PAGE_SIZE,
  COURSE_SORTS,
  LESSON_KEY_SEPARATOR,
  LESSON_TYPES,
} from "./constants.ts";
import { CourseMessage } from "./messages.ts";

// What a learner reads and does: the catalogue, a course's outline, enrolment and progress
// (learning-devices-commerce §3–§5).

/** `GET /api/v1/courses`: published courses only, pages of 10, newest first by default. */
export const CourseListQuery = z.object({
  category: z.enum(COURSE_CATEGORIES, { error: CourseMessage.categoryInvalid }).optional(),
  level: z.enum(COURSE_LEVELS, { error: CourseMessage.levelInvalid }).optional(),
  featured: z.enum(["true", "false"]).optional(),
  sort: z.enum(COURSE_SORTS).default("newest"),
  cursor: pageCursor(undefined, 300),
  limit: z.coerce.number().int().min(1).max(COURSE_PAGE_SIZE).default(COURSE_PAGE_SIZE),
});
export type CourseListQuery = z.infer<typeof CourseListQuery>;

/** A course as a catalogue card shows it. */
export const CourseCard = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  imageUrl: z.string().nullable(),
  /** USD; 0 is free. */
  price: z.number(),
  isFree: z.boolean(),
  category: z.enum(COURSE_CATEGORIES).nullable(),
  level: z.enum(COURSE_LEVELS),
  /** Minutes. */
  duration: z.number(),
  featured: z.boolean(),
  tags: z.array(z.string()),
  enrollmentCount: z.number(),
  moduleCount: z.number(),
  lessonCount: z.number(),
  /** Null for a draft, which only admins see. */
  publishedAt: z.string().nullable(),
});
export type CourseCard = z.infer<typeof CourseCard>;

export const CoursePage = z.object({
  items: z.array(CourseCard),
  nextCursor: z.string().nullable(),
});
export type CoursePage = z.infer<typeof CoursePage>;

/**
 * A lesson in a course's outline. Its content (text, video, questions, attachments) is there
 * only when `locked` is false: for enrolled learners, admins, and free preview lessons.
 */
export const OutlineLesson = z.object({
  id: z.string(),
  moduleId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(LESSON_TYPES),
  duration: z.number(),
  order: z.number(),
  isPreview: z.boolean(),
  locked: z.boolean(),
  content: z.string().nullable(),
  videoUrl: z.string().nullable(),
  questions: z.array(QuizQuestion).nullable(),
  attachments: z.array(LessonAttachment).nullable(),
});
export type OutlineLesson = z.infer<typeof OutlineLesson>;

export const OutlineModule = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  order: z.number(),
  lessons: z.array(OutlineLesson),
});
export type OutlineModule = z.infer<typeof OutlineModule>;

/** Where a learner stands in a course (learning-devices-commerce §3, Enrollment.progress). */
export const CourseProgress = z.object({
  /** `moduleId|lessonId`, each once. */
  completedLessons: z.array(z.string()),
  lastAccessedLessonId: z.string().nullable(),
  lastAccessedModuleId: z.string().nullable(),
  lastAccessedAt: z.string().nullable(),
  /** Completed ÷ total × 100, rounded. */
  overallProgress: z.number(),
});
export type CourseProgress = z.infer<typeof CourseProgress>;

export const ENROLLMENT_STATUSES = ["active"] as const;

export const Enrollment = z.object({
  id: z.string(),
  courseId: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  isFree: z.boolean(),
  /** USD paid; 0 for a free course. */
  amount: z.number(),
  purchasedAt: z.string(),
  progress: CourseProgress,
});
export type Enrollment = z.infer<typeof Enrollment>;

/** `GET /api/v1/courses/{id}`: the course, its outline, and the viewer's enrolment if any. */
export const CourseDetail = CourseCard.extend({
  description: z.string(),
  modules: z.array(OutlineModule),
  enrollment: Enrollment.nullable(),
  /** Whether this server can take payments (Stripe configured). */
  paymentsAvailable: z.boolean(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

/** `GET /api/v1/enrollments`: newest purchase first, each with its course. */
export const EnrollmentWithCourse = Enrollment.extend({
  course: CourseCard,
  /** Where "Continue learning" leads (see `resumeLesson`); null for a course without lessons. */
  nextLesson: z.object({ moduleId: z.string(), lessonId: z.string() }).nullable(),
});
export type EnrollmentWithCourse = z.infer<typeof EnrollmentWithCourse>;
export const EnrollmentList = z.object({
  items: z.array(EnrollmentWithCourse),
  /** The course the person opened last that still has lessons to do: "Pick up where you left off". */
  resume: EnrollmentWithCourse.nullable(),
});
export type EnrollmentList = z.infer<typeof EnrollmentList>;

/** `POST /api/v1/courses/{id}/checkout`: where the browser goes to pay. */
export const CheckoutSession = z.object({ url: z.string() });
export type CheckoutSession = z.infer<typeof CheckoutSession>;

/** A lesson a learner opens: the lesson with its place in the course. */
export const LessonView = CourseLesson.extend({
  previous: z.object({ moduleId: z.string(), lessonId: z.string() }).nullable(),
  next: z.object({ moduleId: z.string(), lessonId: z.string() }).nullable(),
});
export type LessonView = z.infer<typeof LessonView>;

/** A completed lesson as the enrolment records it: `moduleId|lessonId`. */
export function lessonKey(moduleId: string, lessonId: string): string {
  return `${moduleId}${LESSON_KEY_SEPARATOR}${lessonId}`;
}

/**
 * Overall progress: completed lessons ÷ total lessons × 100, rounded (learning-devices-commerce
 * §4). Only lessons the course still has count, so a deleted lesson never pushes it past 100;
 * a course without lessons is at 0.
 */
export function overallProgress(
  completedLessons: readonly string[],
  outline: readonly { id: string; lessons: readonly { id: string }[] }[],
): number {
  const keys = new Set(outline.flatMap((m) => m.lessons.map((l) => lessonKey(m.id, l.id))));
  if (keys.size === 0) return 0;
  const done = new Set(completedLessons.filter((key) => keys.has(key))).size;
  return Math.round((done / keys.size) * 100);
}

/** Adds a completed lesson once: the list is returned unchanged when it is already there. */
export function withCompletedLesson(completedLessons: readonly string[], key: string): string[] {
  return completedLessons.includes(key) ? [...completedLessons] : [...completedLessons, key];
}

export interface LessonRef {
  moduleId: string;
  lessonId: string;
}

/** The lessons before and after one, across modules, in the outline's order. */
export function adjacentLessons(
  outline: readonly { id: string; lessons: readonly { id: string }[] }[],
  at: LessonRef,
): { previous: LessonRef | null; next: LessonRef | null } {
  const flat = outline.flatMap((m) => m.lessons.map((l) => ({ moduleId: m.id, lessonId: l.id })));
  const index = flat.findIndex((l) => l.moduleId === at.moduleId && l.lessonId === at.lessonId);
  if (index < 0) return { previous: null, next: null };
  return { previous: flat[index - 1] ?? null, next: flat[index + 1] ?? null };
}

/**
 * Where "Continue learning" leads: the lesson last opened while it is still to do, else the
 * first lesson not yet completed, else (all done) the first.
 */
export function resumeLesson(
  outline: readonly { id: string; lessons: readonly { id: string }[] }[],
  progress: Pick<CourseProgress, "completedLessons" | "lastAccessedLessonId">,
): LessonRef | null {
  const flat = outline.flatMap((m) => m.lessons.map((l) => ({ moduleId: m.id, lessonId: l.id })));
  const done = new Set(progress.completedLessons);
  const isDone = (l: LessonRef) => done.has(lessonKey(l.moduleId, l.lessonId));
  const last = flat.find((l) => l.lessonId === progress.lastAccessedLessonId);
  if (last && !isDone(last)) return last;
  return flat.find((l) => !isDone(l)) ?? flat[0] ?? null;
}

/** A lesson's place in the course, counted from 1 across modules; null when it is not there. */
export function lessonPosition(
  outline: readonly { id: string; lessons: readonly { id: string }[] }[],
  at: LessonRef,
): { index: number; total: number } | null {
  const flat = outline.flatMap((m) => m.lessons.map((l) => ({ moduleId: m.id, lessonId: l.id })));
  const index = flat.findIndex((l) => l.moduleId === at.moduleId && l.lessonId === at.lessonId);
  return index < 0 ? null : { index: index + 1, total: flat.length };
}

/** A quiz's score: how many answers pick the correct option, of how many questions. */
export function scoreQuiz(
  questions: readonly Pick<QuizQuestion, "id" | "correctOptionIndex">[],
  answers: Readonly<Record<string, number>>,
): { correct: number; total: number; percent: number } {
  const correct = questions.filter((q) => answers[q.id] === q.correctOptionIndex).length;
  const total = questions.length;
  return { correct, total, percent: total === 0 ? 0 : Math.round((correct / total) * 100) };
}

/** Price in USD from stored cents, and back (Stripe charges in cents). */
export function centsToUsd(cents: number): number {
  return cents / 100;
}
export function usdToCents(usd: number): number {
  return Math.round(usd * 100);
}
