// Courses: the constants of admin-back-office §5 and §9 and learning-devices-commerce §9.

/** Course categories (admin-back-office §9); a course without one shows as Uncategorized. */
export const COURSE_CATEGORIES = [
  "nutrition",
  "fitness",
  "mental-health",
  "weight-management",
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const LESSON_TYPES = ["text", "video", "quiz"] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

/** The catalogue's orders: newest first (the spec's default, createdAt descending), and others. */
export const COURSE_SORTS = ["newest", "popular", "price-low", "price-high"] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** Page size of the course lists; a next page is offered only when a page returns exactly 10. */
export const COURSE_PAGE_SIZE = 10;
/** The catalogue's featured row. */
export const FEATURED_COURSES = 4;

export const COURSE_TITLE_MAX = 200;
/** Short description: 150 characters, with a counter in the form. */
export const COURSE_SHORT_DESCRIPTION_MAX = 150;
export const COURSE_DESCRIPTION_MAX = 10_000;
/** Highest price in USD: a typing slip (19000 for 19.00) is refused rather than charged. */
export const COURSE_PRICE_MAX = 10_000;
/** Longest course duration in minutes (a week of full days). */
export const COURSE_DURATION_MAX = 10_080;
export const COURSE_TAGS_MAX = 20;
export const COURSE_TAG_MAX = 40;
/** Where course files are served: `/api/v1/course-files/<storage key>`. */
export const COURSE_FILES_URL = "/api/v1/course-files/";

export const MODULE_TITLE_MAX = 200;
export const MODULE_DESCRIPTION_MAX = 2_000;
export const LESSON_TITLE_MAX = 200;
export const LESSON_DESCRIPTION_MAX = 2_000;
/** Longest text lesson as stored (sanitised HTML), in characters. */
export const LESSON_CONTENT_MAX = 200_000;
export const LESSON_DURATION_MAX = 1_440;
/** Quiz questions have 4 option slots (admin-back-office §9). */
export const QUIZ_OPTION_SLOTS = 4;
export const QUIZ_QUESTIONS_MAX = 50;
export const QUIZ_TEXT_MAX = 500;
export const QUIZ_OPTION_MAX = 300;
export const MODULES_PER_COURSE_MAX = 100;
export const LESSONS_PER_MODULE_MAX = 100;

/** Thumbnail: an image of at most 5 MB, recommended 1200x800 (admin-back-office §9). */
export const THUMBNAIL_MAX_BYTES = 5_242_880;
export const THUMBNAIL_RECOMMENDED = { width: 1200, height: 800 } as const;
/**
 * A lesson video; the spec sets no limit. 200 MB holds a 20-minute lesson at 720p, and keeps an
 * upload (held in memory on its way to storage) from exhausting the server.
 */
export const VIDEO_MAX_BYTES = 209_715_200;
/** The containers a lesson video may come in, by extension, with their media type. */
export const VIDEO_TYPES = {
  mp4: "video/mp4",
  m4v: "video/x-m4v",
  webm: "video/webm",
  mov: "video/quicktime",
  ogv: "video/ogg",
} as const;
export type VideoExtension = keyof typeof VIDEO_TYPES;
export const ATTACHMENT_MAX_BYTES = 26_214_400;
export const ATTACHMENTS_PER_LESSON_MAX = 20;

/** A completed lesson is recorded as `moduleId|lessonId` (learning-devices-commerce §3). */
export const LESSON_KEY_SEPARATOR = "|";
