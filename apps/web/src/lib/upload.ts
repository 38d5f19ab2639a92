import { AuthMessage } from "@vitalog/domain";
import {
  type ApiAnswer,
  ApiError,
  type ApiPathParams,
  fillPath,
  type PathOf,
  toApiError,
} from "./api.ts";

/** A running upload: its answer, and a way to stop it (the promise then rejects with AbortError). */
export interface Upload<T> {
  promise: Promise<T>;
  abort: () => void;
}

/** The file, its progress callback, and the path's parameters when it has any. */
type UploadOptions<P extends PathOf<"post">> = {
  file: File;
  onProgress: (percent: number) => void;
} & ([ApiPathParams<P, "post">] extends [never]
  ? { path?: undefined }
  : { path: ApiPathParams<P, "post"> });

/**
 * POSTs `file` as the multipart field `file` to the API's `path` (its parameters URL-encoded
 * like `api`'s) with XMLHttpRequest, so the upload's own progress events drive a progress bar
 * (`onProgress` gets 0–100). Resolves with the operation's JSON answer, typed from the OpenAPI
 * document like `api`'s; an error answer becomes an `ApiError` like `api`'s.
 */
export function uploadFile<P extends PathOf<"post">>(
  path: P,
  { file, onProgress, ...options }: UploadOptions<P>,
): Upload<ApiAnswer<P, "post">> {
  type Answer = ApiAnswer<P, "post">;
  const url = fillPath(path, options.path as Record<string, unknown> | undefined);
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Answer>((resolve, reject) => {
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data !== undefined) {
        onProgress(100);
        resolve(data as Answer);
      } else {
        reject(toApiError(xhr.status, data));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", AuthMessage.network));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    const body = new FormData();
    body.append("file", file);
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}
