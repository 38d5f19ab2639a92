import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "./PasswordField.tsx";
import { StrengthMeter } from "./StrengthMeter.tsx";

interface NewPasswordValues extends FieldValues {
  password: string;
  confirmPassword: string;
}

/** A new password with its strength meter, and its confirmation: sign-up, reset and change. */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  passwordLabel,
  confirmLabel,
}: {
  form: UseFormReturn<T>;
  passwordLabel: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation("auth");
  const password = useWatch({ control: form.control, name: "password" as Path<T> }) as string;
  const { errors } = useFormState({ control: form.control });
  return (
    <>
      <div className="flex flex-col gap-2">
        <PasswordField
          label={passwordLabel}
          autoComplete="new-password"
          error={errors.password?.message as string | undefined}
          hint={t("passwordHint")}
          {...form.register("password" as Path<T>)}
        />
        {password ? <StrengthMeter password={password} /> : null}
      </div>
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={errors.confirmPassword?.message as string | undefined}
        {...form.register("confirmPassword" as Path<T>)}
      />
    </>
  );
}
