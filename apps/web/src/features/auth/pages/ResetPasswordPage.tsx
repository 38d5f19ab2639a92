import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ResetMessage } from "@vitalog/domain";
import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { setAuthTab } from "../../../app/auth-tab.ts";
import { clearPersonalData } from "../../../app/personal-data.ts";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { AlertIcon } from "../../../components/Icon/icons.tsx";
import { Spinner } from "../../../components/Spinner/Spinner.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { authData, resetPassword } from "../api.ts";
import { AuthShell, StatusIcon } from "../components/AuthShell.tsx";
import { NewPasswordFields } from "../components/NewPasswordFields.tsx";
import { authErrorMessage } from "../messages.ts";
import { mismatchFlowMessage, NewPasswordForm } from "../password-form.ts";

const ResetPasswordDialog = lazy(() => import("../components/ResetPasswordDialog.tsx"));

/** A used, expired or made-up token: Better Auth answers INVALID_TOKEN (or redirects with it). */
function isInvalidToken(error: unknown): boolean {
  return isApiError(error) && (error.code === "INVALID_TOKEN" || error.code === "TOKEN_EXPIRED");
}

export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token");
  const [invalid, setInvalid] = useState(!token || params.has("error"));
  usePageTitle(t("resetPage.title"));

  if (invalid || !token) return <InvalidLink />;
  return <CheckedToken token={token} onInvalid={() => setInvalid(true)} />;
}

/**
 * Checks the link on arrival, so a used or expired one says so at once rather than after the
 * new password is typed. If the check cannot be made the form shows; submitting still checks.
 */
function CheckedToken({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const { t } = useTranslation("auth");
  const authQueries = authData.useQueries();
  const check = useQuery(authQueries.resetToken(token));
  if (check.isPending) {
    return (
      <AuthShell title={t("resetPage.checking")}>
        <div className="flex justify-center py-6">
          <Spinner size="lg" decorative />
        </div>
      </AuthShell>
    );
  }
  if (check.data?.valid === false) return <InvalidLink />;
  return <NewPasswordFormView token={token} onInvalid={onInvalid} />;
}

function NewPasswordFormView({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess() {
      // The reset ended every session of the account, this browser's included.
      clearPersonalData(queryClient);
      setAuthTab("signin");
      toast({ message: t("resetPage.done"), variant: "success" });
      navigate("/auth", { replace: true });
    },
    onError(error) {
      if (isInvalidToken(error)) onInvalid();
      else setBanner(authErrorMessage(error));
    },
  });

  const handleSubmit = form.handleSubmit(
    (values) => {
      setBanner(null);
      mutation.mutate({ newPassword: values.password, token });
    },
    (invalid) => setBanner(mismatchFlowMessage(invalid)),
  );

  return (
    <AuthShell title={t("resetPage.title")} description={t("resetPage.text")}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {banner ? (
          <Banner variant="error" onDismiss={() => setBanner(null)}>
            {banner}
          </Banner>
        ) : null}
        <NewPasswordFields
          form={form}
          passwordLabel={t("newPassword")}
          confirmLabel={t("confirmNewPassword")}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={mutation.isPending || mutation.isSuccess}
          className="mt-2"
        >
          {t("resetPage.submit")}
        </Button>
        <Link
          to="/auth"
          onClick={() => setAuthTab("signin")}
          className="self-center rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
        >
          {t("reset.backToSignIn")}
        </Link>
      </form>
    </AuthShell>
  );
}

function InvalidLink() {
  const { t } = useTranslation("auth");
  const messageText = useMessageText();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <AuthShell
      title={t("resetPage.invalidTitle")}
      description={messageText(ResetMessage.invalidLink)}
      icon={
        <StatusIcon tone="warning">
          <AlertIcon className="size-7" />
        </StatusIcon>
      }
    >
      <div className="flex flex-col gap-2.5">
        <Button
          size="lg"
          fullWidth
          onClick={() => {
            setEverOpened(true);
            setDialogOpen(true);
          }}
        >
          {t("resetPage.requestNew")}
        </Button>
        <Link
          to="/auth"
          onClick={() => setAuthTab("signin")}
          className={buttonClassName("secondary", "lg", true)}
        >
          {t("reset.backToSignIn")}
        </Link>
      </div>
      {everOpened ? (
        <Suspense fallback={null}>
          <ResetPasswordDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      ) : null}
    </AuthShell>
  );
}
