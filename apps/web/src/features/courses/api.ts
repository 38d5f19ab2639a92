import { queryOptions } from "@tanstack/react-query";
import {
  type CourseCategory,
  type CourseLevel,
  type CourseSort,
  FEATURED_COURSES,
} from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";

/** The catalogue's choices, as the page keeps them in its URL ("" for All). */
export interface CatalogueFilters {
  category: CourseCategory | "";
  level: CourseLevel | "";
  sort: CourseSort;
}

/** The catalogue's query: only the choices made, "newest" being the server's default. */
export function catalogueQuery(filters: CatalogueFilters, cursor?: string | null) {
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.level ? { level: filters.level } : {}),
    ...(filters.sort !== "newest" ? { sort: filters.sort } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

const all = () => ["courses"] as const;

/** The learner's side of courses: the catalogue, a course, a lesson, the person's enrolments. */
export const coursesQueries = {
  /** Everything courses show; every write refreshes it (counts, outline locks, progress). */
  all,
  catalogue: (filters: CatalogueFilters, cursor: string | null) =>
    queryOptions({
      queryKey: [...all(), "catalogue", filters, cursor] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/courses", { query: catalogueQuery(filters, cursor), signal }),
    }),
  /** The catalogue's featured row. */
  featured: () =>
    queryOptions({
      queryKey: [...all(), "featured"] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/courses", {
          query: { featured: "true", limit: FEATURED_COURSES },
          signal,
        }),
    }),
  detail: (courseId: string) =>
    queryOptions({
      queryKey: [...all(), "course", courseId] as const,
      queryFn: ({ signal }) => api.get("/api/v1/courses/{id}", { path: { id: courseId }, signal }),
    }),
  lesson: (courseId: string, moduleId: string, lessonId: string) =>
    queryOptions({
      queryKey: [...all(), "lesson", courseId, moduleId, lessonId] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/courses/{id}/modules/{moduleId}/lessons/{lessonId}", {
          path: { id: courseId, moduleId, lessonId },
          signal,
        }),
      retry: false,
    }),
  enrollments: () =>
    queryOptions({
      queryKey: [...all(), "enrollments"] as const,
      queryFn: ({ signal }) => api.get("/api/v1/enrollments", { signal }),
    }),
  /** Where one of the person's own checkouts stands (the payment-success page). */
  purchase: (sessionId: string) =>
    queryOptions({
      queryKey: [...all(), "payment", sessionId] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/payments/checkout-sessions/{sessionId}", {
          path: { sessionId },
          signal,
        }),
    }),
  /** The signed-in person's saved copy of a course on this device (offline.ts). */
  offline: (userId: string | null, courseId: string) =>
    [...all(), "offline", userId, courseId] as const,
  /** Every saved copy's key. */
  offlineAll: () => [...all(), "offline"] as const,
};

/** Courses: the preview reads the public catalogue, courses and free previews read-only. */
export const coursesData = defineModuleData({
  name: "courses",
  preview: { kind: "public", promptFeatureKey: "courses:course.promptFeature" },
  member: coursesQueries,
});

export function enrollInCourse(courseId: string) {
  return api.post("/api/v1/courses/{id}/enroll", { path: { id: courseId } });
}

export function startCheckout(courseId: string) {
  return api.post("/api/v1/courses/{id}/checkout", { path: { id: courseId } });
}

export interface QuizScore {
  correct: number;
  total: number;
  percent: number;
}
