import { queryOptions } from "@tanstack/react-query";
import {
  AuthMessage,
  IMPORT_FILE_NAME_HEADER,
  type ImportKind,
  type ImportPreview,
  type ImportRecord,
  type ImportSummary,
} from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { ApiError, api, toApiError } from "../../lib/api.ts";
import { isNativeShell } from "../../platform/native-shell.ts";
import { fetchServer } from "../../platform/server.ts";

const all = () => ["imports"] as const;

export const importQueries = {
  all,
  /** GET /api/v1/imports: the person's imports, newest first. */
  list: () =>
    queryOptions({
      queryKey: [...all(), "list"],
      queryFn: ({ signal }) => api.get("/api/v1/imports", { signal }),
    }),
};

/** The person's imports; the preview asks to sign in (imports belong to an account). */
export const importsData = defineModuleData({
  name: "imports",
  preview: { kind: "sign-in" },
  member: importQueries,
});

/** DELETE /api/v1/imports/{id}: takes back exactly what the import added. */
export function undoImport(id: string) {
  return api.delete("/api/v1/imports/{id}", { path: { id } });
}

export interface UploadOptions {
  kind: ImportKind;
  dryRun: boolean;
  /** A weight CSV's column mapping and default unit, as the API's query takes them. */
  mapping?: Record<string, string>;
  /** Called with the share of the file sent, 0 to 1 (null while it cannot be measured). */
  onProgress?: (sent: number | null) => void;
}

function urlOf({ kind, dryRun, mapping }: UploadOptions) {
  const query = new URLSearchParams({ kind });
  if (dryRun) query.set("dryRun", "true");
  for (const [key, value] of Object.entries(mapping ?? {})) if (value) query.set(key, value);
  return `/api/v1/imports?${query}`;
}

function parse(status: number, text: string): unknown {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (status < 200 || status >= 300) throw toApiError(status, data);
  return data;
}

/**
 * POST /api/v1/imports with the file as the body: in the browser through XMLHttpRequest, whose
 * upload events drive the progress bar; in the apps through the server connection (bearer token).
 */
export async function uploadImport(
  file: Blob & { name?: string },
  options: UploadOptions,
): Promise<ImportPreview | ImportSummary> {
  const url = urlOf(options);
  const headers: Record<string, string> = {
    "Content-Type": file.type || "application/octet-stream",
    Accept: "application/json",
  };
  if (file.name) headers[IMPORT_FILE_NAME_HEADER] = encodeURIComponent(file.name);
  if (isNativeShell()) {
    options.onProgress?.(null);
    const response = await fetchServer(url, { method: "POST", body: file, headers });
    return parse(response.status, await response.text()) as ImportPreview | ImportSummary;
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      options.onProgress?.(event.lengthComputable ? event.loaded / event.total : null);
    xhr.onload = () => {
      try {
        resolve(parse(xhr.status, xhr.responseText) as ImportPreview | ImportSummary);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", AuthMessage.network));
    xhr.send(file);
  });
}

/** What the native app read from the phone's health store, posted as `kind=device`. */
export function uploadDeviceRecords(records: ImportRecord[], dryRun: boolean) {
  const body = new Blob([JSON.stringify({ records })], { type: "application/json" });
  return uploadImport(body, { kind: "device", dryRun });
}
