import { MIN_PASSWORD_LENGTH } from "./constants.ts";
import { PasswordPolicyMessage, ValidationMessage } from "./messages.ts";

/** A set of lower-cased common passwords (see `common-passwords.ts`). */
export type CommonPasswords = ReadonlySet<string>;

export function parseCommonPasswords(text: string): CommonPasswords {
  return new Set(text.split("\n"));
}

let loaded: CommonPasswords | null = null;
let loading: Promise<CommonPasswords> | null = null;

/**
 * The list of common passwords, read once. A dynamic import, so a web page carries it only
 * once a new-password field asks for it.
 */
export function loadCommonPasswords(): Promise<CommonPasswords> {
  loading ??= import("./common-passwords.ts").then((m) => {
    loaded = parseCommonPasswords(m.COMMON_PASSWORDS_TEXT);
    return loaded;
  });
  return loading;
}

/** The list if `loadCommonPasswords` has finished, otherwise null. */
export function commonPasswordsIfLoaded(): CommonPasswords | null {
  return loaded;
}

export type PasswordProblemCode = "PASSWORD_TOO_SHORT" | "PASSWORD_BLANK" | "PASSWORD_TOO_COMMON";

export interface PasswordProblem {
  code: PasswordProblemCode;
  message: string;
}

/**
 * The one rule for a new password (sign-up, reset, change), on the server and in the web's
 * fields: the spec's minimum of 6 characters and its message, then not only spaces, then not
 * one of the 10,000 most common passwords (compared in lower case). The length above 128 is
 * the schema's. `common` is null while the list is still loading (the server always has it).
 */
export function passwordProblem(
  password: string,
  common: CommonPasswords | null,
): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { code: "PASSWORD_TOO_SHORT", message: ValidationMessage.passwordMin };
  }
  if (password.trim() === "") {
    return { code: "PASSWORD_BLANK", message: PasswordPolicyMessage.blank };
  }
  if (common?.has(password.toLowerCase())) {
    return { code: "PASSWORD_TOO_COMMON", message: PasswordPolicyMessage.tooCommon };
  }
  return null;
}
