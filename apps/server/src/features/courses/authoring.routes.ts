import { z } from "@hono/zod-openapi";
import {
  AdminCourse,
  AdminCourseList,
  AdminCourseListQuery,
  CourseInput,
  CourseLesson,
  CourseModule,
  CoursePatch,
  LessonInput,
  LessonPatch,
  ModuleInput,
  ModulePatch,
  ReorderInput,
} from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
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
  createCourse,
  createLesson,
  createModule,
  deleteCourse,
  deleteLesson,
  deleteModule,
  getAdminCourse,
  getLesson,
  listAdminCourses,
  listLessons,
  listModules,
  reorderLessons,
  reorderModules,
  setPublished,
  updateCourse,
  updateLesson,
  updateModule,
} from "./authoring.service.ts";

const ModuleParams = IdParams.extend({ moduleId: pathId("moduleId") });
const LessonParams = ModuleParams.extend({ lessonId: pathId("lessonId") });

const ModuleList = z.object({ items: z.array(CourseModule) });
const LessonList = z.object({ items: z.array(CourseLesson) });

/** The admin portal's courses: courses, their modules and lessons, order and publishing. */
export function authoringRoutes({ guards, storage }: ModuleDeps) {
  const router = createRouter();
  const admin = { tags: ["Admin: courses"] };

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "get",
      path: "/admin/courses",
      summary:
        "Every course, drafts included, newest first, 10 a page (Category and Featured filters)",
      request: { query: AdminCourseListQuery },
      responses: {
        200: jsonContent(AdminCourseList, "A page of courses"),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await listAdminCourses(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "post",
      path: "/admin/courses",
      summary: "Create a course (a draft until published)",
      request: { body: jsonBody(CourseInput) },
      responses: {
        201: jsonContent(AdminCourse, "The new course"),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await createCourse(viewerContext(c), storage, c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "get",
      path: "/admin/courses/{id}",
      summary: "One course",
      request: { params: IdParams },
      responses: { 200: jsonContent(AdminCourse, "The course"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await getAdminCourse(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "patch",
      path: "/admin/courses/{id}",
      summary: "Change a course",
      request: { params: IdParams, body: jsonBody(CoursePatch) },
      responses: {
        200: jsonContent(AdminCourse, "The course"),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await updateCourse(viewerContext(c), storage, c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "delete",
      path: "/admin/courses/{id}",
      summary: "Delete a course with its modules, lessons, enrolments and files",
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      await deleteCourse(viewerContext(c), storage, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  for (const action of ["publish", "unpublish"] as const) {
    router.openapi(
      defineRoute(guards, "admin", {
        ...admin,
        method: "post",
        path: `/admin/courses/{id}/${action}`,
        summary:
          action === "publish"
            ? "Publish a course: it joins the catalogue"
            : "Unpublish a course: back to a draft",
        request: { params: IdParams },
        responses: {
          200: jsonContent(AdminCourse, "The course"),
          ...errorResponses(401, 403, 404),
        },
      }),
      async (c) =>
        c.json(
          await setPublished(viewerContext(c), c.req.valid("param").id, action === "publish"),
          200,
        ),
    );
  }

  // -- Modules ------------------------------------------------------------------------------

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "get",
      path: "/admin/courses/{id}/modules",
      summary: "A course's modules, in order",
      request: { params: IdParams },
      responses: { 200: jsonContent(ModuleList, "The modules"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await listModules(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "post",
      path: "/admin/courses/{id}/modules",
      summary: "Add a module at the end of the course",
      request: { params: IdParams, body: jsonBody(ModuleInput) },
      responses: {
        201: jsonContent(CourseModule, "The new module"),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await createModule(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        201,
      ),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "put",
      path: "/admin/courses/{id}/modules/order",
      summary: "Put the course's modules in a new order: every module id, each once",
      request: { params: IdParams, body: jsonBody(ReorderInput) },
      responses: {
        200: jsonContent(ModuleList, "The modules in their new order"),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await reorderModules(viewerContext(c), c.req.valid("param").id, c.req.valid("json").ids),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "patch",
      path: "/admin/courses/{id}/modules/{moduleId}",
      summary: "Change a module",
      request: { params: ModuleParams, body: jsonBody(ModulePatch) },
      responses: {
        200: jsonContent(CourseModule, "The module"),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id, moduleId } = c.req.valid("param");
      return c.json(await updateModule(viewerContext(c), id, moduleId, c.req.valid("json")), 200);
    },
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "delete",
      path: "/admin/courses/{id}/modules/{moduleId}",
      summary: "Delete a module with all its lessons",
      request: { params: ModuleParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { id, moduleId } = c.req.valid("param");
      await deleteModule(viewerContext(c), storage, id, moduleId);
      return c.body(null, 204);
    },
  );

  // -- Lessons ------------------------------------------------------------------------------

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "get",
      path: "/admin/courses/{id}/modules/{moduleId}/lessons",
      summary: "A module's lessons, in order",
      request: { params: ModuleParams },
      responses: { 200: jsonContent(LessonList, "The lessons"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { id, moduleId } = c.req.valid("param");
      return c.json(await listLessons(viewerContext(c), id, moduleId), 200);
    },
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "post",
      path: "/admin/courses/{id}/modules/{moduleId}/lessons",
      summary: "Add a lesson (text, video or quiz) at the end of the module; text is sanitised",
      request: { params: ModuleParams, body: jsonBody(LessonInput) },
      responses: {
        201: jsonContent(CourseLesson, "The new lesson"),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id, moduleId } = c.req.valid("param");
      return c.json(
        await createLesson(viewerContext(c), storage, id, moduleId, c.req.valid("json")),
        201,
      );
    },
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "put",
      path: "/admin/courses/{id}/modules/{moduleId}/lessons/order",
      summary: "Put the module's lessons in a new order: every lesson id, each once",
      request: { params: ModuleParams, body: jsonBody(ReorderInput) },
      responses: {
        200: jsonContent(LessonList, "The lessons in their new order"),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id, moduleId } = c.req.valid("param");
      return c.json(
        await reorderLessons(viewerContext(c), id, moduleId, c.req.valid("json").ids),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "get",
      path: "/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}",
      summary: "One lesson",
      request: { params: LessonParams },
      responses: { 200: jsonContent(CourseLesson, "The lesson"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { id, moduleId, lessonId } = c.req.valid("param");
      return c.json(await getLesson(viewerContext(c), id, moduleId, lessonId), 200);
    },
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "patch",
      path: "/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}",
      summary: "Change a lesson; the result must still have its type's content",
      request: { params: LessonParams, body: jsonBody(LessonPatch) },
      responses: {
        200: jsonContent(CourseLesson, "The lesson"),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id, moduleId, lessonId } = c.req.valid("param");
      return c.json(
        await updateLesson(viewerContext(c), storage, id, moduleId, lessonId, c.req.valid("json")),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(guards, "admin", {
      ...admin,
      method: "delete",
      path: "/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}",
      summary: "Delete a lesson and its files",
      request: { params: LessonParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { id, moduleId, lessonId } = c.req.valid("param");
      await deleteLesson(viewerContext(c), storage, id, moduleId, lessonId);
      return c.body(null, 204);
    },
  );

  return router;
}
