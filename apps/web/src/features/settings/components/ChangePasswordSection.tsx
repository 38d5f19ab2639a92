import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import {
  AuthMessage,
  NewPassword,
  PasswordPolicyMessage,
  ValidationMessage,
} from "@vitalog/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { KeyIcon } from "../../../components/Icon/icons.tsx";
import { isApiError } from "../../../lib/api.ts";
import { changePassword } from "../../auth/api.ts";
import { NewPasswordFields } from "../../auth/components/NewPasswordFields.tsx";
import { PasswordField } from "../../auth/components/PasswordField.tsx";
import { authErrorMessage } from "../../auth/messages.ts";
import { mismatchFlowMessage } from "../../auth/password-form.ts";
import { SectionActions, SettingsSection } from "./SettingsSection.tsx";

const ChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, ValidationMessage.required),
    password: NewPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: ValidationMessage.passwordsMismatchField,
    path: ["confirmPassword"],
  });
type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

const EMPTY: ChangePasswordForm = { currentPassword: "", password: "", confirmPassword: "" };

/** Change password: the current one, then the new one twice (sign-up rules). */
export function ChangePasswordSection() {
  const { t } = useTranslation("settings");
  const [status, setStatus] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: EMPTY,
  });
  const mutation = useMutation({ mutationFn: changePassword });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(
    (values) => {
      setBanner(null);
      setStatus(null);
      mutation.mutate(
        { currentPassword: values.currentPassword, newPassword: values.password },
        {
          onSuccess() {
            form.reset(EMPTY);
            setStatus(t("password.changed"));
          },
          onError(error) {
            const message = authErrorMessage(error);
            if (
              message === AuthMessage.incorrectPassword ||
              (isApiError(error) && error.code === "INVALID_PASSWORD")
            ) {
              form.setError("currentPassword", {
                type: "server",
                message: AuthMessage.incorrectPassword,
              });
              form.setFocus("currentPassword");
            } else if (
              message === AuthMessage.passwordTooShort ||
              message === PasswordPolicyMessage.blank ||
              message === PasswordPolicyMessage.tooCommon
            ) {
              form.setError("password", { type: "server", message });
            } else {
              setBanner(message);
            }
          },
        },
      );
    },
    (invalid) => setBanner(mismatchFlowMessage(invalid)),
  );

  return (
    <SettingsSection
      id="password"
      icon={KeyIcon}
      title={t("password.title")}
      description={t("password.text")}
    >
      <form noValidate onSubmit={handleSubmit} onChange={() => setStatus(null)}>
        <div className="flex max-w-md flex-col gap-4">
          {banner ? (
            <Banner variant="error" onDismiss={() => setBanner(null)}>
              {banner}
            </Banner>
          ) : null}
          <PasswordField
            label={t("password.current")}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register("currentPassword")}
          />
          <NewPasswordFields
            form={form}
            passwordLabel={t("password.new")}
            confirmLabel={t("password.confirm")}
          />
        </div>
        <SectionActions status={status}>
          <Button type="submit" loading={mutation.isPending} className="w-full sm:w-auto">
            {t("password.submit")}
          </Button>
        </SectionActions>
      </form>
    </SettingsSection>
  );
}
