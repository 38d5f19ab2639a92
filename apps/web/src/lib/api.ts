import { AuthMessage, type MessageCode, messageCodeOf } from "@vitalog/domain";
import type { paths } from "./api-schema.gen.ts";

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

/** Sends every later API call through `next` (the server rendering a public page). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

interface ErrorShape {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
  code?: unknown;
  message?: unknown;
}

/** Calls the API with the session cookie and JSON; failures become an `ApiError`. */
async function send(path: string, init: ApiInit = {}): Promise<unknown> {
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

  if (response.status === 204) return undefined;
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
  return data;
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

// The typed client. Every path, parameter, body and answer comes from the server's own OpenAPI
// document (api-schema.gen.ts, written by `npm run api:types`): a route whose schema changes
// under a page fails the typecheck.

type Paths = paths;
type Method = "get" | "post" | "put" | "patch" | "delete";
type Operation<P extends keyof Paths, M extends Method> = NonNullable<Paths[P][M]>;
/** The paths that have an operation for `M`. */
export type PathOf<M extends Method> = {
  [P in keyof Paths]: Paths[P][M] extends undefined | never ? never : P;
}[keyof Paths];

type Parameters<O> = O extends { parameters: infer Params } ? Params : never;
type PathParams<O> = Parameters<O> extends { path: infer T } ? T : never;
type QueryParams<O> = Parameters<O> extends { query?: infer T } ? T : never;
type JsonBody<O> = O extends { requestBody: { content: { "application/json": infer B } } }
  ? B
  : O extends { requestBody?: { content: { "application/json": infer B } } }
    ? B | undefined
    : O extends { requestBody: { content: { "multipart/form-data": unknown } } }
      ? FormData
      : never;
type Success<R> = R extends { 200: infer A }
  ? A
  : R extends { 201: infer A }
    ? A
    : R extends { 202: infer A }
      ? A
      : never;
/** What the operation answers on success: its JSON body, or nothing (204). */
export type ApiAnswer<P extends keyof Paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? Success<R> extends { content: { "application/json": infer D } }
      ? D
      : undefined
    : never;

type Options<O> = ([PathParams<O>] extends [never]
  ? { path?: undefined }
  : undefined extends PathParams<O>
    ? { path?: PathParams<O> }
    : { path: PathParams<O> }) &
  ([QueryParams<O>] extends [never] ? { query?: undefined } : { query?: QueryParams<O> }) &
  ([JsonBody<O>] extends [never]
    ? { body?: undefined }
    : undefined extends JsonBody<O>
      ? { body?: JsonBody<O> }
      : { body: JsonBody<O> }) & { signal?: AbortSignal | undefined; headers?: HeadersInit };

type Args<O> = object extends Options<O> ? [options?: Options<O>] : [options: Options<O>];

/** A path with its `{name}` parameters filled in, each URL-encoded (the one place ids are). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string (with its "?") of the defined values; arrays repeat their key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

function call(method: Method) {
  return async (
    path: string,
    options: {
      path?: Record<string, unknown> | undefined;
      query?: Record<string, unknown> | undefined;
      body?: unknown;
      signal?: AbortSignal | undefined;
      headers?: HeadersInit;
    } = {},
  ): Promise<unknown> => {
    const url = fillPath(path, options.path) + queryString(options.query);
    const init: ApiInit = { method: method.toUpperCase() };
    if (options.signal) init.signal = options.signal;
    if (options.headers) init.headers = options.headers;
    if (options.body instanceof FormData) init.body = options.body;
    else if (options.body !== undefined) init.json = options.body;
    return send(url, init);
  };
}

type Caller<M extends Method> = <P extends PathOf<M>>(
  path: P,
  ...args: Args<Operation<P, M>>
) => Promise<ApiAnswer<P, M>>;

/** The API, one function per method: `api.get("/api/v1/weight-entries/{id}", { path: { id } })`. */
export const api = {
  get: call("get") as Caller<"get">,
  post: call("post") as Caller<"post">,
  put: call("put") as Caller<"put">,
  patch: call("patch") as Caller<"patch">,
  delete: call("delete") as Caller<"delete">,
};

/** The JSON body an operation takes, for the code that builds it. */
export type ApiBody<P extends keyof Paths, M extends Method> = JsonBody<Operation<P, M>>;
/** The path parameters an operation takes (`never` when it has none). */
export type ApiPathParams<P extends keyof Paths, M extends Method> = PathParams<Operation<P, M>>;
/** The query an operation takes. */
export type ApiQuery<P extends keyof Paths, M extends Method> = QueryParams<Operation<P, M>>;
