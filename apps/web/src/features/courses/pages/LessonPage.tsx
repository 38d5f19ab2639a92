import { useQuery } from "@tanstack/react-query";
import { lessonPosition } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useOnlineStatus } from "../../../app/connectivity.tsx";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { RichText } from "../../../components/RichText/RichText.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable, loadableOf } from "../../../kit/Loadable.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { coursesData } from "../api.ts";
import { CourseOutline } from "../components/CourseOutline.tsx";
import { CheckIcon } from "../components/LessonTypeIcon.tsx";
import { Quiz } from "../components/Quiz.tsx";
import { formatDuration, isCompleted } from "../display.ts";
import { type OfflineLessonView, savedLessonView } from "../offline.ts";
import { useLessonCompletion, useOfflineSync, useSavedCourse } from "../offline-hooks.ts";
import { coursesPaths } from "../paths.ts";

function LessonBody({
  lesson,
  answers,
  onAnswer,
}: {
  lesson: OfflineLessonView;
  answers: Record<string, number>;
  onAnswer: (questionId: string, option: number) => void;
}) {
  const { t } = useTranslation("courses");
  return (
    <div className="flex flex-col gap-6">
      {lesson.type === "video" && lesson.videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the lesson videos carry no speech
        <video
          controls
          preload="metadata"
          src={lesson.videoUrl}
          className="w-full rounded-xl bg-black"
        >
          {t("lesson.videoFallback")}
        </video>
      ) : null}
      {lesson.description && lesson.type !== "text" ? (
        <p className="text-slate-800">{lesson.description}</p>
      ) : null}
      {lesson.type === "text" ? <RichText html={lesson.content} /> : null}
      {lesson.type === "quiz" ? (
        <Quiz questions={lesson.questions} answers={answers} onAnswer={onAnswer} />
      ) : null}
      {lesson.attachments.length > 0 ? (
        <div>
          <h2 className="font-semibold text-slate-900">{t("lesson.attachments")}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {lesson.attachments.map((file) => (
              <li key={file.url}>
                <a
                  href={file.url}
                  className="text-sm font-medium text-brand-700 underline"
                  download
                >
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The lesson player: the lesson, Mark complete, its place in the course and the way to the
 * lessons around it. Everything it keeps (the completion request, quiz answers) belongs to one
 * lesson, so the page mounts a fresh player for each lesson it opens (see `Lesson`).
 */
function LessonPlayer({
  courseId,
  moduleId,
  lessonId,
}: {
  courseId: string;
  moduleId: string;
  lessonId: string;
}) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const prompt = useSignInPrompt();
  const isPreview = useIsPreview();
  const courses = coursesData.useQueries();
  const lesson = useQuery(courses.lesson(courseId, moduleId, lessonId));
  const course = useQuery(courses.detail(courseId));
  const complete = useLessonCompletion(courseId, moduleId, lessonId);
  const saved = useSavedCourse(courseId);
  const online = useOnlineStatus();
  useOfflineSync();
  // Offline on a native device, the saved copy of the course stands in for the server.
  const isOfflineRead = !lesson.data && (lesson.isError || !online);
  const savedLesson =
    isOfflineRead && saved.data ? savedLessonView(saved.data.course, moduleId, lessonId) : null;
  const [answers, setAnswers] = useState<Record<string, number>>({});
  usePageTitle((lesson.data ?? savedLesson)?.title ?? t("title"));
  const link = (m: string, l: string) =>
    isPreview ? coursesPaths.preview.lesson(courseId, m, l) : coursesPaths.lesson(courseId, m, l);
  const courseLink = isPreview
    ? coursesPaths.preview.course(courseId)
    : coursesPaths.course(courseId);
  const outline = course.data ?? saved.data?.course;
  const progress = outline?.enrollment?.progress;
  const position = outline ? lessonPosition(outline.modules, { moduleId, lessonId }) : null;
  const isQueued = complete.data?.status === "queued";
  const isDone = isCompleted(progress?.completedLessons, moduleId, lessonId) || complete.isSuccess;
  const locked =
    isApiError(lesson.error) && (lesson.error.status === 401 || lesson.error.status === 403);

  const markComplete = (view: OfflineLessonView) => {
    if (isPreview) return prompt.open(t("lesson.promptFeature"));
    complete.mutate(view.type === "quiz" ? answers : undefined);
  };

  return (
    <div className="flex flex-col gap-6">
      {locked ? (
        <div className="flex flex-col items-start gap-3">
          <Banner variant="info">{t("lesson.locked")}</Banner>
          <Link to={courseLink} className={buttonClassName("primary")}>
            {t("lesson.toCourse")}
          </Link>
        </div>
      ) : (
        <Loadable
          query={loadableOf<OfflineLessonView>(lesson.data ?? savedLesson ?? undefined, lesson)}
          loading={<Skeleton className="h-96 w-full rounded-xl" />}
          error={t("lesson.loadError")}
        >
          {(view) => (
            <>
              <PageHeader
                title={view.title}
                description={[
                  position
                    ? t("lesson.position", { index: position.index, total: position.total })
                    : null,
                  t(`types.${view.type}`),
                  formatDuration(view.duration),
                ]
                  .filter(Boolean)
                  .join(" · ")}
                backTo={courseLink}
                backLabel={t("lesson.toCourse")}
              />
              {savedLesson ? (
                <Banner variant="offline">
                  {t("offline.readingSaved")}
                  {savedLesson.videoUrl || savedLesson.attachments.length > 0
                    ? ` ${t("offline.mediaNeedsConnection")}`
                    : null}
                </Banner>
              ) : null}
              <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
                <div className="flex min-w-0 flex-col gap-6">
                  <Card>
                    <LessonBody
                      lesson={view}
                      answers={answers}
                      onAnswer={(q, option) =>
                        setAnswers((current) => ({ ...current, [q]: option }))
                      }
                    />
                  </Card>
                  <div className="flex flex-col gap-3">
                    <div role="status" className="empty:hidden">
                      {isQueued ? (
                        <p className="flex items-center gap-2 font-medium text-emerald-700">
                          <CheckIcon aria-hidden="true" className="size-5 shrink-0" />
                          {t("offline.queued")}
                        </p>
                      ) : isDone ? (
                        <p className="flex items-center gap-2 font-medium text-emerald-700">
                          <CheckIcon aria-hidden="true" className="size-5 shrink-0" />
                          {t("lesson.completed")}
                        </p>
                      ) : null}
                    </div>
                    {isQueued || isDone ? null : (
                      <Button
                        className="self-start"
                        loading={complete.isPending}
                        onClick={() => markComplete(view)}
                      >
                        {t("lesson.markComplete")}
                      </Button>
                    )}
                    {complete.error ? (
                      <Banner variant="error">{text(complete.error)}</Banner>
                    ) : null}
                  </div>
                  <nav
                    aria-label={t("lesson.around")}
                    className="flex flex-wrap justify-between gap-3"
                  >
                    {view.previous ? (
                      <Link
                        to={link(view.previous.moduleId, view.previous.lessonId)}
                        className={buttonClassName("secondary")}
                      >
                        {t("lesson.previous")}
                      </Link>
                    ) : (
                      <span />
                    )}
                    {view.next ? (
                      <Link
                        to={link(view.next.moduleId, view.next.lessonId)}
                        className={buttonClassName("secondary")}
                      >
                        {t("lesson.next")}
                      </Link>
                    ) : null}
                  </nav>
                </div>
                {outline ? (
                  <Card title={t("course.outline")} className="h-fit lg:sticky lg:top-4">
                    <CourseOutline
                      course={outline}
                      lessonLink={link}
                      current={{ moduleId, lessonId }}
                      compact
                    />
                  </Card>
                ) : null}
              </div>
            </>
          )}
        </Loadable>
      )}
    </div>
  );
}

/**
 * The route's page. Keyed by the lesson, so moving to another lesson (Next, Previous, the
 * outline) starts its player afresh: a completion or quiz answers of the lesson before never
 * show on this one.
 */
export default function LessonPage() {
  const { courseId = "", moduleId = "", lessonId = "" } = useParams();
  return (
    <LessonPlayer
      key={`${courseId}/${moduleId}/${lessonId}`}
      courseId={courseId}
      moduleId={moduleId}
      lessonId={lessonId}
    />
  );
}
