import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { coursesQueries } from "../api.ts";
import { GraduationCapIcon } from "../components/icons.tsx";
import { ProgressBar } from "../components/ProgressBar.tsx";
import { coursesPaths } from "../paths.ts";

/** The person's courses, the latest joined first, each with its progress and Continue. */
export default function MyLearningPage() {
  const { t } = useTranslation("courses");
  usePageTitle(t("my.title"));
  const enrollments = useQuery(coursesQueries.enrollments());
  const formatDay = useDayFormat();
  const browse = (
    <Link to={coursesPaths.catalogue()} className={buttonClassName("primary")}>
      {t("my.browse")}
    </Link>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("my.title")}
        description={t("my.subtitle")}
        backTo={coursesPaths.catalogue()}
        backLabel={t("course.back")}
      />
      <Loadable
        query={enrollments}
        loading={<Skeleton className="h-40 w-full rounded-xl" />}
        error={t("loadError")}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState icon={<GraduationCapIcon />} title={t("my.empty")} action={browse} />}
      >
        {(data) => (
          <>
            {/* With one course its own card says as much. */}
            {data.resume?.nextLesson && data.items.length > 1 ? (
              <Card title={t("my.resumeTitle")}>
                <div className="flex flex-col gap-3">
                  <p className="font-semibold text-slate-900">{data.resume.course.title}</p>
                  <ProgressBar
                    percent={data.resume.progress.overallProgress}
                    label={t("course.progress")}
                  />
                  <p className="text-sm text-slate-700">
                    {t("course.progressValue", {
                      percent: data.resume.progress.overallProgress,
                    })}
                  </p>
                  <Link
                    to={coursesPaths.lesson(
                      data.resume.courseId,
                      data.resume.nextLesson.moduleId,
                      data.resume.nextLesson.lessonId,
                    )}
                    className={buttonClassName("primary", "md", false, "self-start")}
                  >
                    {t("my.resume")}
                  </Link>
                </div>
              </Card>
            ) : null}
            <ul className="grid gap-4 md:grid-cols-2">
              {data.items.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <h2 className="font-semibold text-slate-900">{entry.course.title}</h2>
                  <p className="text-xs text-slate-600">
                    {t("my.purchased", { date: formatDay.long(entry.purchasedAt.slice(0, 10)) })}
                  </p>
                  <ProgressBar
                    percent={entry.progress.overallProgress}
                    label={t("course.progress")}
                  />
                  <p className="text-sm text-slate-700">
                    {t("course.progressValue", { percent: entry.progress.overallProgress })}
                  </p>
                  <Link
                    to={
                      entry.nextLesson
                        ? coursesPaths.lesson(
                            entry.courseId,
                            entry.nextLesson.moduleId,
                            entry.nextLesson.lessonId,
                          )
                        : coursesPaths.course(entry.courseId)
                    }
                    className={buttonClassName("secondary", "sm", false, "self-start")}
                  >
                    {t("course.continue")}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Loadable>
    </div>
  );
}
