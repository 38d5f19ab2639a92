import { useQuery } from "@tanstack/react-query";
import { CourseMessage, type CourseModule, type ModuleInput } from "@vitalog/domain";
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
import {
  courseAdminQueries,
  reorderModules,
  useCreateModule,
  useDeleteModule,
  useUpdateModule,
} from "../api.ts";
import { type ModuleDraft, ModuleFormDialog } from "../components/ModuleFormDialog.tsx";
import { ModuleListItem } from "../components/ModuleListItem.tsx";
import { SortableList } from "../components/SortableList.tsx";
import { useOptimisticOrder } from "../components/SortableOrder.ts";

const moduleTitle = (module: CourseModule) => module.title;

/**
 * A course's modules (admin-back-office §2): ordered by drag and drop, added and edited in a
 * dialog, deleted with their lessons after a warning, expanded to show their lessons.
 */
export default function ModulesPage() {
  const { t } = useTranslation("courses");
  const text = useMessageText();
  const { toast } = useToast();
  const { courseId = "" } = useParams();
  const course = useQuery(courseAdminQueries.detail(courseId));
  const modules = useQuery(courseAdminQueries.modules(courseId));
  const order = useOptimisticOrder(modules.data, (ids) => reorderModules(courseId, ids));
  const create = useCreateModule(courseId);
  const update = useUpdateModule(courseId);
  const remove = useDeleteModule(courseId);
  const [draft, setDraft] = useState<ModuleDraft>(null);
  const [deleting, setDeleting] = useState<{ module: CourseModule; open: boolean } | null>(null);
  const title = course.data?.title;
  usePageTitle(
    title ? t("adminContent.modules.pageTitle", { title }) : t("adminContent.modules.heading"),
  );

  async function handleSave(input: ModuleInput, module: CourseModule | null) {
    if (module) {
      await update.mutateAsync({ moduleId: module.id, patch: input });
      toast({ message: t("adminContent.modules.saved"), variant: "success" });
    } else {
      await create.mutateAsync(input);
      toast({ message: t("adminContent.modules.added"), variant: "success" });
    }
  }

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.module.id, {
      onSuccess() {
        toast({ message: t("adminContent.modules.deleted"), variant: "success" });
        setDeleting({ ...deleting, open: false });
      },
      onError() {
        toast({ message: text(CourseMessage.deleteModuleFailed), variant: "error" });
        setDeleting({ ...deleting, open: false });
      },
    });
  }

  const addButton = (
    <Button onClick={() => setDraft("new")}>
      <PlusIcon className="size-5" />
      {t("adminContent.modules.add")}
    </Button>
  );

  if (course.isError && !course.data) {
    return (
      <>
        <PageHeader
          title={t("adminContent.modules.heading")}
          backTo={coursesPaths.admin.list()}
          backLabel={t("adminContent.modules.backToList")}
        />
        <LoadError
          message={text(CourseMessage.loadCourseFailed)}
          onRetry={() => void course.refetch()}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title ?? <Skeleton className="h-8 w-64 max-w-full" />}
        description={t("adminContent.modules.description")}
        backTo={coursesPaths.admin.detail(courseId)}
        backLabel={t("adminContent.modules.back")}
        actions={addButton}
      />

      {order.failed ? (
        <Banner variant="error" onDismiss={order.dismissFailure} className="mb-4">
          {text(CourseMessage.reorderModulesFailed)}
        </Banner>
      ) : null}

      {order.items ? (
        order.items.length === 0 ? (
          <EmptyState
            icon={<ListIcon />}
            title={text(CourseMessage.noModules)}
            description={t("adminContent.modules.emptyText")}
            action={addButton}
          />
        ) : (
          <SortableList
            items={order.items}
            label={t("adminContent.modules.listLabel", { title: title ?? "" })}
            titleOf={moduleTitle}
            onReorder={(ids) => void order.reorder(ids)}
          >
            {(module, handle, index) => (
              <ModuleListItem
                courseId={courseId}
                module={module}
                position={index + 1}
                handle={handle}
                onEdit={() => setDraft(module)}
                onDelete={() => setDeleting({ module, open: true })}
              />
            )}
          </SortableList>
        )
      ) : modules.isError ? (
        <LoadError
          message={text(CourseMessage.loadCourseFailed)}
          onRetry={() => void modules.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-28 rounded-xl" />
          ))}
        </div>
      )}

      <ModuleFormDialog draft={draft} onClose={() => setDraft(null)} onSave={handleSave} />
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={t("adminContent.modules.deleteTitle", { title: deleting?.module.title ?? "" })}
        message={text(CourseMessage.deleteModuleConfirm)}
        confirmLabel={t("adminContent.modules.deleteConfirm")}
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(deleting ? { ...deleting, open: false } : null)}
      />
    </>
  );
}
