import { systemContext } from "../../context.ts";
import { createRouter } from "../../http/router.ts";
import type { ServerModule } from "../../modules/module.ts";
import { authoringRoutes } from "./authoring.routes.ts";
import { authoringAdminCounts, seedCourses } from "./authoring.service.ts";
import {
  COURSE_FILES_MIDDLEWARE_PATH,
  courseFileRoutes,
  courseFilesCacheControl,
  isCourseUpload,
} from "./course-files.routes.ts";
import {
  enrollmentsExporter,
  lessonProgressExporter,
  purchasesExporter,
} from "./learning.exporter.ts";
import { learningRoutes } from "./learning.routes.ts";
import { learningAdminCounts, releaseEnrollments } from "./learning.service.ts";

/**
 * Courses: an admin authors courses, modules and lessons and publishes them; a person finds
 * one, enrols (free, or paid through Stripe Checkout) and learns lesson by lesson.
 */
export const coursesModule: ServerModule = {
  name: "courses",
  routes: (deps) => {
    const router = createRouter();
    router.route("/", authoringRoutes(deps));
    router.route("/", learningRoutes(deps));
    router.route("/", courseFileRoutes(deps));
    return router;
  },
  exporters: [enrollmentsExporter, lessonProgressExporter, purchasesExporter],
  adminCounts: async (ctx) => ({
    ...(await authoringAdminCounts(ctx)),
    ...(await learningAdminCounts(ctx)),
  }),
  middleware: [{ path: COURSE_FILES_MIDDLEWARE_PATH, handler: courseFilesCacheControl }],
  // Thumbnails, videos and attachments bring their own, larger limits (course-files.routes.ts).
  hasOwnBodyLimit: isCourseUpload,
  // A deleted account leaves the courses it was enrolled in: their enrolment counts go down.
  onUserDeleted: releaseEnrollments,
  // Seeding runs at start, outside any request: its clock is the system's unless one is given.
  seed: (ctx, deps) => seedCourses({ ...systemContext(ctx.db, ctx.log), ...ctx }, deps),
};
