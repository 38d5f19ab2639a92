import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminCourse,
  AdminCourseList,
  CourseInput,
  CourseLesson,
  CourseModule,
  CoursePatch,
  LessonInput,
  LessonPatch,
  ModuleInput,
  ModulePatch,
} from "@vitalog/domain";
import { apiFetch } from "../../../lib/api.ts";
import { type Upload, uploadFile } from "../../../lib/upload.ts";
import { COURSES_KEY } from "../api.ts";

// The admin portal's courses API (`/api/v1/admin/courses/*`). Every write refreshes every
// courses query, the learner's too: a published change shows in the catalogue at once.

const BASE = "/api/v1/admin/courses";
export const ADMIN_COURSES_KEY = [...COURSES_KEY, "admin"] as const;

const coursePath = (courseId: string) => `${BASE}/${encodeURIComponent(courseId)}`;
const modulesPath = (courseId: string) => `${coursePath(courseId)}/modules`;
const modulePath = (courseId: string, moduleId: string) =>
  `${modulesPath(courseId)}/${encodeURIComponent(moduleId)}`;
const lessonsPath = (courseId: string, moduleId: string) =>
  `${modulePath(courseId, moduleId)}/lessons`;
const lessonPath = (courseId: string, moduleId: string, lessonId: string) =>
  `${lessonsPath(courseId, moduleId)}/${encodeURIComponent(lessonId)}`;

/** The list's filters as the page keeps them in its URL ("" for All). */
export interface AdminCourseFilters {
  category: string;
  featured: "" | "true" | "false";
}

export function adminCoursesListPath(filters: AdminCourseFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.featured) params.set("featured", filters.featured);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `${BASE}?${query}` : BASE;
}

export function useAdminCourses(filters: AdminCourseFilters, cursor: string | null) {
  return useQuery({
    queryKey: [...ADMIN_COURSES_KEY, "list", filters, cursor],
    queryFn: ({ signal }) =>
      apiFetch<AdminCourseList>(adminCoursesListPath(filters, cursor), { signal }),
  });
}

export function useAdminCourse(courseId: string) {
  return useQuery({
    queryKey: [...ADMIN_COURSES_KEY, "course", courseId],
    queryFn: ({ signal }) => apiFetch<AdminCourse>(coursePath(courseId), { signal }),
  });
}

export function useAdminModules(courseId: string) {
  return useQuery({
    queryKey: [...ADMIN_COURSES_KEY, "modules", courseId],
    queryFn: ({ signal }) =>
      apiFetch<{ items: CourseModule[] }>(modulesPath(courseId), { signal }).then((r) => r.items),
  });
}

export function useAdminLessons(courseId: string, moduleId: string, enabled = true) {
  return useQuery({
    queryKey: [...ADMIN_COURSES_KEY, "lessons", courseId, moduleId],
    queryFn: ({ signal }) =>
      apiFetch<{ items: CourseLesson[] }>(lessonsPath(courseId, moduleId), { signal }).then(
        (r) => r.items,
      ),
    enabled,
  });
}

function useAdminMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}

// -- Courses ------------------------------------------------------------------------------

export function useCreateCourse() {
  return useAdminMutation((input: CourseInput) =>
    apiFetch<AdminCourse>(BASE, { method: "POST", json: input }),
  );
}

export function useUpdateCourse(courseId: string) {
  return useAdminMutation((patch: CoursePatch) =>
    apiFetch<AdminCourse>(coursePath(courseId), { method: "PATCH", json: patch }),
  );
}

export function useDeleteCourse() {
  return useAdminMutation((courseId: string) =>
    apiFetch<void>(coursePath(courseId), { method: "DELETE" }),
  );
}

/** Publish (`true`) or unpublish (`false`) a course. */
export function useSetPublished() {
  return useAdminMutation(({ courseId, published }: { courseId: string; published: boolean }) =>
    apiFetch<AdminCourse>(`${coursePath(courseId)}/${published ? "publish" : "unpublish"}`, {
      method: "POST",
    }),
  );
}

// -- Modules ------------------------------------------------------------------------------

export function useCreateModule(courseId: string) {
  return useAdminMutation((input: ModuleInput) =>
    apiFetch<CourseModule>(modulesPath(courseId), { method: "POST", json: input }),
  );
}

export function useUpdateModule(courseId: string) {
  return useAdminMutation(({ moduleId, patch }: { moduleId: string; patch: ModulePatch }) =>
    apiFetch<CourseModule>(modulePath(courseId, moduleId), { method: "PATCH", json: patch }),
  );
}

export function useDeleteModule(courseId: string) {
  return useAdminMutation((moduleId: string) =>
    apiFetch<void>(modulePath(courseId, moduleId), { method: "DELETE" }),
  );
}

/** Saves the modules' new order: every module id, each once. */
export function reorderModules(courseId: string, ids: string[]) {
  return apiFetch<{ items: CourseModule[] }>(`${modulesPath(courseId)}/order`, {
    method: "PUT",
    json: { ids },
  }).then((r) => r.items);
}

// -- Lessons ------------------------------------------------------------------------------

export function useCreateLesson(courseId: string, moduleId: string) {
  return useAdminMutation((input: LessonInput) =>
    apiFetch<CourseLesson>(lessonsPath(courseId, moduleId), { method: "POST", json: input }),
  );
}

export function useUpdateLesson(courseId: string, moduleId: string) {
  return useAdminMutation(({ lessonId, patch }: { lessonId: string; patch: LessonPatch }) =>
    apiFetch<CourseLesson>(lessonPath(courseId, moduleId, lessonId), {
      method: "PATCH",
      json: patch,
    }),
  );
}

export function useDeleteLesson(courseId: string, moduleId: string) {
  return useAdminMutation((lessonId: string) =>
    apiFetch<void>(lessonPath(courseId, moduleId, lessonId), { method: "DELETE" }),
  );
}

/** Saves a module's lessons' new order: every lesson id, each once. */
export function reorderLessons(courseId: string, moduleId: string, ids: string[]) {
  return apiFetch<{ items: CourseLesson[] }>(`${lessonsPath(courseId, moduleId)}/order`, {
    method: "PUT",
    json: { ids },
  }).then((r) => r.items);
}

// -- Uploads ------------------------------------------------------------------------------

/**
 * The folder name of something not saved yet (admin-back-office §3: `temp-{timestamp}`); the
 * server moves its upload into the real folder when the course or lesson is created.
 */
export const tempId = (now = Date.now()) => `temp-${now}`;

/**
 * A course thumbnail (an image of at most 5 MB, stored as `courses/{courseId}/thumbnail.jpg`);
 * `courseId` may be `temp-{timestamp}` before the course exists. Resolves with the URL to save
 * as the course's `imageUrl`.
 */
export function uploadCourseThumbnail(
  courseId: string,
  file: File,
  onProgress: (percent: number) => void,
): Upload<string> {
  const upload = uploadFile<{ url: string }>(`${coursePath(courseId)}/thumbnail`, file, onProgress);
  return { promise: upload.promise.then((r) => r.url), abort: upload.abort };
}

/**
 * A lesson video (MP4, WebM, MOV, M4V or OGV, at most 200 MB); `lessonId` may be
 * `temp-{timestamp}` before the lesson exists. Resolves with the URL to save as `videoUrl`.
 */
export function uploadLessonVideo(
  courseId: string,
  moduleId: string,
  lessonId: string,
  file: File,
  onProgress: (percent: number) => void,
): Upload<string> {
  const upload = uploadFile<{ url: string }>(
    `${lessonPath(courseId, moduleId, lessonId)}/video`,
    file,
    onProgress,
  );
  return { promise: upload.promise.then((r) => r.url), abort: upload.abort };
}

/** Adds an attachment (at most 25 MB) to a saved lesson; resolves with the lesson. */
export function uploadLessonAttachment(
  courseId: string,
  moduleId: string,
  lessonId: string,
  file: File,
  onProgress: (percent: number) => void,
): Upload<CourseLesson> {
  return uploadFile<CourseLesson>(
    `${lessonPath(courseId, moduleId, lessonId)}/attachments`,
    file,
    onProgress,
  );
}

export function useDeleteAttachment(courseId: string, moduleId: string) {
  return useAdminMutation(({ lessonId, name }: { lessonId: string; name: string }) =>
    apiFetch<CourseLesson>(
      `${lessonPath(courseId, moduleId, lessonId)}/attachments/${encodeURIComponent(name)}`,
      { method: "DELETE" },
    ),
  );
}
