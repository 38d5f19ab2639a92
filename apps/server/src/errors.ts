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
  UNPROCESSABLE: "The result did not pass its checks, so it was not saved",
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

/** What a request is told while the database cannot be reached. */
export const DATABASE_UNAVAILABLE =
  "Vitalog cannot reach its database right now. Nothing was changed; please try again in a moment.";

/** Socket errors, and the PostgreSQL client's own codes, of a connection that failed or was lost. */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

/**
 * SQLSTATEs of a server that is going away or not taking work: admin or crash shutdown
 * (57P01, 57P02), starting up or recovering (57P03), too many connections (53300), and the
 * connection exception class (08xxx).
 */
function isUnavailableState(code: string): boolean {
  return /^(57P0[123]|53300|08[0-9A-Z]{3})$/.test(code);
}

/**
 * Whether an error, however wrapped (Drizzle puts the driver's error in `cause`, Better Auth
 * in `body.cause`), means the
 * database could not be reached rather than that the query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 8; depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (CONNECTION_ERROR_CODES.has(code) || isUnavailableState(code))
    ) {
      return true;
    }
    e = innerError(e);
  }
  return false;
}

/** The error an error wraps: `cause`, or Better Auth's `body.cause`. */
export function innerError(error: object): unknown {
  const { cause, body } = error as { cause?: unknown; body?: { cause?: unknown } };
  return cause ?? (body && typeof body === "object" ? body.cause : undefined);
}

/** Whether a database error is a unique-index violation (SQLSTATE 23505), however wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
