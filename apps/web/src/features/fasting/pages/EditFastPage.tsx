import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import type { Fast, FastPatch } from "@vitalog/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { ConfirmUnusual, unusualValuesOf } from "../../../kit/ConfirmUnusual.tsx";
import { toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import { EditPage } from "../../../kit/EditPage.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useDeleteEntry, useUpdateEntry } from "../../../kit/series.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { fastsData } from "../api.ts";
import { type EditFastValues, editFastSchema } from "../form.ts";
import { fastingPaths } from "../paths.ts";

function EditFastForm({ fast }: { fast: Fast }) {
  const { t } = useTranslation("fasting");
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  // A write refreshes the lists, the fast in progress and the stats with them (api.ts).
  const update = useUpdateEntry(fastsData, fast.id);
  // The kit leaves the page for the fasting page in its place: Back never shows the deleted fast.
  const remove = useDeleteEntry(fastsData, fast.id, { leaveTo: fastingPaths.home() });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditFastValues, unknown, FastPatch>({
    resolver: zodResolver(editFastSchema),
    defaultValues: {
      start: toDateTimeLocalValue(new Date(fast.startTime)),
      end: fast.endTime ? toDateTimeLocalValue(new Date(fast.endTime)) : "",
      target: String(fast.targetHours),
    },
  });

  const deleted = (message: string) => toast({ message, variant: "success" });

  // A fast far longer than its target: the server asks to confirm (422), the same patch is
  // then sent confirmed.
  const [sent, setSent] = useState<FastPatch | null>(null);
  const [placed, setPlaced] = useState(false);
  function save(patch: FastPatch) {
    setSent(patch);
    setPlaced(false);
    update.mutate(patch, {
      onSuccess: () => {
        deleted(t("edit.saved"));
        navigate(fastingPaths.home());
      },
      onError: (error) =>
        setPlaced(
          applyServerErrors(error, setError, {
            startTime: "start",
            endTime: "end",
            targetHours: "target",
          }),
        ),
    });
  }
  const submit = handleSubmit(save);
  const asked = unusualValuesOf(update.error);
  const failure = (asked || placed ? null : update.error) ?? remove.error;
  const error = failure ? messageText(failure) : null;
  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("edit.start")}
            type="datetime-local"
            error={messageText(errors.start?.message)}
            {...register("start")}
          />
          <TextField
            label={t("edit.end")}
            hint={fast.endTime ? undefined : t("edit.endHint")}
            type="datetime-local"
            error={messageText(errors.end?.message)}
            {...register("end")}
          />
        </div>
        <TextField
          label={t("edit.target")}
          type="number"
          min={1}
          max={168}
          step={1}
          error={messageText(errors.target?.message)}
          {...register("target")}
          containerClassName="max-w-48"
        />
        {error ? <Banner variant="error">{error}</Banner> : null}
        {asked && sent ? (
          <ConfirmUnusual
            messages={[asked.message]}
            confirming={update.isPending}
            onConfirm={() => save({ ...sent, confirmed: true })}
            onCorrect={() => update.reset()}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={update.isPending}>
            {t("edit.save")}
          </Button>
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={() => setConfirmDelete(true)}
          >
            {t("edit.delete")}
          </Button>
        </div>
      </form>
      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        size="sm"
        title={t("edit.deleteTitle")}
        description={t("edit.deleteBody")}
      >
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            {t("edit.cancel")}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutateAsync().then(
                () => deleted(t("edit.deleted")),
                () => undefined, // the form shows the error
              )
            }
          >
            {t("edit.delete")}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}

export default function EditFastPage() {
  const { t } = useTranslation("fasting");
  usePageTitle(t("edit.title"));
  const { fastId = "" } = useParams();
  const fastsQueries = fastsData.useQueries();
  const fast = useQuery(fastsQueries.detail(fastId));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <EditPage
        query={fast}
        header={{ title: t("edit.title"), backTo: fastingPaths.home(), backLabel: t("edit.back") }}
        notFound={{ body: t("edit.notFound") }}
        loading={<Skeleton className="h-64 w-full" />}
        error={() => <EmptyState title={t("edit.notFound")} />}
      >
        {(data) => <EditFastForm fast={data} />}
      </EditPage>
    </div>
  );
}
