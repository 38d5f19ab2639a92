import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CheckoutSession,
  CourseDetail,
  CoursePage,
  Enrollment,
  EnrollmentList,
  LessonView,
} from "@vitalog/domain";
import { apiFetch } from "../../lib/api.ts";

const BASE = "/api/v1/courses";
export const COURSES_KEY = ["courses"] as const;

/** The catalogue's choices, as the page keeps them in its URL. */
export interface CatalogueFilters {
  category: string;
  level: string;
  sort: string;
}

export function cataloguePath(filters: CatalogueFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.level) params.set("level", filters.level);
  if (filters.sort && filters.sort !== "newest") params.set("sort", filters.sort);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `${BASE}?${query}` : BASE;
}

export function useCataloguePage(filters: CatalogueFilters, cursor: string | null) {
  return useQuery({
    queryKey: [...COURSES_KEY, "catalogue", filters, cursor],
    queryFn: ({ signal }) => apiFetch<CoursePage>(cataloguePath(filters, cursor), { signal }),
  });
}

/** The catalogue's featured row: 4 featured courses. */
export function useFeaturedCourses() {
  return useQuery({
    queryKey: [...COURSES_KEY, "featured"],
    queryFn: ({ signal }) => apiFetch<CoursePage>(`${BASE}?featured=true&limit=4`, { signal }),
  });
}

export function useCourse(courseId: string) {
  return useQuery({
    queryKey: [...COURSES_KEY, "course", courseId],
    queryFn: ({ signal }) => apiFetch<CourseDetail>(`${BASE}/${courseId}`, { signal }),
  });
}

const lessonPath = (courseId: string, moduleId: string, lessonId: string) =>
  `${BASE}/${courseId}/modules/${moduleId}/lessons/${lessonId}`;

export function useLesson(courseId: string, moduleId: string, lessonId: string) {
  return useQuery({
    queryKey: [...COURSES_KEY, "lesson", courseId, moduleId, lessonId],
    queryFn: ({ signal }) =>
      apiFetch<LessonView>(lessonPath(courseId, moduleId, lessonId), { signal }),
    retry: false,
  });
}

export function useEnrollments(enabled = true) {
  return useQuery({
    queryKey: [...COURSES_KEY, "enrollments"],
    queryFn: ({ signal }) => apiFetch<EnrollmentList>("/api/v1/enrollments", { signal }),
    enabled,
  });
}

/** Every write refreshes everything courses show (counts, outline locks, progress). */
function useCoursesMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}

export function useEnroll(courseId: string) {
  return useCoursesMutation(() =>
    apiFetch<Enrollment>(`${BASE}/${courseId}/enroll`, { method: "POST" }),
  );
}

export function useCheckout(courseId: string) {
  return useMutation({
    mutationFn: () => apiFetch<CheckoutSession>(`${BASE}/${courseId}/checkout`, { method: "POST" }),
  });
}

export interface QuizScore {
  correct: number;
  total: number;
  percent: number;
}
