import { useQuery } from "@tanstack/react-query";
import type { WeightEntry, WeightEntryPatch } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useSession } from "../../../app/session.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { TrashIcon } from "../../../components/Icon/icons.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { EditPage } from "../../../kit/EditPage.tsx";
import { useDeleteEntry, useUpdateEntry } from "../../../kit/series.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { weightData } from "../api.ts";
import { WeightForm } from "../components/WeightForm.tsx";
import { type WeightUnit, weightUnitFor } from "../display.ts";
import { weightFormFromEntry } from "../form.ts";
import { weightPaths } from "../paths.ts";
import { useWeightFormat } from "../useWeightFormat.ts";

function FormSkeleton() {
  const { t } = useTranslation("weight");
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{t("form.loading")}</span>
      {[0, 1, 2].map((i) => (
        <div key={i}>
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-2 h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

function DeleteEntry({ entry, unit }: { entry: WeightEntry; unit: WeightUnit }) {
  const { t } = useTranslation("weight");
  const format = useWeightFormat(unit);
  const { toast } = useToast();
  // The kit leaves the page for the list in its place: Back never shows the deleted entry.
  const remove = useDeleteEntry(weightData, entry.id, { leaveTo: weightPaths.list() });
  const messageText = useMessageText();
  const [open, setOpen] = useState(false);

  const handleDelete = async () => {
    try {
      await remove.mutateAsync();
      setOpen(false);
      toast({ message: t("form.deleted"), variant: "success" });
    } catch {
      // The dialog shows the error from the mutation state.
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        className="w-full text-red-700 hover:bg-red-50 sm:w-auto"
        onClick={() => setOpen(true)}
      >
        <TrashIcon className="size-5" />
        {t("form.delete")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!remove.isPending) setOpen(next);
          if (!next) remove.reset();
        }}
        size="sm"
        title={t("form.deleteDialog.title")}
        description={t("form.deleteDialog.body", {
          weight: format.weight(entry.weightKg),
          date: format.longDate(entry.measuredAt),
        })}
      >
        {remove.isError ? (
          <Banner variant="error" title={t("form.deleteErrorTitle")} className="mb-4">
            {isApiError(remove.error) ? messageText(remove.error) : t("errors.generic")}
          </Banner>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
            {t("form.deleteDialog.cancel")}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={handleDelete}>
            {t("form.deleteDialog.confirm")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function EditForm({ entry, unit }: { entry: WeightEntry; unit: WeightUnit }) {
  const { t } = useTranslation("weight");
  const { toast } = useToast();
  const navigate = useNavigate();
  const update = useUpdateEntry(weightData, entry.id);
  const [defaultValues] = useState(() => weightFormFromEntry(entry, unit));

  return (
    <WeightForm
      unit={unit}
      defaultValues={defaultValues}
      cancelTo={weightPaths.list()}
      extraActions={<DeleteEntry entry={entry} unit={unit} />}
      onSubmit={async (values, dirty, confirmed) => {
        // Only what changed is sent, so an untouched weight keeps its stored precision.
        const patch: WeightEntryPatch = {};
        if (dirty.weight) patch.weightKg = values.weight;
        if (dirty.measuredAt) patch.measuredAt = values.measuredAt;
        if (dirty.note) patch.note = values.note;
        if (confirmed) patch.confirmed = true;
        if (Object.keys(patch).length > 0) await update.mutateAsync(patch);
        toast({ message: t("form.updated"), variant: "success" });
        navigate(weightPaths.list());
      }}
    />
  );
}

export default function EditWeightPage() {
  const { t } = useTranslation("weight");
  const { entryId = "" } = useParams();
  const { profile } = useSession();
  const unit = weightUnitFor(profile?.measurementPreference ?? "metric");
  const query = useQuery(weightData.member.detail(entryId));

  return (
    <div className="mx-auto max-w-xl">
      <EditPage
        query={query}
        header={{
          title: t("form.editTitle"),
          description: t("form.editSubtitle"),
          backTo: weightPaths.list(),
          backLabel: t("actions.back"),
        }}
        notFound={{
          title: t("form.notFound.title"),
          body: t("form.notFound.body"),
          hint: t("form.notFound.hint"),
        }}
        bodyClassName="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
        loading={<FormSkeleton />}
        error={(retry) => (
          <Banner variant="error" title={t("form.loadError")}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
              {t("actions.retry")}
            </Button>
          </Banner>
        )}
      >
        {(entry) => <EditForm key={entry.id} entry={entry} unit={unit} />}
      </EditPage>
    </div>
  );
}
