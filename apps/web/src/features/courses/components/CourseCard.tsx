import type { CourseCard as Card } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDuration, formatPrice } from "../display.ts";
import { GraduationCapIcon } from "./icons.tsx";

/** A course in the catalogue: picture, title, price, level, duration and learners. */
export function CourseCard({ course, to }: { course: Card; to: string }) {
  const { t } = useTranslation("courses");
  return (
    <li className="flex min-w-0">
      <Link
        to={to}
        className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {course.imageUrl ? (
          <img src={course.imageUrl} alt="" className="aspect-[3/2] w-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="flex aspect-[3/2] w-full items-center justify-center bg-gradient-to-br from-brand-100 via-sky-50 to-emerald-100 text-brand-700"
          >
            <GraduationCapIcon className="size-10" />
          </div>
        )}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="font-semibold text-slate-900 group-hover:text-brand-800">
            {course.title}
          </h3>
          {course.shortDescription ? (
            <p className="line-clamp-2 text-sm text-slate-700">{course.shortDescription}</p>
          ) : null}
          <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
            <span>{t(`levels.${course.level}`)}</span>
            <span>{formatDuration(course.duration)}</span>
            <span>{t("card.enrolled", { count: course.enrollmentCount })}</span>
          </p>
          <p className="text-sm font-semibold text-slate-900">
            {formatPrice(course.price, t("free"))}
          </p>
        </div>
      </Link>
    </li>
  );
}
