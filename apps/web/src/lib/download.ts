import { AuthMessage } from "@vitalog/domain";
import { ApiError, toApiError } from "./api.ts";

/** The file name from `Content-Disposition: attachment; filename="…"`, if there is one. */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = header.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  return header.match(/filename="?([^";]+)"?/i)?.[1]?.trim() ?? null;
}

/** Fetches `path` with the session cookie and saves the reply as a file; failures throw `ApiError`. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "include" });
  } catch {
    throw new ApiError(0, "NETWORK", AuthMessage.network);
  }
  if (!response.ok) {
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      data = undefined;
    }
    throw toApiError(response.status, data);
  }
  const name = attachmentFileName(response.headers.get("Content-Disposition")) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/** Saves `data` as a pretty-printed JSON file. */
export function saveJson(name: string, data: unknown): void {
  saveBlob(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" }), name);
}

/** Hands a blob to the browser as a download named `name`, through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
