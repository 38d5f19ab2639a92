import { type Executor, schema } from "@vitalog/db";
import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";

const { courses, enrollments, lessonProgress, coursePurchases, stripeEvents } = schema;

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type PurchaseRow = typeof coursePurchases.$inferSelect;

export async function findEnrollmentRow(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<EnrollmentRow | null> {
  const rows = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A person's enrolments, newest purchase first. */
export function listEnrollmentRows(db: Executor, userId: string): Promise<EnrollmentRow[]> {
  return db
    .select()
    .from(enrollments)
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.purchasedAt), desc(enrollments.id));
}

/**
 * Enrols a person once: null when they already were. The course's enrolment count goes up in
 * the same statement's transaction only when a row was written.
 */
export async function insertEnrollmentRow(
  db: Executor,
  values: Pick<
    typeof enrollments.$inferInsert,
    "userId" | "courseId" | "isFree" | "amountCents" | "currency" | "stripeSessionId"
  >,
): Promise<EnrollmentRow | null> {
  const [row] = await db
    .insert(enrollments)
    .values({ ...values, status: "active" })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await db
    .update(courses)
    .set({ enrollmentCount: sql`${courses.enrollmentCount} + 1` })
    .where(eq(courses.id, values.courseId));
  return row;
}

export async function updateEnrollmentProgress(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      EnrollmentRow,
      | "completedLessons"
      | "overallProgress"
      | "lastAccessedLessonId"
      | "lastAccessedModuleId"
      | "lastAccessedAt"
    >
  >,
  now: Date,
): Promise<EnrollmentRow> {
  const [row] = await db
    .update(enrollments)
    .set({ ...values, updatedAt: now })
    .where(eq(enrollments.id, id))
    .returning();
  if (!row) throw new Error("enrollment row was not updated");
  return row;
}

/** One person's record of one lesson: completed once, the best quiz score kept. */
export async function upsertLessonProgress(
  db: Executor,
  values: {
    userId: string;
    courseId: string;
    moduleId: string;
    lessonId: string;
    quizScore: number | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insert(lessonProgress)
    .values({
      userId: values.userId,
      courseId: values.courseId,
      moduleId: values.moduleId,
      lessonId: values.lessonId,
      completed: true,
      completedAt: values.now,
      quizScore: values.quizScore,
    })
    .onConflictDoUpdate({
      target: [
        lessonProgress.userId,
        lessonProgress.courseId,
        lessonProgress.moduleId,
        lessonProgress.lessonId,
      ],
      set: {
        completed: true,
        completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
        quizScore: sql`greatest(${lessonProgress.quizScore}, excluded.quiz_score)`,
        updatedAt: values.now,
      },
    });
}

export function listLessonProgressRows(db: Executor, userId: string) {
  return db
    .select()
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId))
    .orderBy(asc(lessonProgress.completedAt), asc(lessonProgress.lessonId));
}

/** The enrolled count of every course a person is enrolled in goes down by one. */
export async function releaseEnrollmentCounts(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${courses} SET enrollment_count = greatest(enrollment_count - 1, 0)
    WHERE ${courses.id} IN (SELECT course_id FROM ${enrollments} WHERE user_id = ${userId})`);
}

export async function countActiveEnrollments(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrollments)
    .where(eq(enrollments.status, "active"));
  return row?.n ?? 0;
}

// -- Purchases and Stripe events ----------------------------------------------------------

/** A still-open session of this person for this course at this price, reused on a new click. */
export async function findOpenPurchase(
  db: Executor,
  values: { userId: string; courseId: string; amountCents: number; openUntil: Date },
): Promise<PurchaseRow | null> {
  const rows = await db
    .select()
    .from(coursePurchases)
    .where(
      and(
        eq(coursePurchases.userId, values.userId),
        eq(coursePurchases.courseId, values.courseId),
        eq(coursePurchases.amountCents, values.amountCents),
        eq(coursePurchases.status, "open"),
        gt(coursePurchases.expiresAt, values.openUntil),
      ),
    )
    .orderBy(desc(coursePurchases.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertPurchaseRow(
  db: Executor,
  values: Pick<
    typeof coursePurchases.$inferInsert,
    "id" | "userId" | "courseId" | "amountCents" | "currency" | "url" | "expiresAt"
  > &
    Partial<Pick<typeof coursePurchases.$inferInsert, "credits">>,
): Promise<void> {
  await db.insert(coursePurchases).values(values).onConflictDoNothing();
}

export async function findPurchaseRow(db: Executor, id: string): Promise<PurchaseRow | null> {
  const rows = await db.select().from(coursePurchases).where(eq(coursePurchases.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function markPurchasePaid(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(coursePurchases)
    .set({ status: "paid", paidAt: now, updatedAt: now })
    .where(eq(coursePurchases.id, id));
}

/** An expired session stays paid when its payment came first (events arrive in any order). */
export async function markPurchaseExpired(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(coursePurchases)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(coursePurchases.id, id), eq(coursePurchases.status, "open")));
}

export function listPurchaseRows(db: Executor, userId: string) {
  return db
    .select()
    .from(coursePurchases)
    .where(eq(coursePurchases.userId, userId))
    .orderBy(asc(coursePurchases.createdAt));
}

/** Records a Stripe event as applied; false when it was applied before (a redelivery). */
export async function claimStripeEvent(
  db: Executor,
  event: { id: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export type StripeEventOutcome = "applied" | "ignored" | "person-gone" | "review";

/** What a claimed event did, for the record (and for review when it enrolled nobody). */
export async function recordStripeEventOutcome(
  db: Executor,
  id: string,
  values: { outcome: StripeEventOutcome; sessionId: string | null; note: string | null },
): Promise<void> {
  await db.update(stripeEvents).set(values).where(eq(stripeEvents.id, id));
}

export async function findStripeEventRow(db: Executor, id: string) {
  const rows = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(eq(schema.user.id, userId))
    .limit(1);
  return rows.length > 0;
}
