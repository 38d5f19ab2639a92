import type { CourseLesson } from "@vitalog/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PencilIcon, TrashIcon } from "../../../../components/Icon/icons.tsx";
import { IconButton } from "../../../admin/components/CatalogListPage.tsx";
import { LessonTypeIcon } from "../../components/LessonTypeIcon.tsx";

/** A lesson in the lessons screen: handle, type icon, title, minutes, free preview; edit, delete. */
export function LessonListItem({
  lesson,
  position,
  handle,
  onEdit,
  onDelete,
}: {
  lesson: CourseLesson;
  /** 1-based. */
  position: number;
  handle: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("courses");
  return (
    <div className="flex items-center gap-2 p-2 sm:gap-3 sm:p-3">
      {handle}
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LessonTypeIcon type={lesson.type} className="size-5" />
      </span>
      <div className="min-w-0 flex-1 py-1">
        <h2 className="text-sm font-semibold break-words text-slate-900 sm:text-base">
          <span className="sr-only">{t("adminContent.lessons.position", { position })} </span>
          {lesson.title}
        </h2>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 sm:text-sm">
          <span>{t(`adminContent.types.${lesson.type}`)}</span>
          <span aria-hidden="true">·</span>
          <span className="tabular-nums">
            {t("adminContent.minutes", { count: lesson.duration })}
          </span>
          {lesson.isPreview ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
              {t("adminContent.lessons.freePreview")}
            </span>
          ) : null}
          {lesson.attachments.length > 0 ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t("adminContent.lessons.attachmentCount", { count: lesson.attachments.length })}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <IconButton
          label={t("adminContent.lessons.edit", { title: lesson.title })}
          onClick={onEdit}
        >
          <PencilIcon className="size-5" />
        </IconButton>
        <IconButton
          label={t("adminContent.lessons.delete", { title: lesson.title })}
          tone="danger"
          onClick={onDelete}
        >
          <TrashIcon className="size-5" />
        </IconButton>
      </div>
    </div>
  );
}
