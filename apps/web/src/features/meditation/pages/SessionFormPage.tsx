import { useQueryClient } from "@tanstack/react-query";
import { type MeditationSession, MeditationSessionInput } from "@vitalog/domain";
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
import { dateTimeLocalToIso, toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { MEDITATION_KEY, sessionsApi } from "../api.ts";
import { meditationPaths } from "../paths.ts";

/** The form of a session done elsewhere (add) or of a logged one (edit, with delete). */
function SessionForm({ session }: { session: MeditationSession | null }) {
  const { t } = useTranslation("meditation");
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const create = sessionsApi.useCreate();
  const update = sessionsApi.useUpdate(session?.id ?? "");
  // The kit leaves the page for the meditation page in its place: Back never shows the deleted
  // session.
  const remove = sessionsApi.useDelete(session?.id ?? "", { leaveTo: meditationPaths.home() });
  const [startedAt, setStartedAt] = useState(
    toDateTimeLocalValue(
      session ? new Date(session.startedAt) : new Date(Date.now() - 15 * 60_000),
    ),
  );
  const [minutes, setMinutes] = useState(
    session ? String(Math.round(session.durationSeconds / 6) / 10) : "10",
  );
  const [note, setNote] = useState(session?.note ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const mutation = session ? update : create;

  const deleted = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: MEDITATION_KEY });
    toast({ message, variant: "success" });
  };
  const done = async (message: string) => {
    await deleted(message);
    navigate(meditationPaths.home());
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const iso = dateTimeLocalToIso(startedAt);
    if (!iso) {
      setProblem(t("form.invalidTime"));
      return;
    }
    const parsed = MeditationSessionInput.safeParse({
      startedAt: iso,
      durationSeconds: Math.round(Number(minutes) * 60),
      note: note.trim() ? note : null,
    });
    if (!parsed.success) {
      setProblem(messageText(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(null);
    mutation.mutate(parsed.data, { onSuccess: () => done(t("form.saved")) });
  }

  const failure = mutation.error ?? remove.error;
  const error = problem ?? (failure ? messageText(failure) : null);
  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("form.startedAt")}
            type="datetime-local"
            max={toDateTimeLocalValue(new Date())}
            value={startedAt}
            onChange={(e) => setStartedAt(e.target.value)}
          />
          <TextField
            label={t("form.minutes")}
            hint={t("form.minutesHint")}
            type="number"
            inputMode="decimal"
            min={1}
            max={1440}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </div>
        <TextField
          label={t("form.note")}
          hint={t("form.noteHint")}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
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
  const session = sessionsApi.useDetail(sessionId);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader
        title={t("form.editTitle")}
        backTo={meditationPaths.home()}
        backLabel={t("form.back")}
      />
      <Loadable
        query={session}
        loading={<Skeleton className="h-64 w-full" />}
        error={() => <EmptyState title={t("form.notFound")} />}
      >
        {(data) => <SessionForm session={data} />}
      </Loadable>
    </div>
  );
}
