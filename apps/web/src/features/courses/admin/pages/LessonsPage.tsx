import { useQuery } from "@tanstack/react-query";
import { type CourseLesson, CourseMessage } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useToast } from "../../../../app/toast.tsx";
import { Banner } from "../../../../components/Banner/Banner.tsx";
import { Button } from "../../../../components/Button/Button.tsx";
import { ConfirmDialog } from "../../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../../../components/EmptyState/EmptyState.tsx";
import { PlusIcon } from "../../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../../components/Skeleton/Skeleton.tsx";
import { LoadError } from "../../../../kit/Loadable.tsx";
import { useMessageText } from "../../../../lib/messages.ts";
import { usePageTitle } from "../../../../lib/page-title.ts";
import { ListIcon } from "../../../admin/components/icons.tsx";
import { coursesPaths } from "../../paths.ts";
import { courseAdminQueries, reorderLessons, useDeleteLesson } from "../api.ts";
import { type LessonDraft, LessonFormDialog } from "../components/LessonFormDialog.tsx";
import { LessonListItem } from "../components/LessonListItem.tsx";
import { SortableList } from "../components/SortableList.tsx";
import { useOptimisticOrder } from "../components/SortableOrder.ts";

const lessonTitle = (lesson: CourseLesson) => lesson.title;

/**
 * A module's lessons (admin-back-office §2): ordered by drag and drop, added and edited in a
 * dialog with the content of their type, deleted after asking.
 */
export default function LessonsPage() {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const { toast } = useToast();
  const { courseId = "", moduleId = "" } = useParams();
  const course = useQuery(courseAdminQueries.detail(courseId));
  const modules = useQuery(courseAdminQueries.modules(courseId));
  const lessons = useQuery(courseAdminQueries.lessons(courseId, moduleId));
  const order = useOptimisticOrder(lessons.data, (ids) => reorderLessons(courseId, moduleId, ids));
  const remove = useDeleteLesson(courseId, moduleId);
  const [draft, setDraft] = useState<LessonDraft>(null);
  const [deleting, setDeleting] = useState<{ lesson: CourseLesson; open: boolean } | null>(null);
  const module = modules.data?.find((m) => m.id === moduleId);
  const moduleMissing = modules.data !== undefined && !module;
  usePageTitle(
    module
      ? t("adminContent.lessons.pageTitle", { title: module.title })
      : t("adminContent.lessons.heading"),
  );

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.lesson.id, {
      onSuccess() {
        toast({ message: t("adminContent.lessons.deleted"), variant: "success" });
        setDeleting({ ...deleting, open: false });
      },
      onError() {
        toast({ message: text(CourseMessage.deleteLessonFailed), variant: "error" });
        setDeleting({ ...deleting, open: false });
      },
    });
  }

  const addButton = (
    <Button onClick={() => setDraft("new")}>
      <PlusIcon className="size-5" />
      {t("adminContent.lessons.add")}
    </Button>
  );
  const back = {
    backTo: coursesPaths.admin.modules(courseId),
    backLabel: t("adminContent.lessons.back"),
  };

  if ((modules.isError && !modules.data) || (lessons.isError && !lessons.data) || moduleMissing) {
    const failed = modules.isError && !modules.data ? modules : lessons;
    return (
      <>
        <PageHeader title={t("adminContent.lessons.heading")} {...back} />
        <LoadError
          message={text(
            moduleMissing ? CourseMessage.moduleNotFound : CourseMessage.loadLessonFailed,
          )}
          onRetry={() => void failed.refetch()}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={module?.title ?? <Skeleton className="h-8 w-64 max-w-full" />}
        description={
          course.data
            ? t("adminContent.lessons.description", { course: course.data.title })
            : t("adminContent.lessons.descriptionNoCourse")
        }
        {...back}
        actions={addButton}
      />

      {order.failed ? (
        <Banner variant="error" onDismiss={order.dismissFailure} className="mb-4">
          {text(CourseMessage.reorderLessonsFailed)}
        </Banner>
      ) : null}

      {order.items ? (
        order.items.length === 0 ? (
          <EmptyState
            icon={<ListIcon />}
            title={text(CourseMessage.noLessons)}
            description={t("adminContent.lessons.emptyText")}
            action={addButton}
          />
        ) : (
          <SortableList
            items={order.items}
            label={t("adminContent.lessons.listLabel", { title: module?.title ?? "" })}
            titleOf={lessonTitle}
            onReorder={(ids) => void order.reorder(ids)}
          >
            {(lesson, handle, index) => (
              <LessonListItem
                lesson={lesson}
                position={index + 1}
                handle={handle}
                onEdit={() => setDraft(lesson)}
                onDelete={() => setDeleting({ lesson, open: true })}
              />
            )}
          </SortableList>
        )
      ) : (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-16 rounded-xl" />
          ))}
        </div>
      )}

      <LessonFormDialog
        courseId={courseId}
        moduleId={moduleId}
        draft={draft}
        onClose={() => setDraft(null)}
      />
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={t("adminContent.lessons.deleteTitle", { title: deleting?.lesson.title ?? "" })}
        message={text(CourseMessage.deleteLessonConfirm)}
        confirmLabel={t("adminContent.lessons.deleteConfirm")}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(deleting ? { ...deleting, open: false } : null)}
      />
    </>
  );
}
