import { existsSync, readFileSync } from "node:fs";
import type {
  AdminCourse,
  CourseDetail,
  CourseLesson,
  CourseModule,
  CoursePage,
  EnrollmentList,
} from "@vitalog/domain";
import { CourseMessage } from "@vitalog/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverStripeEvent, startFakeStripe } from "../../../test/stripe.ts";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { grantAdmin } from "../admin/admin.service.ts";
import { findStripeEventRow } from "./learning.repository.ts";

let t: TestApp;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ stripe: stripe.config });
  [admin, learner, other] = [await t.signUp(), await t.signUp(), await t.signUp()];
  await grantAdmin({ db: t.db, log: t.log }, admin.email);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const COURSE = {
  title: "Rest well",
  description: "A course about sleep.",
  shortDescription: "Sleep better",
  price: 0,
  category: "mental-health",
  level: "beginner",
  duration: 30,
  featured: false,
  tags: [" sleep ", "sleep", "", "rest"],
};

async function createCourse(overrides: Record<string, unknown> = {}): Promise<AdminCourse> {
  const response = await t.request("/api/v1/admin/courses", {
    method: "POST",
    json: { ...COURSE, ...overrides },
    as: admin,
  });
  expect(response.status).toBe(201);
  return json<AdminCourse>(response);
}

async function addModule(courseId: string, title = "Basics"): Promise<CourseModule> {
  const response = await t.request(`/api/v1/admin/courses/${courseId}/modules`, {
    method: "POST",
    json: { title },
    as: admin,
  });
  expect(response.status).toBe(201);
  return json<CourseModule>(response);
}

async function addLesson(
  courseId: string,
  moduleId: string,
  lesson: Record<string, unknown>,
): Promise<CourseLesson> {
  const response = await t.request(
    `/api/v1/admin/courses/${courseId}/modules/${moduleId}/lessons`,
    {
      method: "POST",
      json: { description: "", duration: 5, ...lesson },
      as: admin,
    },
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return json<CourseLesson>(response);
}

const textLesson = (title: string) => ({ title, type: "text", content: `<p>${title}</p>` });

async function message(response: Response): Promise<string> {
  return (await json<{ error: { message: string } }>(response)).error.message;
}

/** A published course with one module of two text lessons and a quiz. */
async function publishedCourse(overrides: Record<string, unknown> = {}) {
  const course = await createCourse(overrides);
  const module = await addModule(course.id);
  const first = await addLesson(course.id, module.id, { ...textLesson("One"), isPreview: true });
  const second = await addLesson(course.id, module.id, textLesson("Two"));
  const quiz = await addLesson(course.id, module.id, {
    title: "Check",
    type: "quiz",
    questions: [
      { text: "Adults need?", options: ["4 h", "7 h or more", "", ""], correctOptionIndex: 1 },
      { text: "Caffeine lasts?", options: ["Hours", "Minutes"], correctOptionIndex: 0 },
    ],
  });
  await t.request(`/api/v1/admin/courses/${course.id}/publish`, { method: "POST", as: admin });
  return { course, module, lessons: [first, second, quiz] };
}

describe("course authoring", () => {
  it("keeps courses to admins", async () => {
    expect(
      (await t.request("/api/v1/admin/courses", { method: "POST", json: COURSE })).status,
    ).toBe(401);
    const refused = await t.request("/api/v1/admin/courses", {
      method: "POST",
      json: COURSE,
      as: learner,
    });
    expect(refused.status).toBe(403);
  });

  it("creates a draft with the spec's rules, and says what is wrong", async () => {
    const course = await createCourse();
    expect(course).toMatchObject({
      publishedAt: null,
      tags: ["sleep", "rest"],
      price: 0,
      authorId: admin.id,
    });
    for (const [body, expected] of [
      [{ ...COURSE, title: "" }, CourseMessage.titleRequired],
      [{ ...COURSE, description: " " }, CourseMessage.descriptionRequired],
      [{ ...COURSE, price: -1 }, CourseMessage.priceNegative],
      [{ ...COURSE, price: 1.001 }, CourseMessage.priceInvalid],
      [{ ...COURSE, shortDescription: "x".repeat(151) }, CourseMessage.shortDescriptionTooLong],
    ] as const) {
      const response = await t.request("/api/v1/admin/courses", {
        method: "POST",
        json: body,
        as: admin,
      });
      expect(response.status).toBe(400);
      expect(await message(response)).toBe(expected);
    }
  });

  it("checks each lesson type's content and sanitises text", async () => {
    const course = await createCourse();
    const module = await addModule(course.id);
    const base = `/api/v1/admin/courses/${course.id}/modules/${module.id}/lessons`;
    for (const [body, expected] of [
      [{ title: "", type: "text", content: "<p>x</p>" }, CourseMessage.lessonTitleRequired],
      [{ title: "T", type: "text", content: "" }, CourseMessage.textContentRequired],
      [
        { title: "T", type: "text", content: "<script>alert(1)</script>" },
        CourseMessage.textContentRequired,
      ],
      [{ title: "V", type: "video" }, CourseMessage.videoUrlRequired],
      [{ title: "Q", type: "quiz", questions: [] }, CourseMessage.quizQuestionsRequired],
      [
        {
          title: "Q",
          type: "quiz",
          questions: [{ text: "", options: ["a", "b"], correctOptionIndex: 0 }],
        },
        CourseMessage.questionTextRequired,
      ],
      [
        {
          title: "Q",
          type: "quiz",
          questions: [{ text: "Why?", options: ["a", ""], correctOptionIndex: 0 }],
        },
        CourseMessage.optionsRequired,
      ],
    ] as const) {
      const response = await t.request(base, { method: "POST", json: body, as: admin });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await message(response)).toBe(expected);
    }
    const lesson = await addLesson(course.id, module.id, {
      title: "Safe",
      type: "text",
      content: '<p onclick="x()">Hi <a href="javascript:alert(1)">bad</a><script>x</script></p>',
    });
    expect(lesson.content).toBe('<p>Hi <a rel="noopener noreferrer" target="_blank">bad</a></p>');
    const patched = await t.request(`${base}/${lesson.id}`, {
      method: "PATCH",
      json: { content: "<img src=x onerror=alert(1)>" },
      as: admin,
    });
    expect(patched.status).toBe(400);
    expect(await message(patched)).toBe(CourseMessage.textContentRequired);
  });

  it("orders modules and lessons 0..n-1, reorders them, and touches the parents", async () => {
    const course = await createCourse();
    const module = await addModule(course.id);
    const lessons = [];
    for (const title of ["A", "B", "C"])
      lessons.push(await addLesson(course.id, module.id, textLesson(title)));
    expect(lessons.map((l) => l.order)).toEqual([0, 1, 2]);
    const base = `/api/v1/admin/courses/${course.id}/modules/${module.id}/lessons`;
    const ids = [lessons[2]?.id, lessons[0]?.id, lessons[1]?.id];
    const reordered = await t.request(`${base}/order`, { method: "PUT", json: { ids }, as: admin });
    expect(reordered.status).toBe(200);
    const list = await json<{ items: CourseLesson[] }>(await t.request(base, { as: admin }));
    expect(list.items.map((l) => [l.id, l.order])).toEqual(ids.map((id, i) => [id, i]));
    const partial = await t.request(`${base}/order`, {
      method: "PUT",
      json: { ids: ids.slice(1) },
      as: admin,
    });
    expect(partial.status).toBe(400);
    expect(await message(partial)).toBe(CourseMessage.reorderIds);
    const after = await json<AdminCourse>(
      await t.request(`/api/v1/admin/courses/${course.id}`, { as: admin }),
    );
    expect(after.updatedAt > course.updatedAt).toBe(true);
    expect(after.moduleCount).toBe(1);
    // Deleting one closes the gap; deleting the module takes its lessons.
    await t.request(`${base}/${ids[0]}`, { method: "DELETE", as: admin });
    const rest = await json<{ items: CourseLesson[] }>(await t.request(base, { as: admin }));
    expect(rest.items.map((l) => l.order)).toEqual([0, 1]);
    const gone = await t.request(`/api/v1/admin/courses/${course.id}/modules/${module.id}`, {
      method: "DELETE",
      as: admin,
    });
    expect(gone.status).toBe(204);
    expect((await t.request(`${base}/${ids[1]}`, { as: admin })).status).toBe(404);
  });

  it("lists by 10 with the filters, a next page only after a full one", async () => {
    for (let i = 0; i < 11; i++)
      await createCourse({ title: `Paging ${i}`, category: "fitness", featured: i % 2 === 0 });
    const first = await json<{ items: AdminCourse[]; nextCursor: string | null }>(
      await t.request("/api/v1/admin/courses?category=fitness", { as: admin }),
    );
    expect(first.items).toHaveLength(10);
    expect(first.items.every((c) => c.category === "fitness")).toBe(true);
    const second = await json<{ items: AdminCourse[]; nextCursor: string | null }>(
      await t.request(`/api/v1/admin/courses?category=fitness&cursor=${first.nextCursor}`, {
        as: admin,
      }),
    );
    expect(second.items.length).toBeGreaterThanOrEqual(1);
    expect(second.nextCursor).toBeNull();
    const featured = await json<{ items: AdminCourse[] }>(
      await t.request("/api/v1/admin/courses?category=fitness&featured=true", { as: admin }),
    );
    expect(featured.items.every((c) => c.featured)).toBe(true);
    expect((await t.request("/api/v1/admin/courses?cursor=forged", { as: admin })).status).toBe(
      400,
    );
  });
});

describe("malformed ids", () => {
  it("answer 404 with the course's own words on every kind of course route", async () => {
    const course = await createCourse({ title: "Ids course" });
    const module = await addModule(course.id);
    const cases: [string, string, TestUser | null, string][] = [
      ["GET", "/api/v1/admin/courses/not-a-uuid", admin, CourseMessage.notFound],
      ["PATCH", "/api/v1/admin/courses/not-a-uuid", admin, CourseMessage.notFound],
      ["DELETE", "/api/v1/admin/courses/not-a-uuid", admin, CourseMessage.notFound],
      [
        "GET",
        `/api/v1/admin/courses/${course.id}/modules/x/lessons`,
        admin,
        CourseMessage.moduleNotFound,
      ],
      [
        "DELETE",
        `/api/v1/admin/courses/${course.id}/modules/${module.id}/lessons/x`,
        admin,
        CourseMessage.lessonNotFound,
      ],
      ["GET", "/api/v1/courses/not-a-uuid", null, CourseMessage.notFound],
      ["POST", "/api/v1/courses/not-a-uuid/enroll", learner, CourseMessage.notFound],
      [
        "GET",
        `/api/v1/courses/${course.id}/modules/x/lessons/y`,
        admin,
        CourseMessage.lessonNotFound,
      ],
    ];
    for (const [method, path, as, message] of cases) {
      const response = await t.request(path, {
        method,
        ...(method === "PATCH" ? { json: { title: "x" } } : {}),
        ...(as ? { as } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json<{ error: { message: string } }>(response)).error.message).toBe(message);
    }
  });
});

describe("learning", () => {
  it("shows published courses only, and lesson content only to those who may open it", async () => {
    const { course, lessons } = await publishedCourse();
    const draft = await createCourse({ title: "Draft course" });
    const page = await json<CoursePage>(await t.request("/api/v1/courses?limit=10"));
    const ids = new Set<string>();
    let cursor: string | null = null;
    let all = page;
    do {
      for (const c of all.items) ids.add(c.id);
      cursor = all.nextCursor;
      if (cursor) all = await json<CoursePage>(await t.request(`/api/v1/courses?cursor=${cursor}`));
    } while (cursor);
    expect(ids.has(course.id)).toBe(true);
    expect(ids.has(draft.id)).toBe(false);
    expect((await t.request(`/api/v1/courses/${draft.id}`)).status).toBe(404);
    const visitorView = await json<CourseDetail>(await t.request(`/api/v1/courses/${course.id}`));
    const [preview, locked] = visitorView.modules[0]?.lessons ?? [];
    expect(preview).toMatchObject({ id: lessons[0]?.id, locked: false, content: "<p>One</p>" });
    expect(locked).toMatchObject({ id: lessons[1]?.id, locked: true, content: null });
    const lockedPath = `/api/v1/courses/${course.id}/modules/${lessons[1]?.moduleId}/lessons/${lessons[1]?.id}`;
    expect((await t.request(lockedPath)).status).toBe(401);
    expect((await t.request(lockedPath, { as: other })).status).toBe(403);
  });

  it("enrols once in a free course, counts it, and tracks progress per person", async () => {
    const { course, module, lessons } = await publishedCourse();
    const enroll = `/api/v1/courses/${course.id}/enroll`;
    const visitor = await t.request(enroll, { method: "POST" });
    expect(visitor.status).toBe(401);
    expect(await message(visitor)).toBe(CourseMessage.loginToPurchase);
    expect((await t.request(enroll, { method: "POST", as: learner })).status).toBe(201);
    const again = await t.request(enroll, { method: "POST", as: learner });
    expect(again.status).toBe(409);
    expect(await message(again)).toBe(CourseMessage.alreadyEnrolled);
    const detail = await json<CourseDetail>(
      await t.request(`/api/v1/courses/${course.id}`, { as: learner }),
    );
    expect(detail.enrollmentCount).toBe(1);
    expect(detail.modules[0]?.lessons.every((l) => !l.locked)).toBe(true);

    const complete = (lessonId: string, as?: TestUser, body?: unknown) =>
      t.request(`/api/v1/courses/${course.id}/modules/${module.id}/lessons/${lessonId}/complete`, {
        method: "POST",
        ...(body ? { json: body } : {}),
        ...(as ? { as } : {}),
      });
    const anonymous = await complete(lessons[0]?.id as string);
    expect(anonymous.status).toBe(401);
    expect(await message(anonymous)).toBe(CourseMessage.loginToTrackProgress);
    const stranger = await complete(lessons[0]?.id as string, other);
    expect(stranger.status).toBe(403);
    expect(await message(stranger)).toBe(CourseMessage.notEnrolled);
    expect((await complete(lessons[0]?.id as string, learner)).status).toBe(200);
    expect((await complete(lessons[0]?.id as string, learner)).status).toBe(200);
    const quiz = lessons[2] as CourseLesson;
    const answers = { [quiz.questions[0]?.id as string]: 1, [quiz.questions[1]?.id as string]: 1 };
    const scored = await json<{ quiz: { correct: number; total: number; percent: number } }>(
      await complete(quiz.id, learner, { answers }),
    );
    expect(scored.quiz).toEqual({ correct: 1, total: 2, percent: 50 });
    const mine = await json<EnrollmentList>(
      await t.request("/api/v1/enrollments", { as: learner }),
    );
    const entry = mine.items.find((e) => e.courseId === course.id);
    // 2 of 3 lessons: 66.7 rounds to 67.
    expect(entry?.progress.overallProgress).toBe(67);
    expect(entry?.progress.completedLessons).toEqual([
      `${module.id}|${lessons[0]?.id}`,
      `${module.id}|${quiz.id}`,
    ]);
    // Continue learning leads to the first lesson still to do, not the one last completed.
    expect(entry?.nextLesson).toEqual({ moduleId: module.id, lessonId: lessons[1]?.id });
    expect(mine.resume).toMatchObject({ courseId: course.id, progress: { overallProgress: 67 } });
    const theirs = await json<EnrollmentList>(
      await t.request("/api/v1/enrollments", { as: other }),
    );
    expect(theirs.items.some((e) => e.courseId === course.id)).toBe(false);
    expect(theirs.resume?.courseId).not.toBe(course.id);
  });

  it("refuses free enrolment in a paid course, and checkout of a free one", async () => {
    const { course: paid } = await publishedCourse({ price: 19 });
    const { course: free } = await publishedCourse();
    const refused = await t.request(`/api/v1/courses/${paid.id}/enroll`, {
      method: "POST",
      as: learner,
    });
    expect(refused.status).toBe(400);
    expect(await message(refused)).toBe(CourseMessage.notFree);
    const freeCheckout = await t.request(`/api/v1/courses/${free.id}/checkout`, {
      method: "POST",
      as: learner,
    });
    expect(freeCheckout.status).toBe(400);
    expect(
      (
        await t.request("/api/v1/courses/00000000-0000-4000-8000-000000000000/enroll", {
          method: "POST",
          as: learner,
        })
      ).status,
    ).toBe(404);
  });
});

describe("paid checkout", () => {
  const completedEvent = (id: string, session: string, userId: string, courseId: string) => ({
    id,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: session,
        object: "checkout.session",
        payment_status: "paid",
        client_reference_id: userId,
        metadata: { userId, courseId },
        amount_total: 1900,
        currency: "usd",
      },
    },
  });

  const deliver = (event: Record<string, unknown>, header?: string) =>
    deliverStripeEvent(t, event, header === undefined ? {} : { header });

  it("opens a Checkout Session at the stored price, once for repeated clicks", async () => {
    const { course } = await publishedCourse({ price: 19 });
    const first = await t.request(`/api/v1/courses/${course.id}/checkout`, {
      method: "POST",
      as: learner,
    });
    expect(first.status).toBe(200);
    const { url } = await json<{ url: string }>(first);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const sent = stripe.requests.at(-1);
    expect(sent?.path).toBe("/v1/checkout/sessions");
    expect(decodeURIComponent(sent?.body ?? "")).toContain(
      "line_items[0][price_data][unit_amount]=1900",
    );
    expect(sent?.idempotencyKey).toMatch(/^course-checkout:/);
    const again = await json<{ url: string }>(
      await t.request(`/api/v1/courses/${course.id}/checkout`, { method: "POST", as: learner }),
    );
    expect(again.url).toBe(url);
    // The success page learns nothing of another person's session, and the session grants nothing.
    const sessionId = url.split("/").at(-1) as string;
    expect(
      (await t.request(`/api/v1/payments/checkout-sessions/${sessionId}`, { as: other })).status,
    ).toBe(404);
    const status = await json<{ status: string; enrolled: boolean }>(
      await t.request(`/api/v1/payments/checkout-sessions/${sessionId}`, { as: learner }),
    );
    expect(status).toMatchObject({ status: "open", enrolled: false });
    const lessonsLocked = await json<CourseDetail>(
      await t.request(`/api/v1/courses/${course.id}`, { as: learner }),
    );
    expect(lessonsLocked.enrollment).toBeNull();
  });

  /** A Checkout Session this server opened for the buyer, by its id. */
  async function openCheckout(courseId: string, buyer: TestUser): Promise<string> {
    const response = await t.request(`/api/v1/courses/${courseId}/checkout`, {
      method: "POST",
      as: buyer,
    });
    expect(response.status).toBe(200);
    return (await json<{ url: string }>(response)).url.split("/").at(-1) as string;
  }

  const enrolment = async (courseId: string, as: TestUser) =>
    (await json<CourseDetail>(await t.request(`/api/v1/courses/${courseId}`, { as }))).enrollment;

  it("enrols through the verified webhook once, however events are repeated or reordered", async () => {
    const { course } = await publishedCourse({ price: 19 });
    const bad = await deliver(
      completedEvent("evt_bad", "cs_bad", other.id, course.id),
      "t=1,v1=forged",
    );
    expect(bad.status).toBe(400);
    expect(await enrolment(course.id, other)).toBeNull();

    const sessionId = await openCheckout(course.id, other);
    const expired = {
      id: "evt_expired",
      object: "event",
      type: "checkout.session.expired",
      data: { object: { id: sessionId, object: "checkout.session" } },
    };
    expect((await deliver(completedEvent("evt_1", sessionId, other.id, course.id))).status).toBe(
      200,
    );
    expect((await deliver(completedEvent("evt_1", sessionId, other.id, course.id))).status).toBe(
      200,
    );
    expect((await deliver(completedEvent("evt_2", sessionId, other.id, course.id))).status).toBe(
      200,
    );
    expect((await deliver(expired)).status).toBe(200);
    const detail = await json<CourseDetail>(
      await t.request(`/api/v1/courses/${course.id}`, { as: other }),
    );
    expect(detail.enrollment).toMatchObject({ isFree: false, amount: 19, status: "active" });
    expect(detail.enrollmentCount).toBe(1);
    const mine = await json<EnrollmentList>(await t.request("/api/v1/enrollments", { as: other }));
    expect(mine.items.filter((e) => e.courseId === course.id)).toHaveLength(1);
    expect(await findStripeEventRow(t.db, "evt_1")).toMatchObject({
      outcome: "applied",
      sessionId,
    });
  });

  it("acknowledges a payment for a person whose account is gone, enrolling nobody", async () => {
    const { course } = await publishedCourse({ price: 19 });
    const buyer = await t.signUp();
    const sessionId = await openCheckout(course.id, buyer);
    const deleted = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: buyer.password },
      as: buyer,
    });
    expect(deleted.status).toBe(204);
    const event = completedEvent("evt_gone", sessionId, buyer.id, course.id);
    // Every redelivery is acknowledged: Stripe stops retrying.
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await findStripeEventRow(t.db, "evt_gone")).toMatchObject({
      outcome: "person-gone",
      sessionId,
    });
    const stranger = completedEvent(
      "evt_stranger",
      "cs_test_never_opened",
      "00000000-0000-4000-8000-00000000dead",
      "00000000-0000-4000-8000-000000000000",
    );
    expect((await deliver(stranger)).status).toBe(200);
    expect(await findStripeEventRow(t.db, "evt_stranger")).toMatchObject({
      outcome: "person-gone",
    });
    const detail = await json<CourseDetail>(await t.request(`/api/v1/courses/${course.id}`));
    expect(detail.enrollmentCount).toBe(0);
  });

  it("enrols nobody for a session it did not open or one that differs from its purchase", async () => {
    const { course } = await publishedCourse({ price: 19 });
    const buyer = await t.signUp();
    // A session this server never opened, naming a real person: recorded for review.
    expect(
      (await deliver(completedEvent("evt_foreign", "cs_foreign", buyer.id, course.id))).status,
    ).toBe(200);
    expect(await enrolment(course.id, buyer)).toBeNull();
    expect(await findStripeEventRow(t.db, "evt_foreign")).toMatchObject({ outcome: "review" });

    // The buyer's own session, but paid at another amount, then in another currency.
    const sessionId = await openCheckout(course.id, buyer);
    const cheap = completedEvent("evt_cheap", sessionId, buyer.id, course.id);
    (cheap.data.object as { amount_total: number }).amount_total = 100;
    expect((await deliver(cheap)).status).toBe(200);
    const euros = completedEvent("evt_euros", sessionId, buyer.id, course.id);
    (euros.data.object as { currency: string }).currency = "eur";
    expect((await deliver(euros)).status).toBe(200);
    // Someone else named on the buyer's session.
    const swapped = completedEvent("evt_swapped", sessionId, other.id, course.id);
    expect((await deliver(swapped)).status).toBe(200);
    expect(await enrolment(course.id, buyer)).toBeNull();
    expect(await enrolment(course.id, other)).toBeNull();
    expect(await findStripeEventRow(t.db, "evt_cheap")).toMatchObject({
      outcome: "review",
      note: expect.stringContaining("amount"),
    });
    expect(await findStripeEventRow(t.db, "evt_euros")).toMatchObject({
      outcome: "review",
      note: expect.stringContaining("currency"),
    });
    expect(await findStripeEventRow(t.db, "evt_swapped")).toMatchObject({
      outcome: "review",
      note: expect.stringContaining("buyer"),
    });

    // The matching event still enrols the buyer.
    expect(
      (await deliver(completedEvent("evt_right", sessionId, buyer.id, course.id))).status,
    ).toBe(200);
    expect(await enrolment(course.id, buyer)).toMatchObject({ isFree: false, amount: 19 });
  });

  it("refuses events signed more than 5 minutes before or after now", async () => {
    const { course } = await publishedCourse({ price: 19 });
    const buyer = await t.signUp();
    const sessionId = await openCheckout(course.id, buyer);
    const now = Math.floor(Date.now() / 1000);
    const at = (id: string, timestamp: number) =>
      deliverStripeEvent(t, completedEvent(id, sessionId, buyer.id, course.id), { timestamp });
    const future = await at("evt_future", now + 6 * 60);
    expect(future.status).toBe(400);
    expect(await message(future)).toBe(CourseMessage.webhookSignature);
    expect((await at("evt_old", now - 6 * 60)).status).toBe(400);
    expect(await findStripeEventRow(t.db, "evt_future")).toBeNull();
    expect(await enrolment(course.id, buyer)).toBeNull();
    // A clock a little ahead is within the tolerance.
    expect((await at("evt_soon", now + 60)).status).toBe(200);
    expect(await enrolment(course.id, buyer)).toMatchObject({ isFree: false });
  });

  it("says payments are not available when Stripe is not configured", async () => {
    const bare = await createTestApp();
    try {
      const boss = await bare.signUp();
      await grantAdmin({ db: bare.db, log: bare.log }, boss.email);
      const buyer = await bare.signUp();
      const created = await json<AdminCourse>(
        await bare.request("/api/v1/admin/courses", {
          method: "POST",
          json: { ...COURSE, price: 19 },
          as: boss,
        }),
      );
      await bare.request(`/api/v1/admin/courses/${created.id}/publish`, {
        method: "POST",
        as: boss,
      });
      const response = await bare.request(`/api/v1/courses/${created.id}/checkout`, {
        method: "POST",
        as: buyer,
      });
      expect(response.status).toBe(503);
      expect(await message(response)).toBe(CourseMessage.paymentsUnavailable);
      const detail = await json<CourseDetail>(
        await bare.request(`/api/v1/courses/${created.id}`, { as: buyer }),
      );
      expect(detail).toMatchObject({ paymentsAvailable: false, enrollment: null });
      expect(
        (await bare.request("/api/v1/payments/stripe/webhook", { method: "POST", body: "{}" }))
          .status,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("course uploads", () => {
  const WEBM = new Uint8Array(
    readFileSync(new URL("./seed/sleep-foundations-welcome.webm", import.meta.url)),
  );
  let png: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    png = new Uint8Array(
      await sharp({
        create: { width: 300, height: 200, channels: 3, background: "#3a7" },
      })
        .png()
        .toBuffer(),
    );
  });

  const form = (bytes: Uint8Array, name: string, type: string) => {
    const body = new FormData();
    body.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    return body;
  };
  const post = (path: string, body: FormData, as: TestUser | null = admin) =>
    t.request(`/api/v1/admin/courses/${path}`, { method: "POST", body, ...(as ? { as } : {}) });
  const stored = (url: string) =>
    existsSync(`${t.storageRoot}/${url.replace("/api/v1/course-files/", "").split("?")[0]}`);

  it("moves a thumbnail uploaded before the course into its folder, and removes it with the course", async () => {
    const signedOut = await post(
      "temp-1700000000000/thumbnail",
      form(png, "a.png", "image/png"),
      null,
    );
    expect(signedOut.status).toBe(401);
    expect((await json<{ error: { message: string } }>(signedOut)).error.message).toBe(
      CourseMessage.thumbnailLoginRequired,
    );
    expect(
      (await post("temp-1700000000000/thumbnail", form(png, "a.png", "image/png"), learner)).status,
    ).toBe(403);
    const notImage = await post("temp-1700000000000/thumbnail", form(WEBM, "a.png", "image/png"));
    expect(notImage.status).toBe(415);

    const upload = await post("temp-1700000000000/thumbnail", form(png, "a.png", "image/png"));
    expect(upload.status).toBe(201);
    const { url } = await json<{ url: string }>(upload);
    expect(url).toMatch(
      /^\/api\/v1\/course-files\/courses\/temp-1700000000000\/thumbnail\.jpg\?v=\d+$/,
    );
    // A temp upload is an admin's until it is saved.
    expect((await t.request(url, { as: learner })).status).toBe(404);
    const preview = await t.request(url, { as: admin });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/jpeg");

    const course = await createCourse({ imageUrl: url });
    expect(course.imageUrl).toMatch(
      new RegExp(`^/api/v1/course-files/courses/${course.id}/thumbnail\\.jpg\\?v=\\d+$`),
    );
    expect(stored(course.imageUrl ?? "")).toBe(true);
    expect(stored(url)).toBe(false);
    // Saving the same temp URL again finds nothing there any more: a clear 400, nothing written.
    const again = await t.request("/api/v1/admin/courses", {
      method: "POST",
      json: { ...COURSE, imageUrl: url },
      as: admin,
    });
    expect(again.status).toBe(400);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe(
      CourseMessage.uploadGone,
    );

    // Removing the thumbnail removes its file.
    const removed = await t.request(`/api/v1/admin/courses/${course.id}`, {
      method: "PATCH",
      json: { imageUrl: null },
      as: admin,
    });
    expect((await json<AdminCourse>(removed)).imageUrl).toBeNull();
    expect(stored(course.imageUrl ?? "")).toBe(false);

    const direct = await post(`${course.id}/thumbnail`, form(png, "b.png", "image/png"));
    expect(direct.status).toBe(201);
    const directUrl = (await json<{ url: string }>(direct)).url;
    expect(stored(directUrl)).toBe(true);
    await t.request(`/api/v1/admin/courses/${course.id}`, { method: "DELETE", as: admin });
    expect(stored(directUrl)).toBe(false);
    expect((await post("not-a-course/thumbnail", form(png, "a.png", "image/png"))).status).toBe(
      404,
    );
  });

  it("takes videos by their content, moves a new lesson's video in, and serves it to those who may open it", async () => {
    const course = await createCourse({ title: "Video course" });
    const module = await addModule(course.id);
    const base = `${course.id}/modules/${module.id}/lessons`;

    const fake = await post(`${base}/temp-1/video`, form(png, "film.mp4", "video/mp4"));
    expect(fake.status).toBe(415);
    expect((await json<{ error: { message: string } }>(fake)).error.message).toBe(
      CourseMessage.videoOnly,
    );
    expect(
      (await post(`${base}/temp-1/video`, form(WEBM, "f.webm", "video/webm"), learner)).status,
    ).toBe(403);

    const upload = await post(`${base}/temp-1/video`, form(WEBM, "film.mp4", "video/mp4"));
    expect(upload.status).toBe(201);
    const { url } = await json<{ url: string }>(upload);
    // The container is the one the bytes announce, not the name's.
    expect(url).toContain(`/lessons/temp-1/video.webm?v=`);

    const lesson = await addLesson(course.id, module.id, {
      title: "Watch",
      type: "video",
      videoUrl: url,
    });
    expect(lesson.videoUrl).toMatch(new RegExp(`/lessons/${lesson.id}/video\\.webm\\?v=\\d+$`));
    expect(stored(lesson.videoUrl ?? "")).toBe(true);
    expect(stored(url)).toBe(false);

    const video = lesson.videoUrl ?? "";
    expect((await t.request(video, { as: learner })).status).toBe(404);
    const ranged = await t.request(video, { as: admin, headers: { Range: "bytes=0-99" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-type")).toBe("video/webm");
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);

    // A lesson that stops being a video loses its file.
    const text = await t.request(`/api/v1/admin/courses/${base}/${lesson.id}`, {
      method: "PATCH",
      json: { type: "text", content: "<p>Read instead</p>" },
      as: admin,
    });
    expect(text.status).toBe(200);
    expect(stored(video)).toBe(false);
  });

  it("attaches files under safe, unique names, and removes them", async () => {
    const course = await createCourse({ title: "Attachments course" });
    const module = await addModule(course.id);
    const lesson = await addLesson(course.id, module.id, {
      title: "Read",
      type: "text",
      content: "<p>Notes</p>",
    });
    const path = `${course.id}/modules/${module.id}/lessons/${lesson.id}/attachments`;
    const notes = new TextEncoder().encode("Sleep diary template");

    const first = await post(path, form(notes, "Sleep diary (v2).txt", "text/plain"));
    expect(first.status).toBe(201);
    const second = await post(path, form(notes, "Sleep diary (v2).txt", "text/plain"));
    const { attachments } = await json<CourseLesson>(second);
    expect(attachments.map((a) => a.name)).toEqual([
      "Sleep-diary-v2-.txt",
      "Sleep-diary-v2--2.txt",
    ]);
    expect(attachments[0]).toMatchObject({ size: notes.byteLength, contentType: "text/plain" });

    const download = await t.request(attachments[0]?.url ?? "", { as: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe("attachment");
    expect(await download.text()).toBe("Sleep diary template");
    expect(
      (
        await post(
          `${course.id}/modules/${module.id}/lessons/temp-5/attachments`,
          form(notes, "a.txt", "text/plain"),
        )
      ).status,
    ).toBe(404);

    const removed = await t.request(
      `/api/v1/admin/courses/${path}/${encodeURIComponent("Sleep-diary-v2-.txt")}`,
      { method: "DELETE", as: admin },
    );
    expect(removed.status).toBe(200);
    expect((await json<CourseLesson>(removed)).attachments.map((a) => a.name)).toEqual([
      "Sleep-diary-v2--2.txt",
    ]);
    expect(stored(attachments[0]?.url ?? "")).toBe(false);
    const missing = await t.request(`/api/v1/admin/courses/${path}/nothing.txt`, {
      method: "DELETE",
      as: admin,
    });
    expect(missing.status).toBe(404);
  });
});
