import { AccountMessage, AuthMessage, HttpMessage } from "@vitalog/domain";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Stable error codes the API answers with, and the HTTP status of each. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INCORRECT_PASSWORD: 400,
  PASSWORD_REQUIRED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  REAUTHENTICATION_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGE: Record<AppErrorCode, string> = {
  BAD_REQUEST: HttpMessage.badRequest,
  VALIDATION_FAILED: HttpMessage.badRequest,
  INCORRECT_PASSWORD: AuthMessage.incorrectPassword,
  PASSWORD_REQUIRED: AccountMessage.passwordRequired,
  UNAUTHENTICATED: HttpMessage.unauthenticated,
  FORBIDDEN: HttpMessage.forbidden,
  REAUTHENTICATION_REQUIRED: AuthMessage.reauthenticate,
  NOT_FOUND: HttpMessage.notFound,
  CONFLICT: HttpMessage.badRequest,
  PAYLOAD_TOO_LARGE: HttpMessage.payloadTooLarge,
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

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
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
