import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ResetRequestForm } from "@vitalog/domain";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { MailIcon } from "../../../components/Icon/icons.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { requestPasswordReset } from "../api.ts";
import { resetErrorMessage, resetErrorShown } from "../messages.ts";

export interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-fills the address typed on the sign-in form. */
  initialEmail?: string;
}

export default function ResetPasswordDialog({
  open,
  onOpenChange,
  initialEmail = "",
}: ResetPasswordDialogProps) {
  const { t } = useTranslation("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ResetRequestForm>({
    resolver: zodResolver(ResetRequestForm),
    defaultValues: { email: initialEmail },
  });
  const mutation = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onSuccess: (_data, email) => setSentTo(email),
    // Whether an address has an account is not told (docs/decisions.md): only a malformed
    // address, too many requests or no connection keep the form with a message.
    onError: (error, email) => {
      if (!resetErrorShown(error)) setSentTo(email);
    },
  });

  // Each opening starts on the form with the current sign-in address.
  useEffect(() => {
    if (!open) return;
    setSentTo(null);
    mutation.reset();
    form.reset({ email: initialEmail });
  }, [open, initialEmail, form.reset, mutation.reset]);

  const handleTryAgain = () => {
    setSentTo(null);
    mutation.reset();
  };

  if (sentTo) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="sm"
        title={t("reset.sentTitle")}
        description={t("reset.sentText", { email: sentTo })}
      >
        <div className="flex flex-col items-center gap-5">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MailIcon className="size-7" />
          </span>
          <div className="flex w-full flex-col gap-2.5">
            <Button size="lg" fullWidth onClick={() => onOpenChange(false)}>
              {t("reset.backToSignIn")}
            </Button>
            <Button size="lg" variant="secondary" fullWidth onClick={handleTryAgain}>
              {t("reset.tryAgain")}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t("reset.title")}
      description={t("reset.text")}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values.email))}
      >
        {mutation.isError && resetErrorShown(mutation.error) ? (
          <Banner variant="error">{resetErrorMessage(mutation.error)}</Banner>
        ) : null}
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          {t("reset.submit")}
        </Button>
      </form>
    </Dialog>
  );
}
