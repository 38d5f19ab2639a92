import type { CourseInput, LessonInput } from "@vitalog/domain";
import { COURSE_FILES_URL } from "@vitalog/domain";

/**
 * A course as seeded: the course with its published state, and its modules and lessons in
 * order. A video lesson names its file in the seed folder (`videoFile`) and has the placeholder
 * `SEED_VIDEO_URL` as its `videoUrl`; seeding stores the file and puts the stored file's URL there.
 */
export type SeedCourse = {
  seedKey: string;
  course: CourseInput & { published: boolean };
  modules: {
    title: string;
    description: string;
    lessons: (LessonInput & { videoFile?: string })[];
  }[];
};

/** A seed video lesson's `videoUrl` until seeding stores its file: a course-file address. */
export const SEED_VIDEO_URL = `${COURSE_FILES_URL}seed`;
