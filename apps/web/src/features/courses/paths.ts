import { dashboardPath, previewPath } from "../../lib/web-module.ts";

const admin = (...segments: string[]) =>
  ["/admin/courses", ...segments.map((s) => encodeURIComponent(s))].join("/");

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
  /** Where Stripe Checkout sends the browser back. */
  paymentSuccess: () => "/payment-success",
  paymentCancelled: () => "/payment-cancelled",
  admin: {
    list: () => admin(),
    create: () => admin("new"),
    view: (courseId: string) => admin(courseId),
    edit: (courseId: string) => admin(courseId, "edit"),
    modules: (courseId: string) => admin(courseId, "modules"),
    lessons: (courseId: string, moduleId: string) =>
      admin(courseId, "modules", moduleId, "lessons"),
  },
};
