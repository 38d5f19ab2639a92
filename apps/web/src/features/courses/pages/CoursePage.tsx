import { type CourseDetail, resumeLesson } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { useCheckout, useCourse, useEnroll } from "../api.ts";
import { CheckIcon, LessonTypeIcon, LockIcon } from "../components/LessonTypeIcon.tsx";
import { ProgressBar } from "../components/ProgressBar.tsx";
import { formatDuration, formatPrice, isCompleted } from "../display.ts";
import { coursesPaths } from "../paths.ts";

function lessonLink(isPreview: boolean, courseId: string, moduleId: string, lessonId: string) {
  return isPreview
    ? coursesPaths.preview.lesson(courseId, moduleId, lessonId)
    : coursesPaths.lesson(courseId, moduleId, lessonId);
}

/** Enrol, Buy or Continue: what the person can do next with this course. */
function CourseAction({ course, isPreview }: { course: CourseDetail; isPreview: boolean }) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const navigate = useNavigate();
  const prompt = useSignInPrompt();
  const enroll = useEnroll(course.id);
  const checkout = useCheckout(course.id);
  const error = enroll.error ?? checkout.error;
  const firstLesson = resumeLesson(course.modules, {
    completedLessons: course.enrollment?.progress.completedLessons ?? [],
    lastAccessedLessonId: course.enrollment?.progress.lastAccessedLessonId ?? null,
  });
  const open = (label: string) =>
    firstLesson ? (
      <Link
        to={lessonLink(isPreview, course.id, firstLesson.moduleId, firstLesson.lessonId)}
        className={buttonClassName("primary")}
      >
        {label}
      </Link>
    ) : null;

  if (course.enrollment) {
    const percent = course.enrollment.progress.overallProgress;
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm font-medium text-slate-900">{t("course.enrolled")}</p>
        <ProgressBar percent={percent} label={t("course.progress")} />
        <p className="text-sm text-slate-700">{t("course.progressValue", { percent })}</p>
        {open(percent > 0 ? t("course.continue") : t("course.start"))}
      </div>
    );
  }
  const join = () => {
    if (isPreview) return prompt.open(t("course.promptFeature"));
    if (course.isFree) {
      enroll.mutate(undefined, {
        onSuccess: () =>
          firstLesson &&
          navigate(lessonLink(false, course.id, firstLesson.moduleId, firstLesson.lessonId)),
      });
    } else {
      checkout.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-2xl font-semibold text-slate-900">
        {formatPrice(course.price, t("free"))}
      </p>
      {!course.isFree && !course.paymentsAvailable ? (
        <Banner variant="info">{t("course.paymentsUnavailable")}</Banner>
      ) : (
        <Button onClick={join} loading={enroll.isPending || checkout.isPending}>
          {course.isFree
            ? t("course.enrol")
            : t("course.buy", { price: formatPrice(course.price, t("free")) })}
        </Button>
      )}
      {error ? <Banner variant="error">{text(error)}</Banner> : null}
    </div>
  );
}

function Outline({ course, isPreview }: { course: CourseDetail; isPreview: boolean }) {
  const { t } = useTranslation("courses");
  const completed = course.enrollment?.progress.completedLessons;
  return (
    <ol className="flex flex-col gap-5">
      {course.modules.map((module, m) => (
        <li key={module.id} className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">
            {m + 1}. {module.title}
          </h3>
          {module.description ? (
            <p className="text-sm text-slate-700">{module.description}</p>
          ) : null}
          <ol
            aria-label={t("course.moduleLessons", { title: module.title })}
            className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {module.lessons.map((lesson) => {
              const done = isCompleted(completed, module.id, lesson.id);
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
                      to={lessonLink(isPreview, course.id, module.id, lesson.id)}
                      className="flex items-center gap-3 px-3 py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
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

function Course({ isPreview }: { isPreview: boolean }) {
  const { t } = useTranslation("courses");
  const { courseId = "" } = useParams();
  const query = useCourse(courseId);
  usePageTitle(query.data?.title ?? t("title"));
  const back = isPreview ? coursesPaths.preview.catalogue() : coursesPaths.catalogue();
  return (
    <Loadable
      query={query}
      loading={<Skeleton className="h-96 w-full rounded-xl" />}
      error={t("course.loadError")}
    >
      {(course) => (
        <div className="flex flex-col gap-6">
          <PageHeader
            title={course.title}
            description={course.shortDescription || undefined}
            backTo={back}
            backLabel={t("course.back")}
          />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <Card title={t("course.about")}>
                <p className="text-sm whitespace-pre-line text-slate-800">{course.description}</p>
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                  <span>{t(`levels.${course.level}`)}</span>
                  <span>{formatDuration(course.duration)}</span>
                  <span>{t("card.lessons", { count: course.lessonCount })}</span>
                  <span>{t("card.enrolled", { count: course.enrollmentCount })}</span>
                  <span>{t(`categories.${course.category ?? "none"}`)}</span>
                </p>
              </Card>
              <Card title={t("course.outline")}>
                <Outline course={course} isPreview={isPreview} />
              </Card>
            </div>
            <Card className="h-fit lg:sticky lg:top-4">
              <CourseAction course={course} isPreview={isPreview} />
            </Card>
          </div>
        </div>
      )}
    </Loadable>
  );
}

export default function CoursePage() {
  return <Course isPreview={false} />;
}

export function PreviewCoursePage() {
  return <Course isPreview />;
}
