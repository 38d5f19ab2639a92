import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signInDestination } from "@vitalog/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { authPathWithRedirect, setAuthTab } from "../../../app/auth-tab.ts";
import { reloadSession, useSession } from "../../../app/session.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { AlertIcon, CheckCircleIcon } from "../../../components/Icon/icons.tsx";
import { PageSpinner } from "../../../components/Spinner/Spinner.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { sendVerificationEmail } from "../api.ts";
import { AuthShell, StatusIcon } from "../components/AuthShell.tsx";

type Outcome = "verified" | "expired" | "invalid";

/** The verify link redirects here, with `?error=token_expired` (or another code) on failure. */
function outcomeOf(error: string | null): Outcome {
  if (!error) return "verified";
  return error.toLowerCase() === "token_expired" ? "expired" : "invalid";
}

export default function VerifyEmailPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const outcome = outcomeOf(params.get("error"));
  const queryClient = useQueryClient();
  const session = useSession();
  usePageTitle(t(`verify.${outcome}Title`));

  // The address is now verified: ask for the profile again so settings shows it.
  useEffect(() => {
    if (outcome === "verified") void reloadSession(queryClient).catch(() => undefined);
  }, [outcome, queryClient]);

  if (session.status === "loading") return <PageSpinner />;

  const signedIn = session.status === "signed-in" && session.profile;
  const icon =
    outcome === "verified" ? (
      <StatusIcon tone="success">
        <CheckCircleIcon className="size-7" />
      </StatusIcon>
    ) : (
      <StatusIcon tone="warning">
        <AlertIcon className="size-7" />
      </StatusIcon>
    );

  return (
    <AuthShell
      title={t(`verify.${outcome}Title`)}
      description={t(`verify.${outcome}Text`)}
      icon={icon}
    >
      {outcome === "verified" ? (
        signedIn && session.profile ? (
          <Link
            to={signInDestination({
              isAdmin: session.isAdmin,
              profileCompleted: session.profile.profileCompleted,
            })}
            className={buttonClassName("primary", "lg", true)}
          >
            {t("verify.continue")}
          </Link>
        ) : (
          <Link
            to="/auth"
            onClick={() => setAuthTab("signin")}
            className={buttonClassName("primary", "lg", true)}
          >
            {t("signIn")}
          </Link>
        )
      ) : signedIn && session.profile ? (
        <ResendLink email={session.profile.email} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-center text-sm text-slate-600">{t("verify.signInToResend")}</p>
          <Link
            to={authPathWithRedirect("/settings/profile")}
            onClick={() => setAuthTab("signin")}
            className={buttonClassName("primary", "lg", true)}
          >
            {t("signIn")}
          </Link>
        </div>
      )}
    </AuthShell>
  );
}

function ResendLink({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const mutation = useMutation({ mutationFn: () => sendVerificationEmail(email) });
  return (
    <div className="flex flex-col gap-3">
      {mutation.isSuccess ? (
        <Banner variant="success">{t("verify.resent", { email })}</Banner>
      ) : null}
      {mutation.isError ? <Banner variant="error">{t("verify.resendFailed")}</Banner> : null}
      <Button size="lg" fullWidth loading={mutation.isPending} onClick={() => mutation.mutate()}>
        {t("verify.resend")}
      </Button>
      <Link to="/settings/profile" className={buttonClassName("secondary", "lg", true)}>
        {t("verify.toSettings")}
      </Link>
    </div>
  );
}
