import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import type { MeditationSession, MeditationSessionInput } from "@vitalog/domain";
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
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import { EditPage } from "../../../kit/EditPage.tsx";
import { applyServerErrors } from "../../../kit/form-errors.ts";
import { useCreateEntry, useDeleteEntry, useUpdateEntry } from "../../../kit/series.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { sessionsData } from "../api.ts";
import { type SessionFormValues, sessionFormSchema } from "../form.ts";
import { meditationPaths } from "../paths.ts";

/** The form of a session done elsewhere (add) or of a logged one (edit, with delete). */
function SessionForm({ session }: { session: MeditationSession | null }) {
  const { t } = useTranslation("meditation");
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  // Entry writes refresh the lists, and the stats with them (api.ts).
  const create = useCreateEntry(sessionsData);
  const update = useUpdateEntry(sessionsData, session?.id ?? "");
  // The kit leaves the page for the meditation page in its place: Back never shows the deleted
  // session.
  const remove = useDeleteEntry(sessionsData, session?.id ?? "", {
    leaveTo: meditationPaths.home(),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SessionFormValues, unknown, MeditationSessionInput>({
    resolver: zodResolver(sessionFormSchema),
    defaultValues: {
      startedAt: toDateTimeLocalValue(
        session ? new Date(session.startedAt) : new Date(Date.now() - 15 * 60_000),
      ),
      minutes: session ? String(Math.round(session.durationSeconds / 6) / 10) : "10",
      note: session?.note ?? "",
    },
  });
  const [placed, setPlaced] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const mutation = session ? update : create;

  const deleted = async (message: string) => {
    toast({ message, variant: "success" });
  };
  const done = async (message: string) => {
    await deleted(message);
    navigate(meditationPaths.home());
  };

  const submit = handleSubmit((input) => {
    setPlaced(false);
    mutation.mutate(input, {
      onSuccess: () => done(t("form.saved")),
      onError: (error) =>
        setPlaced(
          applyServerErrors(error, setError, {
            startedAt: "startedAt",
            durationSeconds: "minutes",
            note: "note",
          }),
        ),
    });
  });

  const failure = (placed ? null : mutation.error) ?? remove.error;
  const error = failure ? messageText(failure) : null;
  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("form.startedAt")}
            type="datetime-local"
            max={toDateTimeLocalValue(new Date())}
            error={messageText(errors.startedAt?.message)}
            {...register("startedAt")}
          />
          <TextField
            label={t("form.minutes")}
            hint={t("form.minutesHint")}
            type="number"
            inputMode="decimal"
            min={1}
            max={1440}
            error={messageText(errors.minutes?.message)}
            {...register("minutes")}
          />
        </div>
        <TextField
          label={t("form.note")}
          hint={t("form.noteHint")}
          maxLength={500}
          error={messageText(errors.note?.message)}
          {...register("note")}
        />
        {error ? <Banner variant="error">{error}</Banner> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={mutation.isPending}>
            {t("form.save")}
          </Button>
          {session ? (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={() => setConfirmDelete(true)}
            >
              {t("form.delete")}
            </Button>
          ) : null}
        </div>
      </form>
      {session ? (
        <Dialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          size="sm"
          title={t("form.deleteTitle")}
          description={t("form.deleteBody")}
        >
          <div className="mt-4 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              {t("form.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutateAsync().then(
                  () => deleted(t("form.deleted")),
                  () => undefined, // the form shows the error
                )
              }
            >
              {t("form.delete")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </Card>
  );
}

export default function AddSessionPage() {
  const { t } = useTranslation("meditation");
  usePageTitle(t("form.addTitle"));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader
        title={t("form.addTitle")}
        backTo={meditationPaths.home()}
        backLabel={t("form.back")}
      />
      <SessionForm session={null} />
    </div>
  );
}

export function EditSessionPage() {
  const { t } = useTranslation("meditation");
  usePageTitle(t("form.editTitle"));
  const { sessionId = "" } = useParams();
  const session = useQuery(sessionsData.useQueries().detail(sessionId));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <EditPage
        query={session}
        header={{
          title: t("form.editTitle"),
          backTo: meditationPaths.home(),
          backLabel: t("form.back"),
        }}
        notFound={{ body: t("form.notFound") }}
        loading={<Skeleton className="h-64 w-full" />}
        error={() => <EmptyState title={t("form.notFound")} />}
      >
        {(data) => <SessionForm session={data} />}
      </EditPage>
    </div>
  );
}
