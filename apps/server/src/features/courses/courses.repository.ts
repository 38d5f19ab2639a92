import { type Executor, schema } from "@vitalog/db";
import { isUuid } from "@vitalog/domain";
import { and, asc, count, desc, eq, gt, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";

const { courses, courseModules, courseLessons } = schema;

export type CourseRow = typeof courses.$inferSelect & { moduleCount: number; lessonCount: number };
export type ModuleRow = typeof courseModules.$inferSelect & { lessonCount: number };
export type LessonRow = typeof courseLessons.$inferSelect;
export type CourseValues = Omit<
  typeof courses.$inferInsert,
  "id" | "createdAt" | "updatedAt" | "enrollmentCount" | "publishedAt" | "seedKey"
>;
export type ModuleValues = Pick<typeof courseModules.$inferInsert, "title" | "description">;
export type LessonValues = Omit<
  typeof courseLessons.$inferInsert,
  "id" | "courseId" | "moduleId" | "position" | "createdAt" | "updatedAt"
>;

// Counts by correlated subqueries, written out: drizzle leaves a lone table's columns
// unqualified, which inside a subquery would name the subquery's own table.
const moduleCount = sql<number>`(SELECT count(*)::int FROM course_modules m WHERE m.course_id = "courses"."id")`;
const lessonCount = sql<number>`(SELECT count(*)::int FROM course_lessons l WHERE l.course_id = "courses"."id")`;

function selectCourses(db: Executor) {
  return db.select({ course: courses, moduleCount, lessonCount }).from(courses);
}

const flatten = (
  rows: { course: typeof courses.$inferSelect; moduleCount: number; lessonCount: number }[],
) => rows.map((r) => ({ ...r.course, moduleCount: r.moduleCount, lessonCount: r.lessonCount }));

// A malformed id names nothing: the finders answer null before PostgreSQL refuses it as a uuid.

export async function findCourseRow(db: Executor, id: string): Promise<CourseRow | null> {
  if (!isUuid(id)) return null;
  const rows = flatten(await selectCourses(db).where(eq(courses.id, id)).limit(1));
  return rows[0] ?? null;
}

export interface AdminListFilter {
  category?: string;
  featured?: boolean;
  /** The last row of the page before (created_at, id). */
  after?: { at: Date; id: string };
  limit: number;
}

/** Every course, drafts included, newest first (the admin list). */
export async function listCourseRows(db: Executor, filter: AdminListFilter): Promise<CourseRow[]> {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(courses.category, filter.category));
  if (filter.featured !== undefined) conditions.push(eq(courses.featured, filter.featured));
  if (filter.after) {
    const { at, id } = filter.after;
    conditions.push(
      or(lt(courses.createdAt, at), and(eq(courses.createdAt, at), lt(courses.id, id))) as SQL,
    );
  }
  return flatten(
    await selectCourses(db)
      .where(and(...conditions))
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(filter.limit),
  );
}

/** The catalogue's orders: the sort key and its direction, the id breaking ties. */
export const CATALOGUE_ORDER = {
  newest: { key: courses.createdAt, descending: true },
  popular: { key: courses.enrollmentCount, descending: true },
  "price-low": { key: courses.priceCents, descending: false },
  "price-high": { key: courses.priceCents, descending: true },
} as const;
export type CatalogueSort = keyof typeof CATALOGUE_ORDER;

export interface CatalogueFilter {
  category?: string;
  level?: string;
  featured?: boolean;
  sort: CatalogueSort;
  /** The last row of the page before: its sort key and id. */
  after?: { key: Date | number; id: string };
  limit: number;
}

/** Published courses in the catalogue's order, a page at a time. */
export async function listPublishedCourseRows(
  db: Executor,
  filter: CatalogueFilter,
): Promise<CourseRow[]> {
  const { key, descending } = CATALOGUE_ORDER[filter.sort];
  const conditions: SQL[] = [isNotNull(courses.publishedAt)];
  if (filter.category) conditions.push(eq(courses.category, filter.category));
  if (filter.level) conditions.push(eq(courses.level, filter.level));
  if (filter.featured !== undefined) conditions.push(eq(courses.featured, filter.featured));
  if (filter.after) {
    const beyond = descending ? lt : gt;
    const { key: value, id } = filter.after;
    conditions.push(or(beyond(key, value), and(eq(key, value), beyond(courses.id, id))) as SQL);
  }
  const direction = descending ? desc : asc;
  return flatten(
    await selectCourses(db)
      .where(and(...conditions))
      .orderBy(direction(key), direction(courses.id))
      .limit(filter.limit),
  );
}

export async function insertCourseRow(
  db: Executor,
  values: CourseValues & { seedKey?: string; publishedAt?: Date | null },
): Promise<string> {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
  if (!row) throw new Error("course row was not written");
  return row.id;
}

export async function updateCourseRow(
  db: Executor,
  id: string,
  values: Partial<CourseValues> & { publishedAt?: Date | null },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({ ...values, updatedAt: now })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  return rows.length > 0;
}

export async function deleteCourseRow(db: Executor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return rows.length > 0;
}

/** A child changed: the course (and the module) show it in their `updatedAt`. */
export async function touchParents(db: Executor, now: Date, courseId: string, moduleId?: string) {
  await db.update(courses).set({ updatedAt: now }).where(eq(courses.id, courseId));
  if (moduleId) {
    await db.update(courseModules).set({ updatedAt: now }).where(eq(courseModules.id, moduleId));
  }
}

export async function findSeedKeys(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ seedKey: courses.seedKey })
    .from(courses)
    .where(isNotNull(courses.seedKey));
  return new Set(rows.map((r) => r.seedKey ?? ""));
}

export async function countCourses(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courses);
  return row?.n ?? 0;
}

/** `ARRAY[$1, $2, ...]::uuid[]`, one parameter per id, whichever driver sends it. */
function uuidArray(ids: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
}

// -- Modules --------------------------------------------------------------------------------

const lessonsOfModule = sql<number>`(SELECT count(*)::int FROM course_lessons l WHERE l.module_id = "course_modules"."id")`;

export async function listModuleRows(db: Executor, courseId: string): Promise<ModuleRow[]> {
  const rows = await db
    .select({ module: courseModules, lessonCount: lessonsOfModule })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(courseModules.id));
  return rows.map((r) => ({ ...r.module, lessonCount: r.lessonCount }));
}

export async function findModuleRow(
  db: Executor,
  courseId: string,
  moduleId: string,
): Promise<ModuleRow | null> {
  if (!isUuid(courseId) || !isUuid(moduleId)) return null;
  const rows = await db
    .select({ module: courseModules, lessonCount: lessonsOfModule })
    .from(courseModules)
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.id, moduleId)))
    .limit(1);
  const [row] = rows;
  return row ? { ...row.module, lessonCount: row.lessonCount } : null;
}

/** A new module goes last: its order is the number the course has. */
export async function insertModuleRow(
  db: Executor,
  courseId: string,
  values: ModuleValues,
): Promise<string> {
  const [row] = await db
    .insert(courseModules)
    .values({
      ...values,
      courseId,
      position: sql`(SELECT count(*)::int FROM ${courseModules} WHERE ${courseModules.courseId} = ${courseId})`,
    })
    .returning({ id: courseModules.id });
  if (!row) throw new Error("module row was not written");
  return row.id;
}

export async function updateModuleRow(
  db: Executor,
  moduleId: string,
  values: Partial<ModuleValues>,
  now: Date,
): Promise<void> {
  await db
    .update(courseModules)
    .set({ ...values, updatedAt: now })
    .where(eq(courseModules.id, moduleId));
}

export async function deleteModuleRow(db: Executor, moduleId: string): Promise<void> {
  await db.delete(courseModules).where(eq(courseModules.id, moduleId));
}

/** Orders 0..n-1 in the given order, each row's in one statement. */
export async function setModulePositions(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE ${courseModules} SET position = v.n - 1, updated_at = now()
    FROM unnest(${uuidArray(ids)}) WITH ORDINALITY AS v(id, n)
    WHERE ${courseModules.id} = v.id`);
}

// -- Lessons --------------------------------------------------------------------------------

export async function listLessonRows(db: Executor, moduleId: string): Promise<LessonRow[]> {
  return db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.moduleId, moduleId))
    .orderBy(asc(courseLessons.position), asc(courseLessons.id));
}

/** Every lesson of a course, by module and order (the outline). */
export async function listCourseLessonRows(db: Executor, courseId: string): Promise<LessonRow[]> {
  return db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.position), asc(courseLessons.id));
}

export async function findLessonRow(
  db: Executor,
  moduleId: string,
  lessonId: string,
): Promise<LessonRow | null> {
  if (!isUuid(moduleId) || !isUuid(lessonId)) return null;
  const rows = await db
    .select()
    .from(courseLessons)
    .where(and(eq(courseLessons.moduleId, moduleId), eq(courseLessons.id, lessonId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A new lesson goes last in its module. */
export async function insertLessonRow(
  db: Executor,
  courseId: string,
  moduleId: string,
  values: LessonValues,
  id?: string,
): Promise<string> {
  const [row] = await db
    .insert(courseLessons)
    .values({
      ...(id ? { id } : {}),
      ...values,
      courseId,
      moduleId,
      position: sql`(SELECT count(*)::int FROM ${courseLessons} WHERE ${courseLessons.moduleId} = ${moduleId})`,
    })
    .returning({ id: courseLessons.id });
  if (!row) throw new Error("lesson row was not written");
  return row.id;
}

export async function updateLessonRow(
  db: Executor,
  lessonId: string,
  values: Partial<LessonValues>,
  now: Date,
): Promise<void> {
  await db
    .update(courseLessons)
    .set({ ...values, updatedAt: now })
    .where(eq(courseLessons.id, lessonId));
}

export async function deleteLessonRow(db: Executor, lessonId: string): Promise<void> {
  await db.delete(courseLessons).where(eq(courseLessons.id, lessonId));
}

export async function setLessonPositions(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE ${courseLessons} SET position = v.n - 1, updated_at = now()
    FROM unnest(${uuidArray(ids)}) WITH ORDINALITY AS v(id, n)
    WHERE ${courseLessons.id} = v.id`);
}
