import { AuthMessage } from "@vitalog/domain";
import { ApiError, toApiError } from "./api.ts";

/** A running upload: its answer, and a way to stop it (the promise then rejects with AbortError). */
export interface Upload<T> {
  promise: Promise<T>;
  abort: () => void;
}

/**
 * POSTs `file` as the multipart field `file` with XMLHttpRequest, so the upload's own progress
 * events drive a progress bar (`onProgress` gets 0–100). Resolves with the JSON answer; an
 * error answer becomes an `ApiError` like the API client's.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Upload<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
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
        resolve(data as T);
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
