import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { TrashIcon } from "../../../components/Icon/icons.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";

/** Delete, behind a confirmation naming the reading's date. */
export function DeleteReading({
  date,
  remove,
}: {
  date: string;
  remove: {
    mutateAsync: () => Promise<unknown>;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    reset: () => void;
  };
}) {
  const { t } = useTranslation("vitals");
  const { toast } = useToast();
  const messageText = useMessageText();
  const [open, setOpen] = useState(false);
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
        title={t("form.deleteTitle")}
        description={t("form.deleteBody", { date })}
      >
        {remove.isError ? (
          <Banner variant="error" title={t("errors.generic")} className="mb-4">
            {isApiError(remove.error) ? messageText(remove.error) : t("errors.generic")}
          </Banner>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
            {t("form.deleteCancel")}
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
                // Shown in the dialog.
              }
            }}
          >
            {t("form.delete")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
