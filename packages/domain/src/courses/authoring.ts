import { z } from "zod";
import { requiredText } from "../kit/text.ts";
import { pageCursor } from "../kit/time-series.ts";
import {
  COURSE_CATEGORIES,
  COURSE_DESCRIPTION_MAX,
  COURSE_DURATION_MAX,
  COURSE_FILES_URL,
  COURSE_LEVELS,
  COURSE_PRICE_MAX,
  COURSE_SHORT_DESCRIPTION_MAX,
  COURSE_TAG_MAX,
  COURSE_TAGS_MAX,
  COURSE_TITLE_MAX,
  LESSON_CONTENT_MAX,
  LESSON_DESCRIPTION_MAX,
  LESSON_DURATION_MAX,
  LESSON_TITLE_MAX,
  LESSON_TYPES,
  MODULE_DESCRIPTION_MAX,
  MODULE_TITLE_MAX,
  QUIZ_OPTION_MAX,
  QUIZ_OPTION_SLOTS,
  QUIZ_QUESTIONS_MAX,
  QUIZ_TEXT_MAX,
} from "./constants.ts";
import { CourseMessage } from "./messages.ts";

// What an admin writes: courses, their modules and lessons (admin-back-office §3 and §5).

const optionalText = (tooLong: string, max: number) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v ?? "");

/**
 * A thumbnail, video or picture URL: one of the course's uploaded files or an https address;
 * an empty text clears it.
 */
const CourseUrl = z
  .string({ error: CourseMessage.urlInvalid })
  .max(500, CourseMessage.urlInvalid)
  .regex(new RegExp(`^(?:$|https://[^\\s/]|${COURSE_FILES_URL})`), CourseMessage.urlInvalid);

/** A price in USD: 0 (free) or more, in cents at most (step 0.01). */
export const CoursePrice = z
  .number({ error: CourseMessage.priceInvalid })
  .min(0, CourseMessage.priceNegative)
  .max(COURSE_PRICE_MAX, CourseMessage.priceInvalid)
  .refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, {
    message: CourseMessage.priceInvalid,
  })
  .meta({ multipleOf: 0.01 });

/** Tags as typed: trimmed, empty and repeated ones dropped (admin-back-office §5). */
export const CourseTags = z
  .array(z.string({ error: CourseMessage.tagsInvalid }).meta({ maxLength: COURSE_TAG_MAX }), {
    error: CourseMessage.tagsInvalid,
  })
  .meta({ maxItems: COURSE_TAGS_MAX })
  .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter((t) => t.length > 0))])
  .refine(
    (tags) => tags.length <= COURSE_TAGS_MAX && tags.every((t) => t.length <= COURSE_TAG_MAX),
    CourseMessage.tagsInvalid,
  );

const Minutes = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

const courseShape = {
  title: requiredText(CourseMessage.titleRequired, CourseMessage.titleTooLong, COURSE_TITLE_MAX),
  description: requiredText(
    CourseMessage.descriptionRequired,
    CourseMessage.descriptionTooLong,
    COURSE_DESCRIPTION_MAX,
  ),
  shortDescription: optionalText(
    CourseMessage.shortDescriptionTooLong,
    COURSE_SHORT_DESCRIPTION_MAX,
  ).optional(),
  price: CoursePrice.default(0),
  /** Minutes. */
  duration: Minutes(CourseMessage.durationInvalid, COURSE_DURATION_MAX).default(0),
  /** Null: Uncategorized. */
  category: z.enum(COURSE_CATEGORIES, { error: CourseMessage.categoryInvalid }).nullish(),
  level: z.enum(COURSE_LEVELS, { error: CourseMessage.levelInvalid }).default("beginner"),
  featured: z.boolean().default(false),
  tags: CourseTags.default([]),
  /**
   * The thumbnail's URL as the upload answered it; an upload made before the course existed
   * (`temp-{timestamp}`) is moved to `courses/{courseId}/thumbnail.jpg` on save. Null removes it.
   */
  imageUrl: CourseUrl.nullish(),
};

export const CourseInput = z.object(courseShape).strict();
export type CourseInput = z.infer<typeof CourseInput>;

/** A change to any field; fields left out stay as they are. */
export const CoursePatch = z
  .object({
    ...courseShape,
    price: CoursePrice,
    duration: Minutes(CourseMessage.durationInvalid, COURSE_DURATION_MAX),
    level: z.enum(COURSE_LEVELS, { error: CourseMessage.levelInvalid }),
    featured: z.boolean(),
    tags: CourseTags,
  })
  .partial()
  .strict();
export type CoursePatch = z.infer<typeof CoursePatch>;

/** A course as the admin sees it. */
export const AdminCourse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  price: z.number(),
  category: z.enum(COURSE_CATEGORIES).nullable(),
  level: z.enum(COURSE_LEVELS),
  duration: z.number(),
  featured: z.boolean(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /** Null: a draft. */
  publishedAt: z.string().nullable(),
  enrollmentCount: z.number(),
  moduleCount: z.number(),
  lessonCount: z.number(),
  authorId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCourse = z.infer<typeof AdminCourse>;

/** The admin list: Category and Featured Status filters, a keyset cursor, pages of 10. */
export const AdminCourseListQuery = z.object({
  category: z.enum(COURSE_CATEGORIES, { error: CourseMessage.categoryInvalid }).optional(),
  featured: z.enum(["true", "false"]).optional(),
  cursor: pageCursor(),
});
export type AdminCourseListQuery = z.infer<typeof AdminCourseListQuery>;

export const AdminCourseList = z.object({
  items: z.array(AdminCourse),
  nextCursor: z.string().nullable(),
});
export type AdminCourseList = z.infer<typeof AdminCourseList>;

export const ModuleInput = z
  .object({
    title: requiredText(
      CourseMessage.moduleTitleRequired,
      CourseMessage.moduleTitleTooLong,
      MODULE_TITLE_MAX,
    ),
    description: optionalText(
      CourseMessage.moduleDescriptionTooLong,
      MODULE_DESCRIPTION_MAX,
    ).optional(),
  })
  .strict();
export type ModuleInput = z.infer<typeof ModuleInput>;
export const ModulePatch = ModuleInput.partial().strict();
export type ModulePatch = z.infer<typeof ModulePatch>;

export const CourseModule = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  description: z.string(),
  /** 0..n-1 within the course. */
  order: z.number(),
  lessonCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseModule = z.infer<typeof CourseModule>;

/**
 * A quiz question: its text, 4 option slots (empty ones allowed, at least two filled) and the
 * index of the correct one, which must be a filled slot.
 */
export const QuizQuestionInput = z
  .object({
    id: z.string().max(64).optional(),
    text: requiredText(
      CourseMessage.questionTextRequired,
      CourseMessage.questionTextTooLong,
      QUIZ_TEXT_MAX,
    ),
    options: z
      .array(
        z
          .string({ error: CourseMessage.optionsRequired })
          .trim()
          .max(QUIZ_OPTION_MAX, CourseMessage.optionTooLong),
        { error: CourseMessage.optionsRequired },
      )
      .max(QUIZ_OPTION_SLOTS, CourseMessage.optionsRequired)
      .transform((options) => [
        ...options,
        ...Array<string>(QUIZ_OPTION_SLOTS - options.length).fill(""),
      ])
      .refine((options) => options.filter((o) => o.length > 0).length >= 2, {
        message: CourseMessage.optionsRequired,
      }),
    correctOptionIndex: z
      .number({ error: CourseMessage.correctOptionInvalid })
      .int(CourseMessage.correctOptionInvalid)
      .min(0, CourseMessage.correctOptionInvalid)
      .max(QUIZ_OPTION_SLOTS - 1, CourseMessage.correctOptionInvalid),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (!q.options[q.correctOptionIndex]) {
      ctx.addIssue({
        code: "custom",
        message: CourseMessage.correctOptionInvalid,
        path: ["correctOptionIndex"],
      });
    }
  });
export type QuizQuestionInput = z.infer<typeof QuizQuestionInput>;

export const QuizQuestion = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.string()),
  correctOptionIndex: z.number(),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

export const LessonAttachment = z.object({
  name: z.string(),
  url: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type LessonAttachment = z.infer<typeof LessonAttachment>;

const lessonShape = {
  title: requiredText(
    CourseMessage.lessonTitleRequired,
    CourseMessage.lessonTitleTooLong,
    LESSON_TITLE_MAX,
  ),
  description: optionalText(
    CourseMessage.lessonDescriptionTooLong,
    LESSON_DESCRIPTION_MAX,
  ).optional(),
  type: z.enum(LESSON_TYPES, { error: CourseMessage.lessonTypeInvalid }),
  /** Rich text (HTML) for text lessons; sanitised on the server before it is stored. */
  content: z
    .string({ error: CourseMessage.textContentRequired })
    .max(LESSON_CONTENT_MAX, CourseMessage.contentTooLong)
    .nullish(),
  /** Minutes. */
  duration: Minutes(CourseMessage.lessonDurationInvalid, LESSON_DURATION_MAX).optional(),
  /** The uploaded video's URL (video lessons). */
  videoUrl: CourseUrl.nullish(),
  questions: z
    .array(QuizQuestionInput, { error: CourseMessage.quizQuestionsRequired })
    .max(QUIZ_QUESTIONS_MAX, CourseMessage.quizQuestionsTooMany)
    .optional(),
  /** A free preview: its content is open to everyone who can see the course. */
  isPreview: z.boolean().optional(),
};

/** Text has content, video a video, quiz at least one question (admin-back-office §5). */
export function checkLessonContent(
  lesson: {
    type?: string | undefined;
    content?: string | null | undefined;
    videoUrl?: string | null | undefined;
    questions?: readonly unknown[] | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (lesson.type === "text" && !lesson.content?.replace(/<[^>]*>/g, "").trim()) {
    ctx.addIssue({ code: "custom", message: CourseMessage.textContentRequired, path: ["content"] });
  }
  if (lesson.type === "video" && !lesson.videoUrl?.trim()) {
    ctx.addIssue({ code: "custom", message: CourseMessage.videoUrlRequired, path: ["videoUrl"] });
  }
  if (lesson.type === "quiz" && !lesson.questions?.length) {
    ctx.addIssue({
      code: "custom",
      message: CourseMessage.quizQuestionsRequired,
      path: ["questions"],
    });
  }
}

export const LessonInput = z.object(lessonShape).strict().superRefine(checkLessonContent);
export type LessonInput = z.infer<typeof LessonInput>;

/**
 * A change to any field; the service checks the merged lesson with `checkLessonContent`, so a
 * text lesson cannot lose its content by a patch either.
 */
export const LessonPatch = z.object(lessonShape).partial().strict();
export type LessonPatch = z.infer<typeof LessonPatch>;

export const CourseLesson = z.object({
  id: z.string(),
  courseId: z.string(),
  moduleId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(LESSON_TYPES),
  content: z.string(),
  duration: z.number(),
  videoUrl: z.string().nullable(),
  questions: z.array(QuizQuestion),
  attachments: z.array(LessonAttachment),
  isPreview: z.boolean(),
  order: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseLesson = z.infer<typeof CourseLesson>;

/** The ids of a course's modules (or a module's lessons) in their new order, each once. */
export const ReorderInput = z
  .object({ ids: z.array(z.string().max(64), { error: CourseMessage.reorderIds }) })
  .strict()
  .refine((v) => new Set(v.ids).size === v.ids.length, CourseMessage.reorderIds);
export type ReorderInput = z.infer<typeof ReorderInput>;
