import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/app-env.ts";

export const COURSE_FILES_MIDDLEWARE_PATH = "/api/v1/course-files/*";
export const courseFilesCacheControl = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});
export function isCourseUpload(_method: string, _path: string): boolean {
  return false;
}
