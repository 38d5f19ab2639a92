import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type AdminCourse,
  type AdminCourseList,
  type AdminCourseListQuery,
  COURSE_FILES_URL,
  COURSE_PAGE_SIZE,
  type CourseInput,
  type CourseLesson,
  CourseMessage,
  type CourseModule,
  type CoursePatch,
  centsToUsd,
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR_MESSAGE,
  LESSONS_PER_MODULE_MAX,
  LessonInput,
  type LessonPatch,
  MODULES_PER_COURSE_MAX,
  type ModuleInput,
  type ModulePatch,
  type QuizQuestionInput,
  usdToCents,
  VIDEO_TYPES,
  type VideoExtension,
} from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { sanitizeRichText } from "../../kit/rich-text.ts";
import type { Storage } from "../../platform/storage.ts";
import {
  courseFolder,
  dropReplacedThumbnail,
  dropReplacedVideos,
  lessonFolder,
  settleThumbnail,
  settleVideo,
} from "./course-files.service.ts";
import {
  type CourseRow,
  countCourses,
  deleteCourseRow,
  deleteLessonRow,
  deleteModuleRow,
  findCourseRow,
  findLessonRow,
  findModuleRow,
  findSeedKeys,
  insertCourseRow,
  insertLessonRow,
  insertModuleRow,
  type LessonRow,
  type LessonValues,
  listCourseRows,
  listLessonRows,
  listModuleRows,
  type ModuleRow,
  setLessonPositions,
  setModulePositions,
  touchParents,
  updateCourseRow,
  updateLessonRow,
  updateModuleRow,
} from "./courses.repository.ts";
import { SEED_COURSES } from "./courses.seed.ts";

export function toAdminCourse(row: CourseRow): AdminCourse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    shortDescription: row.shortDescription,
    price: centsToUsd(row.priceCents),
    category: row.category as AdminCourse["category"],
    level: row.level as AdminCourse["level"],
    duration: row.durationMinutes,
    featured: row.featured,
    tags: row.tags,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    enrollmentCount: row.enrollmentCount,
    moduleCount: row.moduleCount,
    lessonCount: row.lessonCount,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCourseModule(row: ModuleRow): CourseModule {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    description: row.description,
    order: row.position,
    lessonCount: row.lessonCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCourseLesson(row: LessonRow): CourseLesson {
  return {
    id: row.id,
    courseId: row.courseId,
    moduleId: row.moduleId,
    title: row.title,
    description: row.description,
    type: row.type as CourseLesson["type"],
    content: row.content,
    duration: row.durationMinutes,
    videoUrl: row.videoUrl,
    questions: row.questions,
    attachments: row.attachments,
    isPreview: row.isPreview,
    order: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function courseOr404(ctx: RequestContext, id: string): Promise<CourseRow> {
  const row = await findCourseRow(ctx.db, id);
  if (!row) throw new AppError("NOT_FOUND", CourseMessage.notFound);
  return row;
}

async function moduleOr404(
  ctx: RequestContext,
  courseId: string,
  moduleId: string,
): Promise<ModuleRow> {
  await courseOr404(ctx, courseId);
  const row = await findModuleRow(ctx.db, courseId, moduleId);
  if (!row) throw new AppError("NOT_FOUND", CourseMessage.moduleNotFound);
  return row;
}

async function lessonOr404(
  ctx: RequestContext,
  courseId: string,
  moduleId: string,
  lessonId: string,
): Promise<LessonRow> {
  await moduleOr404(ctx, courseId, moduleId);
  const row = await findLessonRow(ctx.db, moduleId, lessonId);
  if (!row) throw new AppError("NOT_FOUND", CourseMessage.lessonNotFound);
  return row;
}

// -- Courses --------------------------------------------------------------------------------

/** The admin list: newest first, 10 a page; a next page only when this one is full. */
export async function listAdminCourses(
  ctx: RequestContext,
  query: AdminCourseListQuery,
): Promise<AdminCourseList> {
  const after = query.cursor ? decodeCursor(query.cursor, ctx.now().getTime()) : undefined;
  if (after === null) throw AppError.invalid("cursor", INVALID_CURSOR_MESSAGE);
  const rows = await listCourseRows(ctx.db, {
    ...(query.category ? { category: query.category } : {}),
    ...(query.featured ? { featured: query.featured === "true" } : {}),
    ...(after ? { after } : {}),
    limit: COURSE_PAGE_SIZE,
  });
  const last = rows.at(-1);
  return {
    items: rows.map(toAdminCourse),
    nextCursor:
      rows.length === COURSE_PAGE_SIZE && last
        ? encodeCursor({ at: last.createdAt, id: last.id })
        : null,
  };
}

export async function getAdminCourse(ctx: RequestContext, id: string): Promise<AdminCourse> {
  return toAdminCourse(await courseOr404(ctx, id));
}

function courseValues(input: CourseInput | CoursePatch) {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.shortDescription !== undefined ? { shortDescription: input.shortDescription } : {}),
    ...(input.price !== undefined ? { priceCents: usdToCents(input.price) } : {}),
    ...(input.duration !== undefined ? { durationMinutes: input.duration } : {}),
    ...(input.category !== undefined ? { category: input.category ?? null } : {}),
    ...(input.level !== undefined ? { level: input.level } : {}),
    ...(input.featured !== undefined ? { featured: input.featured } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl || null } : {}),
  };
}

/**
 * A new course, a draft, by the admin who wrote it (admin-back-office §6: creator role admin);
 * a thumbnail uploaded before it existed (`temp-…`) moves into its folder.
 */
export async function createCourse(
  ctx: ViewerContext,
  storage: Storage,
  input: CourseInput,
): Promise<AdminCourse> {
  const values = courseValues(input);
  if (values.imageUrl)
    await settleThumbnail(storage, "", values.imageUrl, { move: false, now: ctx.now() });
  const id = await insertCourseRow(ctx.db, {
    title: input.title,
    description: input.description,
    ...values,
    authorId: ctx.viewer.id,
  });
  if (values.imageUrl) {
    const imageUrl = await settleThumbnail(storage, id, values.imageUrl, {
      move: true,
      now: ctx.now(),
    });
    if (imageUrl !== values.imageUrl) await updateCourseRow(ctx.db, id, { imageUrl }, ctx.now());
  }
  return getAdminCourse(ctx, id);
}

/** A change to a course; a thumbnail it no longer names is removed from storage. */
export async function updateCourse(
  ctx: RequestContext,
  storage: Storage,
  id: string,
  patch: CoursePatch,
): Promise<AdminCourse> {
  const before = await courseOr404(ctx, id);
  const values = courseValues(patch);
  if (values.imageUrl !== undefined) {
    values.imageUrl = await settleThumbnail(storage, id, values.imageUrl, {
      move: true,
      now: ctx.now(),
    });
  }
  await updateCourseRow(ctx.db, id, values, ctx.now());
  if (values.imageUrl !== undefined) {
    await dropReplacedThumbnail(storage, id, before.imageUrl, values.imageUrl);
  }
  return getAdminCourse(ctx, id);
}

/** Removes the course with its modules, lessons and enrolments, and its files. */
export async function deleteCourse(
  ctx: RequestContext,
  storage: Storage,
  id: string,
): Promise<void> {
  if (!(await deleteCourseRow(ctx.db, id))) throw new AppError("NOT_FOUND", CourseMessage.notFound);
  await storage.deleteFolder(courseFolder(id));
}

/** Publishing sets `publishedAt` (admin-back-office §4); unpublishing clears it. */
export async function setPublished(
  ctx: RequestContext,
  id: string,
  published: boolean,
): Promise<AdminCourse> {
  const row = await courseOr404(ctx, id);
  if (published !== (row.publishedAt !== null)) {
    const now = ctx.now();
    await updateCourseRow(ctx.db, id, { publishedAt: published ? now : null }, now);
  }
  return getAdminCourse(ctx, id);
}

// -- Modules --------------------------------------------------------------------------------

export async function listModules(
  ctx: RequestContext,
  courseId: string,
): Promise<{ items: CourseModule[] }> {
  await courseOr404(ctx, courseId);
  return { items: (await listModuleRows(ctx.db, courseId)).map(toCourseModule) };
}

export async function createModule(
  ctx: RequestContext,
  courseId: string,
  input: ModuleInput,
): Promise<CourseModule> {
  return withTransaction(ctx, async (tx) => {
    const course = await courseOr404(tx, courseId);
    if (course.moduleCount >= MODULES_PER_COURSE_MAX) {
      throw AppError.invalid("title", CourseMessage.tooManyModules);
    }
    const id = await insertModuleRow(tx.db, courseId, {
      title: input.title,
      description: input.description ?? "",
    });
    await touchParents(tx.db, tx.now(), courseId);
    return toCourseModule((await findModuleRow(tx.db, courseId, id)) as ModuleRow);
  });
}

export async function updateModule(
  ctx: RequestContext,
  courseId: string,
  moduleId: string,
  patch: ModulePatch,
): Promise<CourseModule> {
  return withTransaction(ctx, async (tx) => {
    await moduleOr404(tx, courseId, moduleId);
    await updateModuleRow(
      tx.db,
      moduleId,
      {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.description !== undefined ? { description: patch.description ?? "" } : {}),
      },
      tx.now(),
    );
    await touchParents(tx.db, tx.now(), courseId);
    return toCourseModule((await findModuleRow(tx.db, courseId, moduleId)) as ModuleRow);
  });
}

/** Deletes a module with its lessons (and their files); the others close the gap. */
export async function deleteModule(
  ctx: RequestContext,
  storage: Storage,
  courseId: string,
  moduleId: string,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await moduleOr404(tx, courseId, moduleId);
    await deleteModuleRow(tx.db, moduleId);
    await setModulePositions(
      tx.db,
      (await listModuleRows(tx.db, courseId)).map((m) => m.id),
    );
    await touchParents(tx.db, tx.now(), courseId);
  });
  await storage.deleteFolder(`${courseFolder(courseId)}modules/${moduleId}/`);
}

/** The ids must be exactly the current ones, each once; orders become 0..n-1. */
function checkReorder(current: readonly string[], ids: readonly string[]): void {
  const known = new Set(current);
  if (ids.length !== current.length || !ids.every((id) => known.has(id))) {
    throw AppError.invalid("ids", CourseMessage.reorderIds);
  }
}

export async function reorderModules(
  ctx: RequestContext,
  courseId: string,
  ids: readonly string[],
): Promise<{ items: CourseModule[] }> {
  return withTransaction(ctx, async (tx) => {
    await courseOr404(tx, courseId);
    checkReorder(
      (await listModuleRows(tx.db, courseId)).map((m) => m.id),
      ids,
    );
    await setModulePositions(tx.db, ids);
    await touchParents(tx.db, tx.now(), courseId);
    return { items: (await listModuleRows(tx.db, courseId)).map(toCourseModule) };
  });
}

// -- Lessons --------------------------------------------------------------------------------

function questionsOf(questions: readonly QuizQuestionInput[] | undefined) {
  return (questions ?? []).map((q) => ({
    id: q.id ?? randomUUID(),
    text: q.text,
    options: q.options,
    correctOptionIndex: q.correctOptionIndex,
  }));
}

/**
 * The lesson as stored: its rich text sanitised, and the content rules checked on what is left
 * (a text lesson whose markup held nothing but script is empty).
 */
function lessonValues(merged: LessonInput): LessonValues {
  const content = merged.type === "text" ? sanitizeRichText(merged.content ?? "") : "";
  const checked = LessonInput.safeParse({ ...merged, content });
  const [issue] = checked.success ? [] : checked.error.issues;
  if (issue) throw AppError.invalid(String(issue.path[0] ?? "content"), issue.message);
  return {
    title: merged.title,
    description: merged.description ?? "",
    type: merged.type,
    content,
    durationMinutes: merged.duration ?? 0,
    videoUrl: merged.type === "video" ? merged.videoUrl || null : null,
    questions: merged.type === "quiz" ? questionsOf(merged.questions) : [],
    isPreview: merged.isPreview ?? false,
  };
}

export async function listLessons(
  ctx: RequestContext,
  courseId: string,
  moduleId: string,
): Promise<{ items: CourseLesson[] }> {
  await moduleOr404(ctx, courseId, moduleId);
  return { items: (await listLessonRows(ctx.db, moduleId)).map(toCourseLesson) };
}

export async function getLesson(
  ctx: RequestContext,
  courseId: string,
  moduleId: string,
  lessonId: string,
): Promise<CourseLesson> {
  return toCourseLesson(await lessonOr404(ctx, courseId, moduleId, lessonId));
}

/** A new lesson at the end of its module; a video uploaded before it existed moves in. */
export async function createLesson(
  ctx: RequestContext,
  storage: Storage,
  courseId: string,
  moduleId: string,
  input: LessonInput,
): Promise<CourseLesson> {
  const where = { courseId, moduleId, lessonId: "" };
  const lesson = await withTransaction(ctx, async (tx) => {
    const module = await moduleOr404(tx, courseId, moduleId);
    if (module.lessonCount >= LESSONS_PER_MODULE_MAX) {
      throw AppError.invalid("title", CourseMessage.tooManyLessons);
    }
    const values = lessonValues(input);
    if (values.videoUrl)
      await settleVideo(storage, where, values.videoUrl, { move: false, now: ctx.now() });
    const id = await insertLessonRow(tx.db, courseId, moduleId, values);
    await touchParents(tx.db, tx.now(), courseId, moduleId);
    return (await findLessonRow(tx.db, moduleId, id)) as LessonRow;
  });
  if (lesson.videoUrl) {
    const videoUrl = await settleVideo(
      storage,
      { ...where, lessonId: lesson.id },
      lesson.videoUrl,
      { move: true, now: ctx.now() },
    );
    if (videoUrl !== lesson.videoUrl) {
      await updateLessonRow(ctx.db, lesson.id, { videoUrl }, ctx.now());
      return toCourseLesson((await findLessonRow(ctx.db, moduleId, lesson.id)) as LessonRow);
    }
  }
  return toCourseLesson(lesson);
}

/**
 * A change to a lesson; the merged lesson must still satisfy its type's rule. A video it no
 * longer names (replaced, removed, or the lesson no longer a video) is removed from storage.
 */
export async function updateLesson(
  ctx: RequestContext,
  storage: Storage,
  courseId: string,
  moduleId: string,
  lessonId: string,
  patch: LessonPatch,
): Promise<CourseLesson> {
  const where = { courseId, moduleId, lessonId };
  const lesson = await withTransaction(ctx, async (tx) => {
    const row = await lessonOr404(tx, courseId, moduleId, lessonId);
    const current = toCourseLesson(row);
    const merged: LessonInput = {
      title: patch.title ?? current.title,
      description: patch.description ?? current.description,
      type: patch.type ?? current.type,
      content: patch.content !== undefined ? patch.content : current.content,
      duration: patch.duration ?? current.duration,
      videoUrl: patch.videoUrl !== undefined ? patch.videoUrl : current.videoUrl,
      questions: patch.questions ?? current.questions,
      isPreview: patch.isPreview ?? current.isPreview,
    };
    const values = lessonValues(merged);
    values.videoUrl = await settleVideo(storage, where, values.videoUrl ?? null, {
      move: true,
      now: ctx.now(),
    });
    await updateLessonRow(tx.db, lessonId, values, tx.now());
    await touchParents(tx.db, tx.now(), courseId, moduleId);
    return toCourseLesson((await findLessonRow(tx.db, moduleId, lessonId)) as LessonRow);
  });
  await dropReplacedVideos(storage, where, lesson.videoUrl);
  return lesson;
}

export async function deleteLesson(
  ctx: RequestContext,
  storage: Storage,
  courseId: string,
  moduleId: string,
  lessonId: string,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await lessonOr404(tx, courseId, moduleId, lessonId);
    await deleteLessonRow(tx.db, lessonId);
    await setLessonPositions(
      tx.db,
      (await listLessonRows(tx.db, moduleId)).map((l) => l.id),
    );
    await touchParents(tx.db, tx.now(), courseId, moduleId);
  });
  await storage.deleteFolder(lessonFolder(courseId, moduleId, lessonId));
}

export async function reorderLessons(
  ctx: RequestContext,
  courseId: string,
  moduleId: string,
  ids: readonly string[],
): Promise<{ items: CourseLesson[] }> {
  return withTransaction(ctx, async (tx) => {
    await moduleOr404(tx, courseId, moduleId);
    checkReorder(
      (await listLessonRows(tx.db, moduleId)).map((l) => l.id),
      ids,
    );
    await setLessonPositions(tx.db, ids);
    await touchParents(tx.db, tx.now(), courseId, moduleId);
    return { items: (await listLessonRows(tx.db, moduleId)).map(toCourseLesson) };
  });
}

export async function authoringAdminCounts(
  ctx: Pick<RequestContext, "db">,
): Promise<Record<string, number>> {
  return { courses: await countCourses(ctx.db) };
}

// -- Demo courses ---------------------------------------------------------------------------

const here = dirname(fileURLToPath(import.meta.url));

/** The seed folder: beside this file in the sources, or under src/ from the server bundle. */
function seedFolder(): string {
  const beside = join(here, "seed");
  return existsSync(beside) ? beside : resolve(here, "../src/features/courses/seed");
}

/**
 * Writes the demo courses that are not there yet (by their seed key), published, with their
 * videos stored at the spec's path; a course an admin has edited or deleted is left alone.
 */
export async function seedCourses(ctx: RequestContext, { storage }: { storage: Storage }) {
  const present = await findSeedKeys(ctx.db);
  for (const seed of SEED_COURSES) {
    if (present.has(seed.seedKey)) continue;
    await withTransaction(ctx, async (tx) => {
      const { published, ...course } = seed.course;
      const courseId = await insertCourseRow(tx.db, {
        title: course.title,
        description: course.description,
        ...courseValues(course),
        seedKey: seed.seedKey,
        publishedAt: published ? tx.now() : null,
      });
      for (const module of seed.modules) {
        const moduleId = await insertModuleRow(tx.db, courseId, {
          title: module.title,
          description: module.description,
        });
        for (const { videoFile, ...lesson } of module.lessons) {
          const lessonId = randomUUID();
          let videoUrl = lesson.videoUrl ?? null;
          if (videoFile) {
            const extension = videoFile.slice(videoFile.lastIndexOf(".") + 1) as VideoExtension;
            const key = `${courseFolder(courseId)}modules/${moduleId}/lessons/${lessonId}/video.${extension}`;
            const bytes = new Uint8Array(readFileSync(join(seedFolder(), videoFile)));
            await storage.put(key, bytes, VIDEO_TYPES[extension]);
            videoUrl = `${COURSE_FILES_URL}${key}`;
          }
          await insertLessonRow(
            tx.db,
            courseId,
            moduleId,
            lessonValues({ ...lesson, videoUrl }),
            lessonId,
          );
        }
      }
    });
    ctx.log.info({ course: seed.seedKey }, "demo course seeded");
  }
}
