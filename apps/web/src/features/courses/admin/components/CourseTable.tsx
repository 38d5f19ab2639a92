import type { AdminCourse } from "@vitalog/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EyeIcon, PencilIcon, TrashIcon } from "../../../../components/Icon/icons.tsx";
import { formatPrice } from "../../display.ts";
import { coursesPaths } from "../../paths.ts";
import { CourseFeaturedBadge, CourseStatusButton } from "./CoursePublish.tsx";
import { CourseThumbnail } from "./CourseThumbnail.tsx";

/**
 * Explicit table roles: browsers drop a table's semantics when CSS lays its rows out as cards,
 * and these keep them (spread, as the linter takes them for redundant).
 */
const ROLE = {
  table: { role: "table" },
  rowgroup: { role: "rowgroup" },
  row: { role: "row" },
  columnheader: { role: "columnheader" },
  cell: { role: "cell" },
} as const;

const iconAction =
  "inline-flex size-10 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50";

/** A column's name over its value, shown only while rows are stacked as cards. */
function StackedLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="mb-0.5 block text-xs font-medium text-slate-500 xl:hidden">
      {children}
    </span>
  );
}

/**
 * The courses as a table from 1280 px, and as a stack of cards below it. The explicit roles keep
 * it a table for screen readers while its rows are laid out as cards.
 */
export function CourseTable({
  courses,
  caption,
  publishingId,
  onTogglePublished,
  onDelete,
}: {
  courses: AdminCourse[];
  caption: string;
  publishingId: string | undefined;
  onTogglePublished: (course: AdminCourse) => void;
  onDelete: (course: AdminCourse) => void;
}) {
  const { t, i18n } = useTranslation("courses");
  const count = new Intl.NumberFormat(i18n.language);
  const columns = {
    course: t("adminCourses.table.course"),
    price: t("adminCourses.table.price"),
    category: t("adminCourses.table.category"),
    enrollments: t("adminCourses.table.enrollments"),
    status: t("adminCourses.table.status"),
    actions: t("adminCourses.table.actions"),
  };
  const cell = "xl:table-cell xl:px-4 xl:py-3 xl:align-middle";

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table {...ROLE.table} className="block w-full text-left text-sm xl:table">
        <caption className="sr-only">{caption}</caption>
        <thead {...ROLE.rowgroup} className="sr-only xl:not-sr-only xl:table-header-group">
          <tr {...ROLE.row} className="border-b border-slate-200 bg-slate-50 text-slate-600">
            {Object.entries(columns).map(([key, label]) => (
              <th
                key={key}
                {...ROLE.columnheader}
                scope="col"
                className={
                  key === "actions"
                    ? "px-4 py-2.5 text-right font-medium"
                    : "px-4 py-2.5 font-medium whitespace-nowrap"
                }
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...ROLE.rowgroup} className="block divide-y divide-slate-200 xl:table-row-group">
          {courses.map((course) => (
            <tr
              key={course.id}
              {...ROLE.row}
              className="grid grid-cols-2 gap-x-4 gap-y-3 p-4 sm:grid-cols-3 xl:table-row xl:p-0 xl:hover:bg-slate-50/60"
            >
              <td {...ROLE.cell} className={`col-span-full ${cell}`}>
                <div className="flex min-w-0 items-center gap-3">
                  <CourseThumbnail imageUrl={course.imageUrl} className="w-20 xl:w-16" />
                  <div className="min-w-0">
                    <Link
                      to={coursesPaths.admin.detail(course.id)}
                      className="font-semibold break-words text-slate-900 hover:text-brand-800 hover:underline"
                    >
                      {course.title}
                    </Link>
                    <p className="mt-0.5 text-xs text-slate-600">
                      {t("adminCourses.modules", { count: course.moduleCount })}
                    </p>
                  </div>
                </div>
              </td>
              <td {...ROLE.cell} className={`${cell} whitespace-nowrap tabular-nums`}>
                <StackedLabel>{columns.price}</StackedLabel>
                <span className="font-medium text-slate-900">
                  {formatPrice(course.price, t("free"))}
                </span>
              </td>
              <td {...ROLE.cell} className={cell}>
                <StackedLabel>{columns.category}</StackedLabel>
                <span className={course.category ? "text-slate-800" : "text-slate-500 italic"}>
                  {t(`categories.${course.category ?? "none"}`)}
                </span>
              </td>
              <td {...ROLE.cell} className={`${cell} tabular-nums`}>
                <StackedLabel>{columns.enrollments}</StackedLabel>
                <span className="text-slate-800">{count.format(course.enrollmentCount)}</span>
              </td>
              <td {...ROLE.cell} className={`sm:col-span-2 ${cell}`}>
                <StackedLabel>{columns.status}</StackedLabel>
                <div className="flex flex-wrap items-center gap-2 xl:flex-nowrap">
                  <CourseStatusButton
                    course={course}
                    busy={publishingId === course.id}
                    onToggle={() => onTogglePublished(course)}
                  />
                  {course.featured ? <CourseFeaturedBadge /> : null}
                </div>
              </td>
              <td
                {...ROLE.cell}
                className={`col-span-full border-t border-slate-100 pt-2 sm:col-span-1 sm:border-0 sm:pt-0 sm:self-end ${cell}`}
              >
                <div className="flex justify-end gap-1">
                  <Link
                    to={coursesPaths.admin.detail(course.id)}
                    aria-label={t("adminCourses.actions.view", { title: course.title })}
                    title={t("adminCourses.actions.viewShort")}
                    className={`${iconAction} text-slate-700 hover:bg-slate-100`}
                  >
                    <EyeIcon className="size-5" />
                  </Link>
                  <Link
                    to={coursesPaths.admin.edit(course.id)}
                    aria-label={t("adminCourses.actions.edit", { title: course.title })}
                    title={t("adminCourses.actions.editShort")}
                    className={`${iconAction} text-slate-700 hover:bg-slate-100`}
                  >
                    <PencilIcon className="size-5" />
                  </Link>
                  <button
                    type="button"
                    onClick={() => onDelete(course)}
                    aria-label={t("adminCourses.actions.delete", { title: course.title })}
                    title={t("adminCourses.actions.deleteShort")}
                    className={`${iconAction} text-red-700 hover:bg-red-50`}
                  >
                    <TrashIcon className="size-5" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
