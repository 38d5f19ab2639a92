import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type {
  CourseCategory,
  CourseInput,
  CourseLesson,
  CoursePatch,
  LessonInput,
  LessonPatch,
  ModuleInput,
  ModulePatch,
} from "@vitalog/domain";
import { defineModuleData } from "../../../kit/data.ts";
import { api } from "../../../lib/api.ts";
import { type Upload, uploadFile } from "../../../lib/upload.ts";
import { coursesQueries } from "../api.ts";

// The admin portal's courses API (`/api/v1/admin/courses/*`). Every write refreshes every
// courses query, the learner's too: a published change shows in the catalogue at once.

/** The list's filters as the page keeps them in its URL ("" for All). */
export interface AdminCourseFilters {
  category: CourseCategory | "";
  featured: "" | "true" | "false";
}

const all = () => [...coursesQueries.all(), "admin"] as const;

export const courseAdminQueries = {
  all,
  list: (filters: AdminCourseFilters, cursor: string | null) =>
    queryOptions({
      queryKey: [...all(), "list", filters, cursor] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/admin/courses", {
          query: {
            ...(filters.category ? { category: filters.category } : {}),
            ...(filters.featured ? { featured: filters.featured } : {}),
            ...(cursor ? { cursor } : {}),
          },
          signal,
        }),
    }),
  detail: (courseId: string) =>
    queryOptions({
      queryKey: [...all(), "course", courseId] as const,
      queryFn: ({ signal }) =>
        api.get("/api/v1/admin/courses/{id}", { path: { id: courseId }, signal }),
    }),
  modules: (courseId: string) =>
    queryOptions({
      queryKey: [...all(), "modules", courseId] as const,
      queryFn: async ({ signal }) =>
        (await api.get("/api/v1/admin/courses/{id}/modules", { path: { id: courseId }, signal }))
          .items,
    }),
  lessons: (courseId: string, moduleId: string) =>
    queryOptions({
      queryKey: [...all(), "lessons", courseId, moduleId] as const,
      queryFn: async ({ signal }) =>
        (
          await api.get("/api/v1/admin/courses/{id}/modules/{moduleId}/lessons", {
            path: { id: courseId, moduleId },
            signal,
          })
        ).items,
    }),
};

/** Course authoring: admins only, so no preview. */
export const courseAdminData = defineModuleData({
  name: "course-admin",
  preview: { kind: "sign-in" },
  member: courseAdminQueries,
});

function useAdminMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return courseAdminData.useMutation<V, R>({
    mutationFn,
    invalidate: () => [coursesQueries.all()],
    // A refused write refreshes too: the lists show what is stored.
    onError: () => queryClient.invalidateQueries({ queryKey: coursesQueries.all() }),
  });
}

const course = (courseId: string) => ({ path: { id: courseId } });
const inModule = (courseId: string, moduleId: string) => ({ path: { id: courseId, moduleId } });
const lesson = (courseId: string, moduleId: string, lessonId: string) => ({
  path: { id: courseId, moduleId, lessonId },
});

// -- Courses ------------------------------------------------------------------------------

export function useCreateCourse() {
  return useAdminMutation((input: CourseInput) =>
    api.post("/api/v1/admin/courses", { body: input }),
  );
}

export function useUpdateCourse(courseId: string) {
  return useAdminMutation((patch: CoursePatch) =>
    api.patch("/api/v1/admin/courses/{id}", { ...course(courseId), body: patch }),
  );
}

export function useDeleteCourse() {
  return useAdminMutation((courseId: string) =>
    api.delete("/api/v1/admin/courses/{id}", course(courseId)),
  );
}

/** Publish (`true`) or unpublish (`false`) a course. */
export function useSetPublished() {
  return useAdminMutation(({ courseId, published }: { courseId: string; published: boolean }) =>
    published
      ? api.post("/api/v1/admin/courses/{id}/publish", course(courseId))
      : api.post("/api/v1/admin/courses/{id}/unpublish", course(courseId)),
  );
}

// -- Modules ------------------------------------------------------------------------------

export function useCreateModule(courseId: string) {
  return useAdminMutation((input: ModuleInput) =>
    api.post("/api/v1/admin/courses/{id}/modules", { ...course(courseId), body: input }),
  );
}

export function useUpdateModule(courseId: string) {
  return useAdminMutation(({ moduleId, patch }: { moduleId: string; patch: ModulePatch }) =>
    api.patch("/api/v1/admin/courses/{id}/modules/{moduleId}", {
      ...inModule(courseId, moduleId),
      body: patch,
    }),
  );
}

export function useDeleteModule(courseId: string) {
  return useAdminMutation((moduleId: string) =>
    api.delete("/api/v1/admin/courses/{id}/modules/{moduleId}", inModule(courseId, moduleId)),
  );
}

/** Saves the modules' new order: every module id, each once. */
export async function reorderModules(courseId: string, ids: string[]) {
  return (
    await api.put("/api/v1/admin/courses/{id}/modules/order", {
      ...course(courseId),
      body: { ids },
    })
  ).items;
}

// -- Lessons ------------------------------------------------------------------------------

export function useCreateLesson(courseId: string, moduleId: string) {
  return useAdminMutation((input: LessonInput) =>
    api.post("/api/v1/admin/courses/{id}/modules/{moduleId}/lessons", {
      ...inModule(courseId, moduleId),
      body: input,
    }),
  );
}

export function useUpdateLesson(courseId: string, moduleId: string) {
  return useAdminMutation(({ lessonId, patch }: { lessonId: string; patch: LessonPatch }) =>
    api.patch("/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}", {
      ...lesson(courseId, moduleId, lessonId),
      body: patch,
    }),
  );
}

export function useDeleteLesson(courseId: string, moduleId: string) {
  return useAdminMutation((lessonId: string) =>
    api.delete(
      "/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}",
      lesson(courseId, moduleId, lessonId),
    ),
  );
}

/** Saves a module's lessons' new order: every lesson id, each once. */
export async function reorderLessons(courseId: string, moduleId: string, ids: string[]) {
  return (
    await api.put("/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/order", {
      ...inModule(courseId, moduleId),
      body: { ids },
    })
  ).items;
}

// -- Uploads ------------------------------------------------------------------------------

/**
 * The folder name of something not saved yet (admin-back-office §3: `temp-{timestamp}`); the
 * server moves its upload into the real folder when the course or lesson is created.
 */
export const tempId = (now = Date.now()) => `temp-${now}`;

/**
 * A course thumbnail (an image of at most 5 MB, stored as `courses/{courseId}/thumbnail.jpg`);
 * `courseId` may be `temp-{timestamp}` before the course exists. Resolves with the `url` to save
 * as the course's `imageUrl`.
 */
export function uploadCourseThumbnail(
  courseId: string,
  file: File,
  onProgress: (percent: number) => void,
): Upload<{ url: string }> {
  return uploadFile("/api/v1/admin/courses/{id}/thumbnail", {
    path: { id: courseId },
    file,
    onProgress,
  });
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
  const upload = uploadFile(
    "/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}/video",
    {
      path: { id: courseId, moduleId, lessonId },
      file,
      onProgress,
    },
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
  return uploadFile(
    "/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}/attachments",
    { path: { id: courseId, moduleId, lessonId }, file, onProgress },
  );
}

export function useDeleteAttachment(courseId: string, moduleId: string) {
  return useAdminMutation(({ lessonId, name }: { lessonId: string; name: string }) =>
    api.delete(
      "/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}/attachments/{name}",
      {
        path: { id: courseId, moduleId, lessonId, name },
      },
    ),
  );
}
