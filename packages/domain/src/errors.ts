import { z } from "zod";

/**
 * The one list of error codes the API answers with (Better Auth's own codes are mapped in
 * auth/auth-errors.ts), and the HTTP status of each. The server's error mapper is built on it.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INCORRECT_PASSWORD: 400,
  PASSWORD_REQUIRED: 400,
  UNAUTHENTICATED: 401,
  /** Not enough AI credits for the action. */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  REAUTHENTICATION_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A value outside its usual range, sent without `confirmed: true` (kit/plausibility.ts). */
  CONFIRMATION_REQUIRED: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every API error reply: `{ error: { code, message, fields? } }`. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
