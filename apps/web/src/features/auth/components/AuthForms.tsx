import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AuthMessage, SignInForm, SignUpForm } from "@vitalog/domain";
import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { reloadSession } from "../../../app/session.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { getDevicePlatform } from "../../../platform/device.ts";
import { signInWithEmail, signUpWithEmail } from "../api.ts";
import { authErrorMessage } from "../messages.ts";
import { mismatchFlowMessage } from "../password-form.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { PasswordField } from "./PasswordField.tsx";

const ResetPasswordDialog = lazy(() => import("./ResetPasswordDialog.tsx"));

interface FormProps {
  /** Shows a flow or server message in the page's error banner (null clears it). */
  onError: (message: string | null) => void;
}

/** Once the server has set the cookie, load the profile; the /auth guard then routes onwards. */
function useAfterAuth(onError: FormProps["onError"]) {
  const queryClient = useQueryClient();
  return async () => {
    const profile = await reloadSession(queryClient);
    if (!profile) onError(AuthMessage.unexpected);
  };
}

export function SignUpFormView({ onError }: FormProps) {
  const { t } = useTranslation("auth");
  const afterAuth = useAfterAuth(onError);
  const form = useForm<SignUpForm>({
    resolver: zodResolver(SignUpForm),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const mutation = useMutation({
    mutationFn: signUpWithEmail,
    onSuccess: afterAuth,
    onError: (error) => onError(authErrorMessage(error)),
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(
    ({ email, password }) => {
      onError(null);
      mutation.mutate({ email, password });
    },
    (invalid) => onError(mismatchFlowMessage(invalid)),
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        label={t("email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t("emailPlaceholder")}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <NewPasswordFields
        form={form}
        passwordLabel={t("password")}
        confirmLabel={t("confirmPassword")}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={mutation.isPending || mutation.isSuccess}
        className="mt-2"
      >
        {t("createAccount")}
      </Button>
    </form>
  );
}

export function SignInFormView({ onError }: FormProps) {
  const { t } = useTranslation("auth");
  const afterAuth = useAfterAuth(onError);
  const [resetOpen, setResetOpen] = useState(false);
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const form = useForm<SignInForm>({
    resolver: zodResolver(SignInForm),
    defaultValues: { email: "", password: "", rememberMe: true },
  });
  const mutation = useMutation({
    mutationFn: signInWithEmail,
    onSuccess: afterAuth,
    onError: (error) => onError(authErrorMessage(error)),
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) => {
    onError(null);
    mutation.mutate(values);
  });

  return (
    <>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("emailPlaceholder")}
          error={errors.email?.message}
          {...form.register("email")}
        />
        <PasswordField
          label={t("password")}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <div className="flex items-center justify-between gap-3">
          {getDevicePlatform().isNative ? (
            <span />
          ) : (
            <CheckboxField label={t("rememberMe")} {...form.register("rememberMe")} />
          )}
          <button
            type="button"
            onClick={() => {
              setResetEmail(form.getValues("email"));
              setResetOpen(true);
            }}
            className="rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            {t("forgotPassword")}
          </button>
        </div>
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={mutation.isPending || mutation.isSuccess}
          className="mt-2"
        >
          {t("signIn")}
        </Button>
      </form>
      {resetEmail !== null ? (
        <Suspense fallback={null}>
          <ResetPasswordDialog
            open={resetOpen}
            onOpenChange={setResetOpen}
            initialEmail={resetEmail}
          />
        </Suspense>
      ) : null}
    </>
  );
}
