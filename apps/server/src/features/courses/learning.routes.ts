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
import { AppError } from "../../errors.ts";
import { requestContext, viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  IdParams,
  jsonBody,
  jsonContent,
  pathId,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  applyPaymentEvent,
  completeLesson,
  enroll,
  getCourseDetail,
  getLessonView,
  getPurchaseStatus,
  listCatalogue,
  listEnrollments,
  startCheckout,
} from "./learning.service.ts";

const LessonParams = IdParams.extend({
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
export function learningRoutes({ guards, payments, config }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Courses"] };

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
    async (c) => c.json(await listCatalogue(requestContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/courses/{id}",
      summary:
        "A course with its outline; lesson content only for enrolled learners, admins and free previews",
      request: { params: IdParams },
      responses: { 200: jsonContent(CourseDetail, "The course"), ...errorResponses(404) },
    }),
    async (c) =>
      c.json(
        await getCourseDetail(
          requestContext(c),
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
      return c.json(await getLessonView(requestContext(c), id, moduleId, lessonId), 200);
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
        request: { params: IdParams },
        responses: {
          201: jsonContent(Enrollment, "The enrolment"),
          ...errorResponses(400, 401, 404, 409),
        },
      },
      { signInMessage: CourseMessage.loginToPurchase },
    ),
    async (c) => c.json(await enroll(viewerContext(c), c.req.valid("param").id), 201),
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
        request: { params: IdParams },
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
          viewerContext(c),
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
          body: { ...jsonBody(CompleteInput), required: false },
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
        await completeLesson(viewerContext(c), id, moduleId, lessonId, input?.answers),
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
    async (c) => c.json(await listEnrollments(viewerContext(c)), 200),
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
      c.json(await getPurchaseStatus(viewerContext(c), c.req.valid("param").sessionId), 200),
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
      const ctx = requestContext(c);
      let event: Awaited<ReturnType<NonNullable<typeof payments.verify>>>;
      try {
        event = await payments.verify(raw, signature, ctx.now());
      } catch {
        throw new AppError("VALIDATION_FAILED", CourseMessage.webhookSignature);
      }
      await applyPaymentEvent(ctx, event);
      return c.json({ received: true }, 200);
    },
  );

  return router;
}
