import {
  AiCreditMessage,
  adjacentLessons,
  type CheckoutSession,
  type CourseCard,
  type CourseDetail,
  type CourseListQuery,
  CourseMessage,
  type CoursePage,
  centsToUsd,
  type Enrollment,
  type EnrollmentList,
  type EnrollmentWithCourse,
  type LessonView,
  lessonKey,
  type OutlineModule,
  overallProgress,
  resumeLesson,
  scoreQuiz,
  withCompletedLesson,
} from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { keysetCursor } from "../../kit/keyset.ts";
import type { PaymentEvent, Payments } from "../../platform/payments.ts";
import { addPurchasedCredits } from "../ai-credits/ai-credits.service.ts";
import { toCourseLesson } from "./authoring.service.ts";
import {
  type CatalogueSort,
  type CourseRow,
  findCourseRow,
  findLessonRow,
  findModuleRow,
  type LessonRow,
  listCourseLessonRows,
  listModuleRows,
  listPublishedCourseRows,
} from "./courses.repository.ts";
import {
  claimStripeEvent,
  countActiveEnrollments,
  type EnrollmentRow,
  findEnrollmentRow,
  findOpenPurchase,
  findPurchaseRow,
  insertEnrollmentRow,
  insertPurchaseRow,
  listEnrollmentRows,
  markPurchaseExpired,
  markPurchasePaid,
  recordStripeEventOutcome,
  releaseEnrollmentCounts,
  type StripeEventOutcome,
  updateEnrollmentProgress,
  upsertLessonProgress,
  userExists,
} from "./learning.repository.ts";

export function toCourseCard(row: CourseRow): CourseCard {
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    imageUrl: row.imageUrl,
    price: centsToUsd(row.priceCents),
    isFree: row.priceCents === 0,
    category: row.category as CourseCard["category"],
    level: row.level as CourseCard["level"],
    duration: row.durationMinutes,
    featured: row.featured,
    tags: row.tags,
    enrollmentCount: row.enrollmentCount,
    moduleCount: row.moduleCount,
    lessonCount: row.lessonCount,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

function toEnrollment(row: EnrollmentRow): Enrollment {
  return {
    id: row.id,
    courseId: row.courseId,
    status: "active",
    isFree: row.isFree,
    amount: centsToUsd(row.amountCents),
    purchasedAt: row.purchasedAt.toISOString(),
    progress: {
      completedLessons: row.completedLessons,
      lastAccessedLessonId: row.lastAccessedLessonId,
      lastAccessedModuleId: row.lastAccessedModuleId,
      lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
      overallProgress: row.overallProgress,
    },
  };
}

// -- The catalogue's cursor: the last row's sort key and id ---------------------------------

const byCreation = keysetCursor(["instant"]);
/** Enrolments for the popular order, cents for the price orders. */
const byCount = keysetCursor(["count"]);

function encodeCatalogueCursor(sort: CatalogueSort, row: CourseRow): string {
  if (sort === "newest") return byCreation.encode({ values: [row.createdAt], id: row.id });
  const count = sort === "popular" ? row.enrollmentCount : row.priceCents;
  return byCount.encode({ values: [count], id: row.id });
}

/** The position a cursor holds, or a 400 when it is not one this API could have issued. */
function decodeCatalogueCursor(sort: CatalogueSort, cursor: string) {
  const position = sort === "newest" ? byCreation.decode(cursor) : byCount.decode(cursor);
  if (!position) throw AppError.invalid("cursor", CourseMessage.cursorInvalid);
  return { key: position.values[0], id: position.id };
}

/** `GET /courses`: published courses, 10 a page; a next page only when this one is full. */
export async function listCatalogue(
  ctx: RequestContext,
  query: CourseListQuery,
): Promise<CoursePage> {
  const after = query.cursor ? decodeCatalogueCursor(query.sort, query.cursor) : undefined;
  const rows = await listPublishedCourseRows(ctx.db, {
    ...(query.category ? { category: query.category } : {}),
    ...(query.level ? { level: query.level } : {}),
    ...(query.featured ? { featured: query.featured === "true" } : {}),
    sort: query.sort,
    ...(after ? { after } : {}),
    limit: query.limit,
  });
  const last = rows.at(-1);
  return {
    items: rows.map(toCourseCard),
    nextCursor:
      rows.length === query.limit && last ? encodeCatalogueCursor(query.sort, last) : null,
  };
}

// -- A course and its lessons ---------------------------------------------------------------

/** A published course, or a draft for an admin; anyone else gets "Course not found". */
async function visibleCourse(ctx: RequestContext, id: string): Promise<CourseRow> {
  const row = await findCourseRow(ctx.db, id);
  if (!row || (!row.publishedAt && !isAdmin(ctx))) {
    throw new AppError("NOT_FOUND", CourseMessage.notFound);
  }
  return row;
}

/** Whether the viewer is an admin, who sees drafts and every lesson's content. */
const isAdmin = (ctx: RequestContext) => ctx.viewer?.isAdmin ?? false;

async function viewerEnrollment(ctx: RequestContext, courseId: string) {
  return ctx.viewer ? findEnrollmentRow(ctx.db, ctx.viewer.id, courseId) : null;
}

const isUnlocked = (lesson: LessonRow, enrolled: boolean, ctx: RequestContext) =>
  enrolled || isAdmin(ctx) || lesson.isPreview;

async function outlineOf(
  ctx: RequestContext,
  courseId: string,
  unlocked: (lesson: LessonRow) => boolean,
): Promise<OutlineModule[]> {
  const [modules, lessons] = await Promise.all([
    listModuleRows(ctx.db, courseId),
    listCourseLessonRows(ctx.db, courseId),
  ]);
  return modules.map((m) => ({
    id: m.id,
    title: m.title,
    description: m.description,
    order: m.position,
    lessons: lessons
      .filter((l) => l.moduleId === m.id)
      .map((l) => {
        const open = unlocked(l);
        return {
          id: l.id,
          moduleId: l.moduleId,
          title: l.title,
          description: l.description,
          type: l.type as OutlineModule["lessons"][number]["type"],
          duration: l.durationMinutes,
          order: l.position,
          isPreview: l.isPreview,
          locked: !open,
          content: open ? l.content : null,
          videoUrl: open ? l.videoUrl : null,
          questions: open ? l.questions : null,
          attachments: open ? l.attachments : null,
        };
      }),
  }));
}

/** The course with its outline; lesson content only where the viewer may open it. */
export async function getCourseDetail(
  ctx: RequestContext,
  id: string,
  paymentsAvailable: boolean,
): Promise<CourseDetail> {
  const row = await visibleCourse(ctx, id);
  const enrollment = await viewerEnrollment(ctx, id);
  const modules = await outlineOf(ctx, id, (l) => isUnlocked(l, enrollment !== null, ctx));
  return {
    ...toCourseCard(row),
    description: row.description,
    modules,
    enrollment: enrollment ? toEnrollment(enrollment) : null,
    paymentsAvailable,
  };
}

/** One lesson to learn from, with its neighbours; opening it is the learner's last place. */
export async function getLessonView(
  ctx: RequestContext,
  courseId: string,
  moduleId: string,
  lessonId: string,
): Promise<LessonView> {
  await visibleCourse(ctx, courseId);
  const lesson = await findLessonRow(ctx.db, moduleId, lessonId);
  if (!lesson || lesson.courseId !== courseId) {
    throw new AppError("NOT_FOUND", CourseMessage.lessonNotFound);
  }
  const enrollment = await viewerEnrollment(ctx, courseId);
  if (!isUnlocked(lesson, enrollment !== null, ctx)) {
    throw new AppError(ctx.viewer ? "FORBIDDEN" : "UNAUTHENTICATED", CourseMessage.lessonLocked);
  }
  if (enrollment) {
    const now = ctx.now();
    await updateEnrollmentProgress(
      ctx.db,
      enrollment.id,
      {
        lastAccessedLessonId: lessonId,
        lastAccessedModuleId: moduleId,
        lastAccessedAt: now,
      },
      now,
    );
  }
  const outline = await outlineOf(ctx, courseId, () => false);
  return { ...toCourseLesson(lesson), ...adjacentLessons(outline, { moduleId, lessonId }) };
}

// -- Enrolment and progress -----------------------------------------------------------------

/** Free enrolment (learning-devices-commerce §5), counted on the course in one transaction. */
export async function enroll(ctx: ViewerContext, courseId: string): Promise<Enrollment> {
  const userId = ctx.viewer.id;
  return withTransaction(ctx, async (tx) => {
    const course = await findCourseRow(tx.db, courseId);
    if (!course?.publishedAt) throw new AppError("NOT_FOUND", CourseMessage.notFound);
    if (course.priceCents > 0) throw new AppError("VALIDATION_FAILED", CourseMessage.notFree);
    const row = await insertEnrollmentRow(tx.db, {
      userId,
      courseId,
      isFree: true,
      amountCents: 0,
      currency: "usd",
      stripeSessionId: null,
    });
    if (!row) throw new AppError("CONFLICT", CourseMessage.alreadyEnrolled);
    return toEnrollment(row);
  });
}

/**
 * Marks a lesson complete: added once as `moduleId|lessonId`, the overall progress recounted
 * on the course's current lessons, a progress record kept per lesson (with the quiz's score).
 * Repeating it changes nothing, so an offline replay is safe.
 */
export async function completeLesson(
  ctx: ViewerContext,
  courseId: string,
  moduleId: string,
  lessonId: string,
  answers: Record<string, number> | undefined,
): Promise<{ enrollment: Enrollment; quiz?: { correct: number; total: number; percent: number } }> {
  const userId = ctx.viewer.id;
  const now = ctx.now();
  return withTransaction(ctx, async (tx) => {
    const course = await findCourseRow(tx.db, courseId);
    if (!course || (!course.publishedAt && !isAdmin(ctx))) {
      throw new AppError("NOT_FOUND", CourseMessage.notFound);
    }
    const enrollment = await findEnrollmentRow(tx.db, userId, courseId);
    if (!enrollment) throw new AppError("FORBIDDEN", CourseMessage.notEnrolled);
    if (!(await findModuleRow(tx.db, courseId, moduleId))) {
      throw new AppError("NOT_FOUND", CourseMessage.moduleNotFound);
    }
    const lesson = await findLessonRow(tx.db, moduleId, lessonId);
    if (!lesson) throw new AppError("NOT_FOUND", CourseMessage.lessonNotFound);
    const quiz =
      lesson.type === "quiz" && answers ? scoreQuiz(lesson.questions, answers) : undefined;
    await upsertLessonProgress(tx.db, {
      userId,
      courseId,
      moduleId,
      lessonId,
      quizScore: quiz?.percent ?? null,
      now,
    });
    const completedLessons = withCompletedLesson(
      enrollment.completedLessons,
      lessonKey(moduleId, lessonId),
    );
    const outline = await outlineOf(tx, courseId, () => false);
    const updated = await updateEnrollmentProgress(
      tx.db,
      enrollment.id,
      {
        completedLessons,
        overallProgress: overallProgress(completedLessons, outline),
        lastAccessedLessonId: lessonId,
        lastAccessedModuleId: moduleId,
        lastAccessedAt: now,
      },
      now,
    );
    return { enrollment: toEnrollment(updated), ...(quiz ? { quiz } : {}) };
  });
}

/** The person's courses, newest purchase first, each with its progress. */
export async function listEnrollments(ctx: ViewerContext): Promise<EnrollmentList> {
  const userId = ctx.viewer.id;
  const rows = await listEnrollmentRows(ctx.db, userId);
  const items: EnrollmentWithCourse[] = [];
  for (const row of rows) {
    const course = await findCourseRow(ctx.db, row.courseId);
    if (!course) continue;
    const enrollment = toEnrollment(row);
    const outline = await outlineOf(ctx, row.courseId, () => false);
    items.push({
      ...enrollment,
      course: toCourseCard(course),
      nextLesson: resumeLesson(outline, enrollment.progress),
    });
  }
  const hasLessonLeft = (e: EnrollmentWithCourse) =>
    e.nextLesson !== null &&
    !e.progress.completedLessons.includes(lessonKey(e.nextLesson.moduleId, e.nextLesson.lessonId));
  const resume =
    items
      .filter((e) => e.progress.lastAccessedAt !== null && hasLessonLeft(e))
      .sort((a, b) =>
        (b.progress.lastAccessedAt ?? "").localeCompare(a.progress.lastAccessedAt ?? ""),
      )[0] ?? null;
  return { items, resume };
}

// -- Paid checkout --------------------------------------------------------------------------

/** A session still open for at least this long is reused rather than opening another. */
const REUSE_MARGIN_MS = 5 * 60_000;
/** Retries of the same click within this window reach Stripe with the same idempotency key. */
const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;

/**
 * Opens a Stripe Checkout Session for a paid course at the price stored for it (never one the
 * browser sends); the enrolment itself comes only from the verified webhook.
 */
export async function startCheckout(
  ctx: ViewerContext,
  payments: Payments,
  publicUrl: string,
  email: string,
  courseId: string,
): Promise<CheckoutSession> {
  const userId = ctx.viewer.id;
  const now = ctx.now();
  const course = await findCourseRow(ctx.db, courseId);
  if (!course?.publishedAt) throw new AppError("NOT_FOUND", CourseMessage.notFound);
  if (course.priceCents === 0) throw new AppError("VALIDATION_FAILED", CourseMessage.isFree);
  if (await findEnrollmentRow(ctx.db, userId, courseId)) {
    throw new AppError("CONFLICT", CourseMessage.alreadyEnrolled);
  }
  if (!payments.checkout) {
    throw new AppError("SERVICE_UNAVAILABLE", CourseMessage.paymentsUnavailable);
  }
  const open = await findOpenPurchase(ctx.db, {
    userId,
    courseId,
    amountCents: course.priceCents,
    openUntil: new Date(now.getTime() + REUSE_MARGIN_MS),
  });
  if (open?.url) return { url: open.url };
  let session: Awaited<ReturnType<NonNullable<Payments["checkout"]>>>;
  try {
    session = await payments.checkout({
      userId,
      email,
      title: course.title,
      metadata: { courseId },
      amountCents: course.priceCents,
      currency: "usd",
      successUrl: `${publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${publicUrl}/payment-cancelled?courseId=${courseId}`,
      idempotencyKey: `course-checkout:${userId}:${courseId}:${course.priceCents}:${Math.floor(now.getTime() / IDEMPOTENCY_WINDOW_MS)}`,
    });
  } catch (error) {
    ctx.log.error({ err: error, courseId }, "Stripe Checkout Session could not be created");
    throw new AppError("SERVICE_UNAVAILABLE", CourseMessage.paymentFailed);
  }
  await insertPurchaseRow(ctx.db, {
    id: session.id,
    userId,
    courseId,
    amountCents: course.priceCents,
    currency: "usd",
    url: session.url,
    expiresAt: session.expiresAt,
  });
  return { url: session.url };
}

/**
 * Opens a Stripe Checkout Session for a pack of AI credits at the price given by the domain's
 * packs, through the same purchases and webhook as the courses: the verified
 * `checkout.session.completed` adds the credits once (`applyPaymentEvent`).
 */
export async function startCreditPackCheckout(
  ctx: ViewerContext,
  payments: Payments,
  pack: {
    credits: number;
    priceCents: number;
    currency: string;
    title: string;
    successUrl: string;
    cancelUrl: string;
    email: string;
  },
): Promise<CheckoutSession> {
  const userId = ctx.viewer.id;
  const now = ctx.now();
  if (!payments.checkout)
    throw new AppError("SERVICE_UNAVAILABLE", AiCreditMessage.paymentsUnavailable);
  let session: Awaited<ReturnType<NonNullable<Payments["checkout"]>>>;
  try {
    session = await payments.checkout({
      userId,
      email: pack.email,
      title: pack.title,
      metadata: { credits: String(pack.credits) },
      amountCents: pack.priceCents,
      currency: pack.currency,
      successUrl: pack.successUrl,
      cancelUrl: pack.cancelUrl,
      idempotencyKey: `credits-checkout:${userId}:${pack.credits}:${pack.priceCents}:${Math.floor(now.getTime() / IDEMPOTENCY_WINDOW_MS)}`,
    });
  } catch (error) {
    ctx.log.error(
      { err: error, credits: pack.credits },
      "Stripe Checkout Session could not be created",
    );
    throw new AppError("SERVICE_UNAVAILABLE", AiCreditMessage.paymentFailed);
  }
  await insertPurchaseRow(ctx.db, {
    id: session.id,
    userId,
    courseId: null,
    credits: pack.credits,
    amountCents: pack.priceCents,
    currency: pack.currency,
    url: session.url,
    expiresAt: session.expiresAt,
  });
  return { url: session.url };
}

/** What the success page may know of a session: only the caller's own. */
export async function getPurchaseStatus(ctx: ViewerContext, sessionId: string) {
  const userId = ctx.viewer.id;
  const purchase = await findPurchaseRow(ctx.db, sessionId);
  if (!purchase || purchase.userId !== userId) {
    throw new AppError("NOT_FOUND", "Payment not found");
  }
  const enrolled = purchase.courseId
    ? (await findEnrollmentRow(ctx.db, userId, purchase.courseId)) !== null
    : false;
  return {
    status: purchase.status as "open" | "paid" | "expired",
    courseId: purchase.courseId,
    enrolled,
  };
}

type CheckoutSessionObject = {
  id: string;
  payment_status?: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  amount_total?: number | null;
  currency?: string | null;
};

type EventVerdict = {
  outcome: StripeEventOutcome;
  note: string | null;
};

/**
 * Applies a verified Stripe event once: a redelivery finds its id recorded and changes
 * nothing. A paid session enrols the person it was opened for (once, however many events say
 * so) only when it is a purchase this server opened and its buyer, amount and currency are the
 * purchase's; anything else enrols nobody and is recorded for review. A payment for a person
 * whose account is gone is acknowledged and recorded (Stripe would otherwise redeliver it for
 * days). An expired session closes its purchase unless it was paid first.
 */
export async function applyPaymentEvent(ctx: RequestContext, event: PaymentEvent) {
  const now = ctx.now();
  await withTransaction(ctx, async (tx) => {
    if (!(await claimStripeEvent(tx.db, event))) return;
    const session = event.data.object as unknown as CheckoutSessionObject;
    const sessionId = typeof session?.id === "string" ? session.id : null;
    let verdict: EventVerdict = { outcome: "ignored", note: null };
    const paid =
      (event.type === "checkout.session.completed" && session.payment_status === "paid") ||
      event.type === "checkout.session.async_payment_succeeded";
    if (paid && sessionId) {
      verdict = await applyPaidSession(tx, session, sessionId, now);
    } else if (event.type === "checkout.session.expired" && sessionId) {
      await markPurchaseExpired(tx.db, sessionId, now);
      verdict = { outcome: "applied", note: null };
    }
    await recordStripeEventOutcome(tx.db, event.id, { ...verdict, sessionId });
    if (verdict.outcome === "review" || verdict.outcome === "person-gone") {
      ctx.log.warn(
        { event: event.id, session: sessionId, outcome: verdict.outcome, note: verdict.note },
        "Stripe event enrolled nobody",
      );
    }
  });
}

async function applyPaidSession(
  tx: RequestContext,
  session: CheckoutSessionObject,
  sessionId: string,
  now: Date,
): Promise<EventVerdict> {
  const named = session.metadata?.userId ?? session.client_reference_id ?? null;
  const purchase = await findPurchaseRow(tx.db, sessionId);
  if (!purchase) {
    // A person's purchases go with their account, so a session of a deleted person is unknown
    // here too: say which it is.
    if (named && !(await userExists(tx.db, named))) {
      return { outcome: "person-gone", note: `no account ${named}` };
    }
    return { outcome: "review", note: "a Checkout Session this server did not open" };
  }
  const differences = [
    named !== null && named !== purchase.userId ? "buyer" : null,
    session.metadata?.courseId && session.metadata.courseId !== purchase.courseId ? "course" : null,
    session.metadata?.credits && Number(session.metadata.credits) !== purchase.credits
      ? "credits"
      : null,
    session.amount_total !== purchase.amountCents ? "amount" : null,
    (session.currency ?? "").toLowerCase() !== purchase.currency.toLowerCase() ? "currency" : null,
  ].filter((d): d is string => d !== null);
  if (differences.length > 0) {
    return {
      outcome: "review",
      note: `differs from the purchase in ${differences.join(", ")}: ${session.amount_total ?? "?"} ${session.currency ?? "?"} for ${purchase.amountCents} ${purchase.currency}`,
    };
  }
  await markPurchasePaid(tx.db, sessionId, now);
  if (purchase.credits !== null) {
    const added = await addPurchasedCredits(tx, {
      userId: purchase.userId,
      credits: purchase.credits,
      reference: sessionId,
    });
    if (added) tx.log.info({ credits: purchase.credits, session: sessionId }, "AI credits bought");
    return { outcome: "applied", note: null };
  }
  if (!purchase.courseId || !(await findCourseRow(tx.db, purchase.courseId))) {
    return { outcome: "review", note: "paid for a course that no longer exists" };
  }
  const enrolled = await insertEnrollmentRow(tx.db, {
    userId: purchase.userId,
    courseId: purchase.courseId,
    isFree: false,
    amountCents: purchase.amountCents,
    currency: purchase.currency,
    stripeSessionId: sessionId,
  });
  if (enrolled) {
    tx.log.info({ courseId: purchase.courseId, session: sessionId }, "paid enrolment");
  }
  return { outcome: "applied", note: null };
}

export async function learningAdminCounts(
  ctx: Pick<RequestContext, "db">,
): Promise<Record<string, number>> {
  return { activeEnrollments: await countActiveEnrollments(ctx.db) };
}

/** Before an account's rows go, the courses it was enrolled in count one learner fewer. */
export async function releaseEnrollments(
  ctx: Pick<RequestContext, "db">,
  user: { id: string; email: string },
): Promise<void> {
  await releaseEnrollmentCounts(ctx.db, user.id);
}

/** Whether the viewer may have a lesson's files (its video, its attachments). */
export async function canOpenLesson(
  ctx: RequestContext,
  courseId: string,
  moduleId: string,
  lessonId: string,
): Promise<boolean> {
  const course = await findCourseRow(ctx.db, courseId);
  if (!course || (!course.publishedAt && !isAdmin(ctx))) return false;
  const lesson = await findLessonRow(ctx.db, moduleId, lessonId);
  if (!lesson || lesson.courseId !== courseId) return false;
  return isUnlocked(lesson, (await viewerEnrollment(ctx, courseId)) !== null, ctx);
}

/** Whether the viewer may see a course's thumbnail: published, or an admin's draft. */
export async function canSeeCourse(ctx: RequestContext, courseId: string): Promise<boolean> {
  const course = await findCourseRow(ctx.db, courseId);
  return course !== null && (course.publishedAt !== null || isAdmin(ctx));
}
