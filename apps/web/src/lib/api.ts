import { AuthMessage, type MessageCode, messageCodeOf } from "@vitalog/domain";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The message's code in the catalogue, shown through i18next; undefined for other texts. */
  readonly messageCode: MessageCode | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.messageCode = messageCodeOf(message);
  }
}

export type ApiInit = RequestInit & { json?: unknown };

/** How a request reaches the API: the browser's fetch, or the server's own app when it renders. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Sends every later `apiFetch` through `next` (the server rendering a public page). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

interface ErrorShape {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
  code?: unknown;
  message?: unknown;
}

/** Calls the API with the session cookie and JSON; failures become an `ApiError`. */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const finalHeaders = new Headers(headers);
  finalHeaders.set("Accept", "application/json");
  let body = rest.body;
  if (json !== undefined) {
    finalHeaders.set("Content-Type", "application/json");
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await transport(path, {
      credentials: "include",
      ...rest,
      headers: finalHeaders,
      body,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK", AuthMessage.network);
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

/** Turns an error reply (`{ error: { code, message, fields? } }`) into an `ApiError`. */
export function toApiError(status: number, data: unknown): ApiError {
  const shape = (data ?? {}) as ErrorShape;
  const inner = shape.error && typeof shape.error === "object" ? shape.error : shape;
  const code = typeof inner.code === "string" ? inner.code : `HTTP_${status}`;
  const message =
    typeof inner.message === "string" && inner.message
      ? inner.message
      : status >= 500
        ? AuthMessage.internal
        : AuthMessage.unexpected;
  const fields =
    "fields" in inner && inner.fields && typeof inner.fields === "object"
      ? (inner.fields as Record<string, string>)
      : undefined;
  return new ApiError(status, code, message, fields);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
