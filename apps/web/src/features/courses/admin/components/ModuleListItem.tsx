import { useQuery } from "@tanstack/react-query";
import { CourseMessage, type CourseModule } from "@vitalog/domain";
import clsx from "clsx";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronDownIcon, PencilIcon, TrashIcon } from "../../../../components/Icon/icons.tsx";
import { Skeleton } from "../../../../components/Skeleton/Skeleton.tsx";
import { Loadable } from "../../../../kit/Loadable.tsx";
import { useMessageText } from "../../../../lib/messages.ts";
import { IconButton } from "../../../admin/components/CatalogListPage.tsx";
import { LessonTypeIcon } from "../../components/LessonTypeIcon.tsx";
import { coursesPaths } from "../../paths.ts";
import { courseAdminQueries } from "../api.ts";

/**
 * A module in the modules screen: its drag handle, title, description and lesson count, edit and
 * delete, and a disclosure showing its lessons with the way to manage them.
 */
export function ModuleListItem({
  courseId,
  module,
  position,
  handle,
  onEdit,
  onDelete,
}: {
  courseId: string;
  module: CourseModule;
  /** 1-based. */
  position: number;
  handle: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();

  return (
    <>
      <div className="flex items-start gap-2 p-3 sm:gap-3 sm:p-4">
        {handle}
        <div className="min-w-0 flex-1 py-1.5">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t("adminContent.modules.position", { position })}
          </p>
          <h2 className="mt-0.5 font-semibold break-words text-slate-900">{module.title}</h2>
          {module.description ? (
            <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">
              {module.description}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-1">
          <IconButton
            label={t("adminContent.modules.edit", { title: module.title })}
            onClick={onEdit}
          >
            <PencilIcon className="size-5" />
          </IconButton>
          <IconButton
            label={t("adminContent.modules.delete", { title: module.title })}
            tone="danger"
            onClick={onDelete}
          >
            <TrashIcon className="size-5" />
          </IconButton>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-3 py-2 sm:px-4">
        {module.lessonCount === 0 ? (
          <p className="px-1 text-sm text-slate-600">{text(CourseMessage.noLessons)}</p>
        ) : (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((open) => !open)}
            className="-ml-1 inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <ChevronDownIcon
              className={clsx("size-4 transition-transform", expanded ? "rotate-180" : "")}
            />
            {t(expanded ? "adminContent.modules.hideLessons" : "adminContent.modules.showLessons", {
              count: module.lessonCount,
            })}
            <span className="sr-only">
              {t("adminContent.modules.ofModule", { title: module.title })}
            </span>
          </button>
        )}
        <Link
          to={coursesPaths.admin.lessons(courseId, module.id)}
          className="inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t("adminContent.modules.manageLessons")}
          <span className="sr-only">
            {t("adminContent.modules.ofModule", { title: module.title })}
          </span>
        </Link>
      </div>
      {module.lessonCount > 0 ? (
        <div id={panelId} hidden={!expanded}>
          {expanded ? <ModuleLessons courseId={courseId} moduleId={module.id} /> : null}
        </div>
      ) : null}
    </>
  );
}

/** The lessons of an expanded module: type icon, title and duration, in order. */
function ModuleLessons({ courseId, moduleId }: { courseId: string; moduleId: string }) {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const lessons = useQuery(courseAdminQueries.lessons(courseId, moduleId));
  return (
    <div className="border-t border-slate-100 bg-slate-50/70 px-3 py-3 sm:px-4">
      <Loadable
        query={lessons}
        loading={
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        }
        error={text(CourseMessage.loadLessonFailed)}
        isEmpty={(items) => items.length === 0}
        empty={<p className="py-1 text-sm text-slate-600">{text(CourseMessage.noLessons)}</p>}
      >
        {(items) => (
          <ol className="flex flex-col divide-y divide-slate-200/70">
            {items.map((lesson) => (
              <li key={lesson.id} className="flex items-center gap-3 py-2 text-sm">
                <LessonTypeIcon type={lesson.type} className="size-5 shrink-0 text-brand-700" />
                <span className="sr-only">{t(`types.${lesson.type}`)}:</span>
                <span className="min-w-0 flex-1 break-words text-slate-800">{lesson.title}</span>
                <span className="shrink-0 text-slate-600 tabular-nums">
                  {t("adminContent.minutes", { count: lesson.duration })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Loadable>
    </div>
  );
}
