import type { ComponentType } from "react";
import { lazyPage, SERVER_RENDERED, type WebModule } from "../../lib/web-module.ts";
import { GraduationCapIcon, UserCheckIcon } from "./components/icons.tsx";
import { coursesPaths } from "./paths.ts";

export { coursesPaths };

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPage(() => load().then((m) => ({ default: m[name] })));

export const coursesModule: WebModule = {
  name: "courses",
  nav: {
    labelKey: "courses:nav",
    icon: GraduationCapIcon,
    section: "learn",
    order: 45,
    member: coursesPaths.catalogue(),
    preview: coursesPaths.preview.catalogue(),
  },
  member: [
    { path: "courses", lazy: lazyPage(() => import("./pages/CataloguePage.tsx")) },
    { path: "courses/my-learning", lazy: lazyPage(() => import("./pages/MyLearningPage.tsx")) },
    { path: "courses/:courseId", lazy: lazyPage(() => import("./pages/CoursePage.tsx")) },
    {
      path: "courses/:courseId/learn/:moduleId/:lessonId",
      lazy: lazyPage(() => import("./pages/LessonPage.tsx")),
    },
  ],
  preview: [
    {
      path: "courses",
      lazy: lazyPage(() => import("./pages/CataloguePage.tsx")),
      handle: SERVER_RENDERED,
    },
    {
      path: "courses/:courseId",
      lazy: lazyPage(() => import("./pages/CoursePage.tsx")),
      handle: SERVER_RENDERED,
    },
    {
      path: "courses/:courseId/learn/:moduleId/:lessonId",
      lazy: lazyPage(() => import("./pages/LessonPage.tsx")),
    },
  ],
  signedIn: [
    {
      path: coursesPaths.paymentSuccess(),
      lazy: lazyPage(() => import("./pages/PaymentReturnPage.tsx")),
    },
    {
      path: coursesPaths.paymentCancelled(),
      lazy: named(() => import("./pages/PaymentReturnPage.tsx"), "PaymentCancelledPage"),
    },
  ],
  admin: {
    nav: [
      {
        to: coursesPaths.admin.list(),
        labelKey: "courses:admin.nav",
        icon: GraduationCapIcon,
        order: 40,
      },
    ],
    routes: [
      // Course screens (list, form, detail)
      { path: "courses", lazy: lazyPage(() => import("./admin/pages/AdminCoursesPage.tsx")) },
      { path: "courses/new", lazy: lazyPage(() => import("./admin/pages/CourseFormPage.tsx")) },
      {
        path: "courses/:courseId",
        lazy: lazyPage(() => import("./admin/pages/AdminCourseDetailPage.tsx")),
      },
      {
        path: "courses/:courseId/edit",
        lazy: lazyPage(() => import("./admin/pages/CourseFormPage.tsx")),
      },
      // Modules and lessons screens
      {
        path: "courses/:courseId/modules",
        lazy: lazyPage(() => import("./admin/pages/ModulesPage.tsx")),
      },
      {
        path: "courses/:courseId/modules/:moduleId/lessons",
        lazy: lazyPage(() => import("./admin/pages/LessonsPage.tsx")),
      },
    ],
  },
  // Keys of GET /api/v1/admin/overview: the spec's courses and active enrollments tiles.
  adminCounts: [
    {
      key: "courses",
      labelKey: "courses:admin.count",
      icon: GraduationCapIcon,
      order: 40,
      to: coursesPaths.admin.list(),
    },
    {
      key: "activeEnrollments",
      labelKey: "courses:admin.enrollmentsCount",
      icon: UserCheckIcon,
      order: 41,
    },
  ],
};
