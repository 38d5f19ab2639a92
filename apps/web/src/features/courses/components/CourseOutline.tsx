import type { CourseDetail, LessonRef } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDuration, isCompleted } from "../display.ts";
import { CheckIcon, LessonTypeIcon, LockIcon } from "./LessonTypeIcon.tsx";

/**
 * A course's modules and lessons, each lesson marked completed or locked, the open ones links.
 * In the lesson player `current` marks the lesson being read and `compact` drops the module
 * descriptions.
 */
export function CourseOutline({
  course,
  lessonLink,
  current,
  compact = false,
}: {
  course: Pick<CourseDetail, "modules" | "enrollment">;
  lessonLink: (moduleId: string, lessonId: string) => string;
  current?: LessonRef;
  compact?: boolean;
}) {
  const { t } = useTranslation("courses");
  const completed = course.enrollment?.progress.completedLessons;
  return (
    <ol className={clsx("flex flex-col", compact ? "gap-4" : "gap-5")}>
      {course.modules.map((module, m) => (
        <li key={module.id} className="flex flex-col gap-2">
          <h3 className={clsx("font-semibold text-slate-900", compact && "text-sm")}>
            {m + 1}. {module.title}
          </h3>
          {module.description && !compact ? (
            <p className="text-sm text-slate-700">{module.description}</p>
          ) : null}
          <ol
            aria-label={t("course.moduleLessons", { title: module.title })}
            className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {module.lessons.map((lesson) => {
              const done = isCompleted(completed, module.id, lesson.id);
              const isCurrent = current?.moduleId === module.id && current.lessonId === lesson.id;
              const body = (
                <>
                  <LessonTypeIcon type={lesson.type} className="size-5 shrink-0 text-slate-500" />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-slate-900">{lesson.title}</span>
                    <span className="block text-xs text-slate-600">
                      {t(`types.${lesson.type}`)} · {formatDuration(lesson.duration)}
                      {lesson.isPreview && !course.enrollment ? ` · ${t("course.preview")}` : ""}
                    </span>
                  </span>
                  {done ? (
                    <>
                      <CheckIcon aria-hidden="true" className="size-5 text-emerald-600" />
                      <span className="sr-only">{t("course.completed")}</span>
                    </>
                  ) : lesson.locked ? (
                    <>
                      <LockIcon aria-hidden="true" className="size-4 text-slate-500" />
                      <span className="sr-only">{t("course.locked")}</span>
                    </>
                  ) : null}
                </>
              );
              return (
                <li key={lesson.id}>
                  {lesson.locked ? (
                    <div className="flex items-center gap-3 px-3 py-2.5">{body}</div>
                  ) : (
                    <Link
                      to={lessonLink(module.id, lesson.id)}
                      aria-current={isCurrent ? "page" : undefined}
                      className={clsx(
                        "flex items-center gap-3 px-3 py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                        isCurrent && "bg-brand-50 shadow-[inset_3px_0_0_var(--color-brand-600)]",
                      )}
                    >
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
