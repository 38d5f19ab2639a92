import { NewPassword, ValidationMessage } from "@vitalog/domain";
import { z } from "zod";

/** A new password and its confirmation, with the sign-up rules and messages. */
export const NewPasswordForm = z
  .object({ password: NewPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: ValidationMessage.passwordsMismatchField,
    path: ["confirmPassword"],
  });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

/** The flow message for the banner when the only problem is a mismatch ("Passwords don't match"). */
export function mismatchFlowMessage(
  errors: Partial<Record<string, { message?: string | undefined } | undefined>>,
): string | null {
  return errors.confirmPassword?.message === ValidationMessage.passwordsMismatchField
    ? ValidationMessage.passwordsMismatchFlow
    : null;
}
