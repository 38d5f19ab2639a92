import { strToU8, type Zippable, zipSync } from "fflate";
import type { ViewerContext } from "../context.ts";
import { recordAudit } from "../platform/audit.ts";
import type { Storage } from "../platform/storage.ts";
import { listStoredFiles } from "../stored-files/stored-file.repository.ts";
import type { DataExporter, ExporterRegistry } from "./exporters.ts";

export const EXPORT_JSON_FILE = "vitalog-data.json";

export interface DataExport {
  fileName: string;
  zip: Uint8Array;
}

const README = `Your Vitalog data

vitalog-data.json  everything your account holds, one section per part of the app
*.csv              one table per tracking module, for spreadsheets
files/             the files you uploaded, such as your profile photo

Dates and times are in UTC (ISO 8601); weights are in kilograms.
`;

/** Where a stored file goes in the ZIP: `files/<category>/<file name>`. */
export function exportPathOf(key: string): string {
  const parts = key.split("/");
  return `files/${parts[0]}/${parts.at(-1)}`;
}

/** Metadata of stored files; the files themselves are added to the ZIP under files/. */
export const storedFilesExporter: DataExporter = {
  name: "files",
  async collect(ctx, userId) {
    const files = await listStoredFiles(ctx.db, userId);
    return {
      json: files.map(({ id, category, key, contentType, size, createdAt, updatedAt }) => ({
        id,
        category,
        path: exportPathOf(key),
        storageKey: key,
        contentType,
        size,
        createdAt,
        updatedAt,
      })),
    };
  },
};

/** The person's data as a ZIP: one JSON file, one CSV per tracking module, their files. */
export async function exportUserData(
  ctx: ViewerContext,
  { storage, exporters }: { storage: Storage; exporters: ExporterRegistry },
): Promise<DataExport> {
  const userId = ctx.viewer.id;
  const now = ctx.now();
  const data: Record<string, unknown> = {
    format: "vitalog-export",
    version: 1,
    exportedAt: now.toISOString(),
    userId,
  };
  const entries: Zippable = {};
  for (const exporter of exporters.list()) {
    const part = await exporter.collect(ctx, userId);
    data[exporter.name] = part.json;
    if (part.csv !== undefined) entries[`${exporter.name}.csv`] = strToU8(`\uFEFF${part.csv}`);
  }
  for (const file of await listStoredFiles(ctx.db, userId)) {
    const stored = await storage.get(file.key);
    if (stored) entries[exportPathOf(file.key)] = [stored.body, { level: 0 }];
    else ctx.log.error({ fileId: file.id }, "a recorded file is missing from storage");
  }
  entries[EXPORT_JSON_FILE] = strToU8(JSON.stringify(data, null, 2));
  entries["README.txt"] = strToU8(README);
  const zip = zipSync(entries, { level: 6, mtime: now });
  await recordAudit(ctx, {
    kind: "export",
    action: "exported",
    actorId: userId,
    entity: "dataExport",
  });
  return { fileName: `vitalog-export-${now.toISOString().slice(0, 10)}.zip`, zip };
}
