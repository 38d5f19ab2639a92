import { z } from "zod";
import { MIN_PASSWORD_LENGTH, STRENGTH_LENGTH_THRESHOLD } from "./constants.ts";
import { ValidationMessage } from "./messages.ts";
import {
  type CommonPasswords,
  commonPasswordsIfLoaded,
  type PasswordProblem,
  passwordProblem,
} from "./password-policy.ts";

/** Spec rule: something, an at sign, something, a dot and something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export const Email = z
  .string()
  .trim()
  .regex(EMAIL_PATTERN, ValidationMessage.email)
  .max(254, ValidationMessage.email);

export const Password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, ValidationMessage.passwordMin)
  .max(128, "Password can be at most 128 characters");

/**
 * A password being chosen (sign-up, reset, change): `Password` plus `passwordProblem`'s rule,
 * with the common-password list once loaded (the server checks it in any case).
 */
export const NewPassword = Password.superRefine((password, ctx) => {
  const problem = passwordProblem(password, commonPasswordsIfLoaded());
  if (problem && problem.code !== "PASSWORD_TOO_SHORT") {
    ctx.addIssue({ code: "custom", message: problem.message });
  }
});

export type StrengthLabel = "Weak" | "Fair" | "Good" | "Strong";
export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  label: StrengthLabel;
}

/** Spec strength score: one point each for length >= 8, an uppercase letter, a digit, a symbol. */
export function passwordStrength(password: string): PasswordStrength {
  const points = [
    password.length >= STRENGTH_LENGTH_THRESHOLD,
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length as PasswordStrength["score"];
  return { score: points, label: strengthLabel(points) };
}

/**
 * The meter for a password being chosen: one the server would refuse (only spaces, too common)
 * is Weak with no bars and says why; otherwise the spec's score.
 */
export function newPasswordStrength(
  password: string,
  common: CommonPasswords | null,
): PasswordStrength & { problem: PasswordProblem | null } {
  const problem = passwordProblem(password, common);
  if (problem && problem.code !== "PASSWORD_TOO_SHORT") return { score: 0, label: "Weak", problem };
  return { ...passwordStrength(password), problem: null };
}

function strengthLabel(score: number): StrengthLabel {
  if (score >= 4) return "Strong";
  if (score === 3) return "Good";
  if (score === 2) return "Fair";
  return "Weak";
}

export const SignInForm = z.object({
  email: Email,
  password: Password,
  rememberMe: z.boolean(),
});
export type SignInForm = z.infer<typeof SignInForm>;

export const SignUpForm = z
  .object({ email: Email, password: NewPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: ValidationMessage.passwordsMismatchField,
    path: ["confirmPassword"],
  });
export type SignUpForm = z.infer<typeof SignUpForm>;

export const ResetRequestForm = z.object({ email: Email });
export type ResetRequestForm = z.infer<typeof ResetRequestForm>;

/** Where a signed-in user lands (spec end-user section 4, "Sign-in outcome"). */
export function signInDestination(input: {
  isAdmin: boolean;
  profileCompleted: boolean;
  returnUrl?: string | null;
}): string {
  if (input.isAdmin) return "/admin/dashboard";
  if (!input.profileCompleted) return "/profile-completion";
  return safeReturnPath(input.returnUrl) ?? "/dashboard";
}

/** Accepts only same-origin absolute paths, so a redirect parameter cannot leave the app. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return null;
  }
  if (value.startsWith("/auth")) return null;
  return value;
}
