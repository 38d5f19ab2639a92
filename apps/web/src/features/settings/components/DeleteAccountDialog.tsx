import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { AuthMessage } from "@vitalog/domain";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLeaveSignedOut, useSignOut } from "../../../app/session.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { isApiError } from "../../../lib/api.ts";
import { PasswordField } from "../../auth/components/PasswordField.tsx";
import { setAuthNotice } from "../../auth/notice.ts";
import { deleteAccount } from "../api.ts";
import { type DeleteAccountForm, deleteAccountForm } from "../settings-form.ts";

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accounts with a password confirm with it; social-only accounts confirm with the button. */
  hasPassword: boolean;
}

/** Confirms Delete Account, says what goes, and ends signed out on /auth with a confirmation. */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
  hasPassword,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation("settings");
  const leaveSignedOut = useLeaveSignedOut();
  const { signOut } = useSignOut();
  const [banner, setBanner] = useState<string | null>(null);
  const [needsFreshSignIn, setNeedsFreshSignIn] = useState(false);
  const schema = useMemo(
    () => deleteAccountForm(hasPassword, t("delete.passwordRequired")),
    [hasPassword, t],
  );
  const form = useForm<DeleteAccountForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: "" },
  });
  const mutation = useMutation({
    mutationFn: ({ password }: DeleteAccountForm) =>
      deleteAccount(hasPassword ? password : undefined),
    async onSuccess() {
      // /auth then says "Your account has been deleted", once.
      setAuthNotice("accountDeleted");
      await leaveSignedOut();
    },
    onError(error) {
      if (isApiError(error) && error.status === 400 && hasPassword) {
        form.setError("password", {
          type: "server",
          message: error.message || AuthMessage.incorrectPassword,
        });
      } else if (isApiError(error) && error.status === 403) {
        setNeedsFreshSignIn(true);
        setBanner(error.message || AuthMessage.reauthenticate);
      } else {
        setBanner(
          isApiError(error) && error.code === "NETWORK" ? error.message : t("delete.failed"),
        );
      }
    },
  });

  useEffect(() => {
    if (!open) return;
    form.reset({ password: "" });
    setBanner(null);
    setNeedsFreshSignIn(false);
  }, [open, form]);

  const handleSubmit = form.handleSubmit((values) => {
    setBanner(null);
    mutation.mutate(values);
  });

  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={t("delete.title")}
      description={t("delete.text")}
      size="md"
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <div className="text-sm text-slate-700">
          <p className="font-medium text-slate-900">{t("delete.listTitle")}</p>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 marker:text-slate-400">
            <li>{t("delete.itemProfile")}</li>
            <li>{t("delete.itemRecords")}</li>
            <li>{t("delete.itemPhoto")}</li>
            <li>{t("delete.itemArticles")}</li>
            <li>{t("delete.itemWords")}</li>
            <li>{t("delete.itemAccount")}</li>
          </ul>
          <p className="mt-3 font-medium text-slate-900">{t("delete.keptTitle")}</p>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 marker:text-slate-400">
            <li>{t("delete.keptReplies")}</li>
            <li>{t("delete.keptRequests")}</li>
            <li>{t("delete.keptGroups")}</li>
          </ul>
          <p className="mt-3">{t("delete.copyHint")}</p>
        </div>
        {banner ? (
          <Banner variant="error">
            {banner}
            {needsFreshSignIn ? (
              <button
                type="button"
                onClick={signOut}
                className="ml-1 font-semibold underline underline-offset-2"
              >
                {t("delete.signInAgain")}
              </button>
            ) : null}
          </Banner>
        ) : null}
        {hasPassword ? (
          <PasswordField
            label={t("delete.password")}
            hint={t("delete.passwordHint")}
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register("password")}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("common:cancel")}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {t("delete.confirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
