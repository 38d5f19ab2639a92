import type { CourseInput, LessonInput } from "@vitalog/domain";

/**
 * A course as seeded: the course with its published state, and its modules and lessons in
 * order. A video lesson names its file in the seed folder (`videoFile`); seeding stores the file
 * and replaces `videoUrl` with the stored file's URL.
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
