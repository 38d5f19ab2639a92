import {
  AccountMessage,
  AiCreditMessage,
  AuthMessage,
  ERROR_STATUS,
  HttpMessage,
} from "@vitalog/domain";
import type { ContentfulStatusCode } from "hono/utils/http-status";

// The domain's one list of codes, checked against the statuses Hono can send.
const STATUS: Record<AppErrorCode, ContentfulStatusCode> = ERROR_STATUS;

export type AppErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGE: Record<AppErrorCode, string> = {
  BAD_REQUEST: HttpMessage.badRequest,
  VALIDATION_FAILED: HttpMessage.badRequest,
  INCORRECT_PASSWORD: AuthMessage.incorrectPassword,
  PASSWORD_REQUIRED: AccountMessage.passwordRequired,
  UNAUTHENTICATED: HttpMessage.unauthenticated,
  PAYMENT_REQUIRED: AiCreditMessage.notEnough,
  FORBIDDEN: HttpMessage.forbidden,
  REAUTHENTICATION_REQUIRED: AuthMessage.reauthenticate,
  NOT_FOUND: HttpMessage.notFound,
  CONFLICT: HttpMessage.badRequest,
  PAYLOAD_TOO_LARGE: HttpMessage.payloadTooLarge,
  CONFIRMATION_REQUIRED: HttpMessage.confirmationRequired,
  UNSUPPORTED_MEDIA_TYPE: "The request body must be JSON",
  RATE_LIMITED: "Too many requests. Please try again later",
  INTERNAL: HttpMessage.internal,
  SERVICE_UNAVAILABLE: "The service is unavailable. Please try again later",
};

/** What services throw: a stable code, the user-facing message, and per-field messages. */
export class AppError extends Error {
  override name = "AppError";
  readonly code: AppErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: AppErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.code = code;
    this.fields = fields;
  }

  /** A 400 naming one bad field, with the message shown beside it. */
  static invalid(field: string, message: string): AppError {
    return new AppError("VALIDATION_FAILED", message, { [field]: message });
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }

  toBody(): ErrorReply {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

export interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Whether a database error is a unique-index violation (SQLSTATE 23505), however wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
