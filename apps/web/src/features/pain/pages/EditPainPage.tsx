import { useQuery } from "@tanstack/react-query";
import type { PainEntry } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useDayFormat } from "../../../kit/day-format.ts";
import { EditPage } from "../../../kit/EditPage.tsx";
import { useDeleteEntry, useUpdateEntry } from "../../../kit/series.ts";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { painData } from "../api.ts";
import { BodyIcon } from "../components/icons.tsx";
import { PainForm } from "../components/PainForm.tsx";
import { painFormOf, toPainEntryInput } from "../form.ts";
import { painPaths } from "../paths.ts";

function DeleteEntry({ entry }: { entry: PainEntry }) {
  const { t } = useTranslation("pain");
  const format = useDayFormat();
  const { toast } = useToast();
  // The kit leaves the page for the list in its place: Back never shows the deleted entry.
  const remove = useDeleteEntry(painData, entry.id, { leaveTo: painPaths.list() });
  const messageText = useMessageText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        {t("form.delete")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!remove.isPending) setOpen(next);
          if (!next) remove.reset();
        }}
        size="sm"
        title={t("form.deleteTitle")}
        description={t("form.deleteBody", { date: format.dateTime(entry.occurredAt) })}
      >
        {remove.isError ? (
          <Banner variant="error" className="mb-4">
            {isApiError(remove.error) ? messageText(remove.error) : t("errors.generic")}
          </Banner>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
            {t("form.keep")}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={async () => {
              try {
                await remove.mutateAsync();
                setOpen(false);
                toast({ message: t("form.deleted"), variant: "success" });
              } catch {
                // The dialog shows the error.
              }
            }}
          >
            {t("form.confirmDelete")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function EditForm({ entry }: { entry: PainEntry }) {
  const { t } = useTranslation("pain");
  const { toast } = useToast();
  const navigate = useNavigate();
  const update = useUpdateEntry(painData, entry.id);
  const [initial] = useState(() => painFormOf(entry));
  return (
    <>
      <PainForm
        initial={initial}
        cancelTo={painPaths.list()}
        submitLabel={t("form.update")}
        onSubmit={async (input) => {
          await update.mutateAsync(toPainEntryInput(input));
          toast({ message: t("form.updated"), variant: "success" });
          navigate(painPaths.list());
        }}
      />
      <div className="mt-6 border-t border-slate-200 pt-4">
        <DeleteEntry entry={entry} />
      </div>
    </>
  );
}

export default function EditPainPage() {
  const { t } = useTranslation("pain");
  const { entryId = "" } = useParams();
  const query = useQuery(painData.member.detail(entryId));
  return (
    <div className="mx-auto max-w-3xl">
      <EditPage
        query={query}
        header={{
          title: t("form.editTitle"),
          backTo: painPaths.list(),
          backLabel: t("actions.back"),
        }}
        notFound={{
          title: t("form.notFoundTitle"),
          body: t("form.notFoundTitle"),
          hint: t("form.notFoundBody"),
          icon: <BodyIcon />,
        }}
        loading={<Skeleton className="h-96 w-full rounded-xl" />}
        error={t("loadError")}
      >
        {(entry) => <EditForm entry={entry} />}
      </EditPage>
    </div>
  );
}
