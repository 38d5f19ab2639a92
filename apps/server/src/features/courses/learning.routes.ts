import { z } from "@hono/zod-openapi";
import {
  CheckoutSession,
  CourseDetail,
  CourseListQuery,
  CourseMessage,
  CoursePage,
  Enrollment,
  EnrollmentList,
  LessonView,
} from "@vitalog/domain";
import type { Context } from "hono";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { createRouter, defineRoute, errorResponses, jsonContent } from "../../http/router.ts";
import { serviceContext } from "../../http/service-context.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { isAdminUser } from "../admin/admin.service.ts";
import {
  applyPaymentEvent,
  completeLesson,
  enroll,
  getCourseDetail,
  getLessonView,
  getPurchaseStatus,
  type LearningContext,
  listCatalogue,
  listEnrollments,
  startCheckout,
} from "./learning.service.ts";

const pathId = (name: string) =>
  z.string().openapi({ param: { name, in: "path" }, format: "uuid" });
const CourseParams = z.object({ id: pathId("id") });
const LessonParams = CourseParams.extend({
  moduleId: pathId("moduleId"),
  lessonId: pathId("lessonId"),
});

/** Quiz answers sent with a completion: question id → the chosen option (0..3). */
const CompleteInput = z
  .object({
    answers: z.record(z.string().max(64), z.number().int().min(0).max(3)).optional(),
  })
  .strict();

const QuizScore = z.object({ correct: z.number(), total: z.number(), percent: z.number() });
const CompleteResult = z.object({ enrollment: Enrollment, quiz: QuizScore.optional() });
const PurchaseStatus = z.object({
  status: z.enum(["open", "paid", "expired"]),
  courseId: z.string().nullable(),
  enrolled: z.boolean(),
});

/** The learner's side: the catalogue, a course, enrolment, progress and paid checkout. */
export function learningRoutes({ db, guards, clock, payments, config }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Courses"] };

  /** The viewer of an `optional` route: a visitor, a person, or an admin. */
  const learning = async (c: Context<AppEnv>): Promise<LearningContext> => {
    const user = c.get("user");
    const ctx = serviceContext(c, db);
    return {
      ...ctx,
      viewer: { userId: user?.id ?? null, isAdmin: user ? await isAdminUser(ctx, user.id) : false },
      now: clock.now(),
    };
  };

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/courses",
      summary:
        "Published courses, 10 a page (category, level, featured filters; newest, popular or price order)",
      request: { query: CourseListQuery },
      responses: { 200: jsonContent(CoursePage, "A page of courses"), ...errorResponses(400) },
    }),
    async (c) => c.json(await listCatalogue(serviceContext(c, db), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/courses/{id}",
      summary:
        "A course with its outline; lesson content only for enrolled learners, admins and free previews",
      request: { params: CourseParams },
      responses: { 200: jsonContent(CourseDetail, "The course"), ...errorResponses(404) },
    }),
    async (c) =>
      c.json(
        await getCourseDetail(
          await learning(c),
          c.req.valid("param").id,
          payments.checkout !== null,
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/courses/{id}/modules/{moduleId}/lessons/{lessonId}",
      summary: "A lesson to learn from, with the lessons before and after it",
      request: { params: LessonParams },
      responses: {
        200: jsonContent(LessonView, "The lesson"),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const { id, moduleId, lessonId } = c.req.valid("param");
      return c.json(await getLessonView(await learning(c), id, moduleId, lessonId), 200);
    },
  );

  router.openapi(
    defineRoute(
      guards,
      "user",
      {
        ...common,
        method: "post",
        path: "/courses/{id}/enroll",
        summary: "Enrol in a free course",
        request: { params: CourseParams },
        responses: {
          201: jsonContent(Enrollment, "The enrolment"),
          ...errorResponses(400, 401, 404, 409),
        },
      },
      { signInMessage: CourseMessage.loginToPurchase },
    ),
    async (c) => c.json(await enroll(await learning(c), c.req.valid("param").id), 201),
  );

  router.openapi(
    defineRoute(
      guards,
      "user",
      {
        ...common,
        method: "post",
        path: "/courses/{id}/checkout",
        summary:
          "Buy a paid course: opens a Stripe Checkout Session at the stored price and answers its URL",
        request: { params: CourseParams },
        responses: {
          200: jsonContent(CheckoutSession, "Where the browser goes to pay"),
          ...errorResponses(400, 401, 404, 409),
          503: { description: CourseMessage.paymentsUnavailable },
        },
      },
      { signInMessage: CourseMessage.loginToPurchase },
    ),
    async (c) =>
      c.json(
        await startCheckout(
          await learning(c),
          payments,
          config.publicUrl,
          c.get("user")?.email ?? "",
          c.req.valid("param").id,
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(
      guards,
      "user",
      {
        ...common,
        method: "post",
        path: "/courses/{id}/modules/{moduleId}/lessons/{lessonId}/complete",
        summary: "Mark a lesson complete (once), with a quiz's answers to score",
        request: {
          params: LessonParams,
          body: { required: false, content: { "application/json": { schema: CompleteInput } } },
        },
        responses: {
          200: jsonContent(CompleteResult, "The enrolment with its progress"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      { signInMessage: CourseMessage.loginToTrackProgress },
    ),
    async (c) => {
      const { id, moduleId, lessonId } = c.req.valid("param");
      const input = c.req.header("content-type")?.includes("json") ? c.req.valid("json") : {};
      return c.json(
        await completeLesson(await learning(c), id, moduleId, lessonId, input?.answers),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/enrollments",
      summary: "The person's courses, newest purchase first, with their progress",
      responses: { 200: jsonContent(EnrollmentList, "The enrolments"), ...errorResponses(401) },
    }),
    async (c) => c.json(await listEnrollments(await learning(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/payments/checkout-sessions/{sessionId}",
      summary: "Where one of the person's own checkouts stands (the payment-success page)",
      request: {
        params: z.object({
          sessionId: z
            .string()
            .max(255)
            .openapi({ param: { name: "sessionId", in: "path" } }),
        }),
      },
      responses: { 200: jsonContent(PurchaseStatus, "The checkout"), ...errorResponses(401, 404) },
    }),
    async (c) =>
      c.json(await getPurchaseStatus(await learning(c), c.req.valid("param").sessionId), 200),
  );

  router.openapi(
    defineRoute(guards, "public", {
      tags: ["Payments"],
      method: "post",
      path: "/payments/stripe/webhook",
      summary:
        "Stripe's events (signed): a paid Checkout Session enrols its buyer; each event applies once",
      responses: {
        200: jsonContent(z.object({ received: z.boolean() }), "Acknowledged"),
        ...errorResponses(400, 404),
      },
    }),
    async (c) => {
      // Without its secret this server takes no payments: there is no webhook to call.
      if (!payments.verify) throw new AppError("NOT_FOUND", CourseMessage.paymentsUnavailable);
      const signature = c.req.header("stripe-signature") ?? "";
      const raw = await c.req.text();
      let event: Awaited<ReturnType<NonNullable<typeof payments.verify>>>;
      try {
        event = await payments.verify(raw, signature, clock.now());
      } catch {
        throw new AppError("VALIDATION_FAILED", CourseMessage.webhookSignature);
      }
      await applyPaymentEvent(serviceContext(c, db), event, clock.now());
      return c.json({ received: true }, 200);
    },
  );

  return router;
}
