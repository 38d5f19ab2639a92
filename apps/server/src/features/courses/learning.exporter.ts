import { rowsExporter } from "../../data-export/exporters.ts";

export const enrollmentsExporter = rowsExporter("course-enrollments", ["id"], async () => []);
export const lessonProgressExporter = rowsExporter("lesson-progress", ["lessonId"], async () => []);
export const purchasesExporter = rowsExporter("course-purchases", ["id"], async () => []);
