import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  AdminSignInMessage,
  adminSignInErrorMessage,
  adminSignInFormErrors,
} from "@vitalog/domain";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { clearPersonalData } from "../../../app/personal-data.ts";
import { SESSION_QUERY_KEY } from "../../../app/query-client.ts";
import { useSession } from "../../../app/session.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { ShieldIcon } from "../../../components/Icon/icons.tsx";
import { PageSpinner } from "../../../components/Spinner/Spinner.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { isApiError } from "../../../lib/api.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { AuthShell, StatusIcon } from "../../auth/components/AuthShell.tsx";
import { PasswordField } from "../../auth/components/PasswordField.tsx";
import { NotAdminError, signInAsAdmin } from "../api.ts";

interface AdminSignInValues {
  email: string;
  password: string;
}

const resolver: Resolver<AdminSignInValues> = async (values) => {
  const found = adminSignInFormErrors(values);
  const errors = Object.fromEntries(
    Object.entries(found).map(([key, message]) => [key, { type: "validate", message }]),
  );
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function messageFor(error: unknown): string {
  if (error instanceof NotAdminError) return AdminSignInMessage.unauthorized;
  if (isApiError(error)) return adminSignInErrorMessage(error.code, error.status);
  return AdminSignInMessage.failed;
}

/** /admin: the admin portal's sign-in, outside the admin guard. */
export default function AdminSignInPage() {
  const { status, isAdmin } = useSession();
  if (status === "loading") return <PageSpinner />;
  if (status === "signed-in" && isAdmin) return <Navigate to="/admin/dashboard" replace />;
  return <AdminSignInForm />;
}

function AdminSignInForm() {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  usePageTitle(t("signIn.title"));
  const form = useForm<AdminSignInValues>({
    resolver,
    defaultValues: { email: "", password: "" },
  });
  const mutation = useMutation({
    mutationFn: signInAsAdmin,
    onSuccess(profile) {
      queryClient.setQueryData(SESSION_QUERY_KEY, profile);
    },
    onError(error) {
      // A refused or failed attempt leaves nobody signed in on this browser.
      if (error instanceof NotAdminError) clearPersonalData(queryClient);
      setBanner(messageFor(error));
    },
  });
  const { errors } = form.formState;
  const busy = mutation.isPending || mutation.isSuccess;

  const handleSubmit = form.handleSubmit((values) => {
    setBanner(null);
    mutation.mutate(values);
  });

  return (
    <AuthShell
      title={t("signIn.title")}
      description={t("signIn.text")}
      badge={t("badge")}
      icon={
        <StatusIcon tone="brand">
          <ShieldIcon className="size-7" />
        </StatusIcon>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {banner ? (
          <Banner variant="error" onDismiss={() => setBanner(null)}>
            {banner}
          </Banner>
        ) : null}
        <TextField
          label={t("signIn.email")}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <PasswordField
          label={t("signIn.password")}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button type="submit" size="lg" fullWidth loading={busy} className="mt-2">
          {busy ? t("signIn.busy") : t("signIn.submit")}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("signIn.notAdmin")}{" "}
        <Link
          to="/auth"
          className="font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
        >
          {t("signIn.toApp")}
        </Link>
      </p>
    </AuthShell>
  );
}
