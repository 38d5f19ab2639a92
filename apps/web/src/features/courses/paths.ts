import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const coursesPaths = {
  catalogue: () => dashboardPath("courses"),
  myLearning: () => dashboardPath("courses", "my-learning"),
  course: (courseId: string) => dashboardPath("courses", courseId),
  lesson: (courseId: string, moduleId: string, lessonId: string) =>
    dashboardPath("courses", courseId, "learn", moduleId, lessonId),
  preview: {
    catalogue: () => previewPath("courses"),
    course: (courseId: string) => previewPath("courses", courseId),
    lesson: (courseId: string, moduleId: string, lessonId: string) =>
      previewPath("courses", courseId, "learn", moduleId, lessonId),
  },
  /** The admin portal's course screens. */
  admin: {
    list: () => "/admin/courses",
    create: () => "/admin/courses/new",
    detail: (courseId: string) => `/admin/courses/${encodeURIComponent(courseId)}`,
    edit: (courseId: string) => `/admin/courses/${encodeURIComponent(courseId)}/edit`,
    modules: (courseId: string) => `/admin/courses/${encodeURIComponent(courseId)}/modules`,
    lessons: (courseId: string, moduleId: string) =>
      `/admin/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleId)}/lessons`,
  },
  /** Where Stripe Checkout sends the browser back. */
  paymentSuccess: () => "/payment-success",
  paymentCancelled: () => "/payment-cancelled",
};
