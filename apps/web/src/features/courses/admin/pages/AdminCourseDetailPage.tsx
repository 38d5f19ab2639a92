import { useQuery } from "@tanstack/react-query";
import { type AdminCourse, CourseMessage } from "@vitalog/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button, buttonClassName } from "../../../../components/Button/Button.tsx";
import { Card } from "../../../../components/Card/Card.tsx";
import { PencilIcon } from "../../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../../components/Skeleton/Skeleton.tsx";
import { LoadError } from "../../../../kit/Loadable.tsx";
import { isApiError } from "../../../../lib/api.ts";
import { useMessageText } from "../../../../lib/messages.ts";
import { usePageTitle } from "../../../../lib/page-title.ts";
import { ListIcon } from "../../../admin/components/icons.tsx";
import { formatDuration, formatPrice } from "../../display.ts";
import { coursesPaths } from "../../paths.ts";
import { courseAdminQueries } from "../api.ts";
import { CourseFeaturedBadge, useCoursePublish } from "../components/CoursePublish.tsx";
import { CourseThumbnail } from "../components/CourseThumbnail.tsx";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function CourseActions({ course }: { course: AdminCourse }) {
  const { t } = useTranslation("courses");
  const publish = useCoursePublish();
  return (
    <>
      <Button
        variant="secondary"
        loading={publish.pendingId === course.id}
        onClick={() => publish.toggle(course)}
      >
        {course.publishedAt === null
          ? t("adminCourses.status.publish")
          : t("adminCourses.status.unpublish")}
      </Button>
      <Link to={coursesPaths.admin.edit(course.id)} className={buttonClassName("secondary")}>
        <PencilIcon className="size-5" />
        {t("adminCourses.detail.edit")}
      </Link>
      <Link to={coursesPaths.admin.modules(course.id)} className={buttonClassName("primary")}>
        <ListIcon className="size-5" />
        {t("adminCourses.detail.modules")}
      </Link>
    </>
  );
}

function CourseDetail({ course }: { course: AdminCourse }) {
  const { t, i18n } = useTranslation("courses");
  const isPublished = course.publishedAt !== null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const count = new Intl.NumberFormat(i18n.language);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {course.imageUrl ? (
          <CourseThumbnail imageUrl={course.imageUrl} className="w-full rounded-xl" />
        ) : (
          <div className="flex items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-4">
            <CourseThumbnail imageUrl={null} className="w-24" />
            <p className="text-sm text-slate-600">{t("adminCourses.detail.noThumbnail")}</p>
          </div>
        )}
        <Card title={t("adminCourses.detail.description")}>
          <p className="text-sm whitespace-pre-line break-words text-slate-800">
            {course.description}
          </p>
        </Card>
        <Card title={t("adminCourses.detail.tags")}>
          {course.tags.length ? (
            <ul className="flex flex-wrap gap-2">
              {course.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
                >
                  {tag}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t("adminCourses.detail.noTags")}</p>
          )}
        </Card>
      </div>
      <Card title={t("adminCourses.detail.details")} className="order-first h-fit lg:order-none">
        <dl className="flex flex-col divide-y divide-slate-100">
          <Detail label={t("adminCourses.detail.status")}>
            <span className="inline-flex flex-wrap items-center justify-end gap-2">
              <span
                className={
                  isPublished
                    ? "rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800"
                    : "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
                }
              >
                {isPublished ? t("adminCourses.status.published") : t("adminCourses.status.draft")}
              </span>
              {course.featured ? <CourseFeaturedBadge /> : null}
            </span>
          </Detail>
          {course.publishedAt ? (
            <Detail label={t("adminCourses.detail.publishedOn")}>{date(course.publishedAt)}</Detail>
          ) : null}
          <Detail label={t("adminCourses.table.price")}>
            {formatPrice(course.price, t("free"))}
          </Detail>
          <Detail label={t("adminCourses.detail.enrolled")}>
            {count.format(course.enrollmentCount)}
          </Detail>
          <Detail label={t("adminCourses.table.category")}>
            {t(`categories.${course.category ?? "none"}`)}
          </Detail>
          <Detail label={t("adminCourses.detail.level")}>{t(`levels.${course.level}`)}</Detail>
          <Detail label={t("adminCourses.detail.duration")}>
            {formatDuration(course.duration)}
          </Detail>
          <Detail label={t("adminCourses.detail.content")}>
            {t("adminCourses.modules", { count: course.moduleCount })},{" "}
            {t("card.lessons", { count: course.lessonCount })}
          </Detail>
          <Detail label={t("adminCourses.detail.updated")}>{date(course.updatedAt)}</Detail>
        </dl>
      </Card>
    </div>
  );
}

/** /admin/courses/:courseId: what the course is, with Edit Course and Manage Modules. */
export default function AdminCourseDetailPage() {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const { courseId = "" } = useParams();
  const query = useQuery(courseAdminQueries.detail(courseId));
  usePageTitle(query.data?.title ?? t("adminCourses.detail.title"));

  return (
    <>
      <PageHeader
        title={query.data?.title ?? t("adminCourses.detail.title")}
        description={query.data?.shortDescription || undefined}
        backTo={coursesPaths.admin.list()}
        backLabel={t("adminCourses.backToList")}
        actions={query.data ? <CourseActions course={query.data} /> : undefined}
      />
      {query.data ? (
        <CourseDetail course={query.data} />
      ) : query.isError ? (
        <LoadError
          message={
            isApiError(query.error) && query.error.status === 404
              ? text(query.error)
              : text(CourseMessage.loadCourseDetailsFailed)
          }
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy="true">
          <Skeleton className="aspect-[3/2] w-full rounded-xl" />
          <Skeleton className="h-80 w-full rounded-xl" />
        </div>
      )}
    </>
  );
}
