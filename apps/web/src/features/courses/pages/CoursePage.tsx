import { useQuery } from "@tanstack/react-query";
import { type CourseDetail, resumeLesson } from "@vitalog/domain";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useOnlineStatus } from "../../../app/connectivity.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { CheckCircleIcon, DownloadIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable, loadableOf } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { coursesData, enrollInCourse, startCheckout } from "../api.ts";
import { CourseOutline } from "../components/CourseOutline.tsx";
import { ProgressBar } from "../components/ProgressBar.tsx";
import { formatDuration, formatPrice } from "../display.ts";
import { OfflineCourseError } from "../offline.ts";
import { useOfflineCourse, useOfflineSync, useSavedCourse } from "../offline-hooks.ts";
import { coursesPaths } from "../paths.ts";

function lessonLink(isPreview: boolean, courseId: string, moduleId: string, lessonId: string) {
  return isPreview
    ? coursesPaths.preview.lesson(courseId, moduleId, lessonId)
    : coursesPaths.lesson(courseId, moduleId, lessonId);
}

/**
 * Download for offline (learning-devices-commerce §5): on a native device it saves the course
 * and then offers Remove download; on the web it says offline courses are for mobile devices.
 */
function OfflineDownload({ courseId }: { courseId: string }) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const formatDay = useDayFormat();
  const headingId = useId();
  const { saved, download, remove } = useOfflineCourse(courseId);
  const meta = saved.data?.meta ?? null;
  const error = download.error ?? remove.error;
  const isNote = error instanceof OfflineCourseError && error.code === "NATIVE_ONLY";
  const busy = download.isPending || remove.isPending;
  // The button is disabled while it works, which drops the keyboard focus: give it back.
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [busy]);

  const handleDownload = () => {
    remove.reset();
    refocus.current = button.current === document.activeElement;
    download.mutate();
  };
  const handleRemove = () => {
    download.reset();
    refocus.current = button.current === document.activeElement;
    remove.mutate();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {t("offline.title")}
      </h2>
      <div aria-live="polite" className="flex flex-col gap-3 empty:hidden">
        {meta ? (
          <div className="flex items-start gap-2 text-sm">
            <CheckCircleIcon
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-emerald-600"
            />
            <p>
              <span className="block font-medium text-emerald-800">{t("offline.saved")}</span>
              <span className="block text-slate-600">
                {t("offline.savedAt", { date: formatDay.dateTime(meta.savedAt) })}
              </span>
            </p>
          </div>
        ) : null}
        {error ? <Banner variant={isNote ? "info" : "error"}>{text(error)}</Banner> : null}
      </div>
      {/* One button that changes its action, so the keyboard focus stays on it. */}
      <Button
        ref={button}
        variant="secondary"
        loading={busy}
        onClick={meta ? handleRemove : handleDownload}
      >
        {meta || download.isPending ? null : <DownloadIcon aria-hidden="true" className="size-4" />}
        {meta ? t("offline.remove") : t("offline.download")}
      </Button>
    </section>
  );
}

/** Enrol, Buy or Continue: what the person can do next with this course. */
function CourseAction({ course }: { course: CourseDetail }) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const navigate = useNavigate();
  const isPreview = useIsPreview();
  const signInGate = coursesData.useWriteGate();
  const enroll = coursesData.useMutation({
    mutationFn: () => enrollInCourse(course.id),
    invalidate: (q) => [q.all()],
  });
  const checkout = coursesData.useMutation({ mutationFn: () => startCheckout(course.id) });
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
        {isPreview ? null : <OfflineDownload courseId={course.id} />}
      </div>
    );
  }
  const join = () => {
    if (signInGate) return signInGate();
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

export default function CoursePage() {
  const { t } = useTranslation("courses");
  const isPreview = useIsPreview();
  const { courseId = "" } = useParams();
  const query = useQuery(coursesData.useQueries().detail(courseId));
  const saved = useSavedCourse(courseId);
  const online = useOnlineStatus();
  useOfflineSync();
  // Offline on a native device, the saved copy stands in for the course.
  const savedCourse = !query.data && (query.isError || !online) ? saved.data?.course : undefined;
  usePageTitle((query.data ?? savedCourse)?.title ?? t("title"));
  const back = isPreview ? coursesPaths.preview.catalogue() : coursesPaths.catalogue();
  return (
    <Loadable
      query={loadableOf(query.data ?? savedCourse, query)}
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
          {savedCourse ? <Banner variant="offline">{t("offline.readingSaved")}</Banner> : null}
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
                <CourseOutline
                  course={course}
                  lessonLink={(m, l) => lessonLink(isPreview, course.id, m, l)}
                />
              </Card>
            </div>
            <Card className="h-fit lg:sticky lg:top-4">
              <CourseAction course={course} />
            </Card>
          </div>
        </div>
      )}
    </Loadable>
  );
}
