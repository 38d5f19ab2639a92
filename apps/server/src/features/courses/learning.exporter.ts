import { rowsExporter } from "../../data-export/exporters.ts";
import {
  listEnrollmentRows,
  listLessonProgressRows,
  listPurchaseRows,
} from "./learning.repository.ts";

/** Every course the person is enrolled in, with the progress made. */
export const enrollmentsExporter = rowsExporter(
  "course-enrollments",
  [
    "id",
    "courseId",
    "status",
    "isFree",
    "amountCents",
    "currency",
    "purchasedAt",
    "completedLessons",
    "overallProgress",
    "lastAccessedLessonId",
    "lastAccessedAt",
    "createdAt",
    "updatedAt",
  ],
  async (db, userId) =>
    (await listEnrollmentRows(db, userId)).map((row) => ({
      ...row,
      completedLessons: row.completedLessons.join(";"),
    })),
);

/** Every lesson the person completed, with a quiz's best score. */
export const lessonProgressExporter = rowsExporter(
  "lesson-progress",
  ["courseId", "moduleId", "lessonId", "completed", "completedAt", "quizScore", "updatedAt"],
  listLessonProgressRows,
);

/** Every checkout the person opened and what became of it. */
export const purchasesExporter = rowsExporter(
  "course-purchases",
  ["id", "courseId", "credits", "amountCents", "currency", "status", "paidAt", "createdAt"],
  listPurchaseRows,
);
