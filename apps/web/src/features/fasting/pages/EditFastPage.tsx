import { useQueryClient } from "@tanstack/react-query";
import { type Fast, FastPatch } from "@vitalog/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { ConfirmUnusual, unusualValuesOf } from "../../../kit/ConfirmUnusual.tsx";
import { dateTimeLocalToIso, toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { FASTS_KEY, fastsApi } from "../api.ts";
import { fastingPaths } from "../paths.ts";

function EditFastForm({ fast }: { fast: Fast }) {
  const { t } = useTranslation("fasting");
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const update = fastsApi.useUpdate(fast.id);
  // The kit leaves the page for the fasting page in its place: Back never shows the deleted fast.
  const remove = fastsApi.useDelete(fast.id, { leaveTo: fastingPaths.home() });
  const [start, setStart] = useState(toDateTimeLocalValue(new Date(fast.startTime)));
  const [end, setEnd] = useState(fast.endTime ? toDateTimeLocalValue(new Date(fast.endTime)) : "");
  const [target, setTarget] = useState(String(fast.targetHours));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const deleted = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: FASTS_KEY });
    toast({ message, variant: "success" });
  };
  const done = async (message: string) => {
    await deleted(message);
    navigate(fastingPaths.home());
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const startTime = dateTimeLocalToIso(start);
    const endTime = end ? dateTimeLocalToIso(end) : undefined;
    if (!startTime || endTime === null) {
      setProblem(t("edit.invalidTime"));
      return;
    }
    const parsed = FastPatch.safeParse({
      startTime,
      targetHours: Number(target),
      ...(endTime ? { endTime } : {}),
    });
    if (!parsed.success) {
      setProblem(messageText(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(null);
    save(parsed.data);
  }

  // A fast far longer than its target: the server asks to confirm (422), the same patch is
  // then sent confirmed.
  const [sent, setSent] = useState<FastPatch | null>(null);
  function save(patch: FastPatch) {
    setSent(patch);
    update.mutate(patch, { onSuccess: () => done(t("edit.saved")) });
  }
  const asked = unusualValuesOf(update.error);
  const failure = (asked ? null : update.error) ?? remove.error;
  const error = problem ?? (failure ? messageText(failure) : null);
  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("edit.start")}
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          <TextField
            label={t("edit.end")}
            hint={fast.endTime ? undefined : t("edit.endHint")}
            type="datetime-local"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <TextField
          label={t("edit.target")}
          type="number"
          min={1}
          max={168}
          step={1}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
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
  const fast = fastsApi.useDetail(fastId);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader title={t("edit.title")} backTo={fastingPaths.home()} backLabel={t("edit.back")} />
      <Loadable
        query={fast}
        loading={<Skeleton className="h-64 w-full" />}
        error={() => <EmptyState title={t("edit.notFound")} />}
      >
        {(data) => <EditFastForm fast={data} />}
      </Loadable>
    </div>
  );
}
