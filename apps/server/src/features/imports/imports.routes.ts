import { rm } from "node:fs/promises";
import { join } from "node:path";
import { z } from "@hono/zod-openapi";
import {
  DeviceImportBody,
  ErrorBody,
  IMPORT_FILE_NAME_HEADER,
  IMPORT_FILE_NAME_MAX,
  IMPORT_MAX_BYTES,
  IMPORT_TEXT_MAX_BYTES,
  ImportFileError,
  type ImportKind,
  ImportList,
  ImportMessage,
  ImportPreview,
  ImportQuery,
  type ImportRecord,
  ImportSummary,
  parseBearableCsv,
  parseCycleCsv,
  parseFhirBundle,
  parseWeightCsv,
} from "@vitalog/domain";
import type { Context } from "hono";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  IdParams,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { readAppleHealthExport } from "./apple-health.reader.ts";
import { readTextBody, saveBodyToFile } from "./imports.body.ts";
import {
  getImport,
  type ImportSource,
  importersOf,
  listImports,
  previewImport,
  runImport,
  undoImport,
} from "./imports.service.ts";

export const IMPORTS_PATH = "/api/v1/imports";

/** The import upload streams its own body (up to 1 GB) instead of the API's 1 MB limit. */
export function isImportUpload(method: string, path: string): boolean {
  return method === "POST" && path === IMPORTS_PATH;
}

const fileBody = z.string().openapi({ format: "binary" });

/** A file problem as the API answers it: 422 with the message, naming the row where one is at fault. */
function unprocessable(error: unknown): never {
  if (error instanceof ImportFileError) throw new AppError("UNPROCESSABLE", error.message);
  throw error;
}

/** The records of a CSV or JSON file, read whole (they are small) before anything is written. */
function recordsOfText(
  kind: Exclude<ImportKind, "apple-health">,
  text: string,
  query: ImportQuery,
  now: Date,
): { records: ImportRecord[]; skipped: Record<string, number> } {
  switch (kind) {
    case "weight-csv":
      return { records: parseWeightCsv(text, query, now), skipped: {} };
    case "cycle-csv":
      return { records: parseCycleCsv(text, now), skipped: {} };
    case "bearable-csv":
      return parseBearableCsv(text, now);
    case "fhir":
      return parseFhirBundle(text);
    case "device": {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new ImportFileError(ImportMessage.notJson);
      }
      const parsed = DeviceImportBody.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const at = issue?.path.join(".") ?? "";
        throw new ImportFileError(`${ImportMessage.badDevice}${at ? ` (${at})` : ""}`);
      }
      const future = ctxNowFilter(now);
      return { records: parsed.data.records.filter(future), skipped: {} };
    }
  }
}

/** Device records dated in the future are left out (a clock set wrong on the phone). */
function ctxNowFilter(now: Date) {
  const limit = now.getTime() + 60_000;
  return (r: ImportRecord) => {
    const at = "at" in r ? r.at : "start" in r ? r.start : `${r.day}T00:00:00Z`;
    return Date.parse(at) <= limit;
  };
}

function fileNameOf(c: Context<AppEnv>): string | null {
  const raw = c.req.header(IMPORT_FILE_NAME_HEADER);
  if (!raw) return null;
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // A name that is not percent-encoded is kept as sent.
  }
  return name.trim().slice(0, IMPORT_FILE_NAME_MAX) || null;
}

export function importRoutes({ guards, modules, config }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Imports"] };
  const importers = importersOf(modules);
  const uploadDir = join(config.dataDir, "imports-tmp");

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/imports",
      summary:
        "Import another app's export (the file as the raw body): with dryRun=true a preview per module, storing nothing; else the import",
      description: `kind: weight-csv (columns date, weight, unit; mapped with dateColumn, weightColumn, unitColumn, defaultUnit), apple-health (export.zip or export.xml, up to 1 GB, streamed), cycle-csv, bearable-csv, fhir (an R4 Bundle, JSON) or device (JSON {records}). The file's name may be sent percent-encoded in ${IMPORT_FILE_NAME_HEADER}.`,
      request: {
        query: ImportQuery,
        body: {
          required: true,
          content: {
            "application/octet-stream": { schema: fileBody },
            "text/csv": { schema: fileBody },
            "application/zip": { schema: fileBody },
            "application/xml": { schema: fileBody },
          },
        },
      },
      responses: {
        200: jsonContent(ImportPreview, "The dry run's preview; nothing stored"),
        201: jsonContent(ImportSummary, "The import, done"),
        ...errorResponses(400, 401, 422),
        413: {
          description: "The file is larger than the kind allows",
          content: { "application/json": { schema: ErrorBody } },
        },
      },
    }),
    async (c) => {
      const ctx = viewerContext(c);
      const query = c.req.valid("query");
      const kind = query.kind;
      const dryRun = query.dryRun === "true";
      let source: ImportSource;
      let file: string | null = null;
      if (kind === "apple-health") {
        file = (await saveBodyToFile(c, uploadDir, IMPORT_MAX_BYTES)).path;
        const path = file;
        source = (emit, drain) => readAppleHealthExport(path, emit, drain);
      } else {
        const text = await readTextBody(c, IMPORT_TEXT_MAX_BYTES);
        let parsed: ReturnType<typeof recordsOfText>;
        try {
          parsed = recordsOfText(kind, text, query, ctx.now());
        } catch (error) {
          unprocessable(error);
        }
        source = async (emit) => {
          for (const record of parsed.records) emit(record);
          return parsed.skipped;
        };
      }
      try {
        if (dryRun) {
          return c.json(await previewImport(ctx, importers, kind, source), 200);
        }
        return c.json(
          await runImport(ctx, importers, { kind, fileName: fileNameOf(c) }, source),
          201,
        );
      } catch (error) {
        unprocessable(error);
      } finally {
        if (file) await rm(file, { force: true });
      }
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/imports",
      summary: "The person's imports, newest first, with their figures and whether undone",
      responses: { 200: jsonContent(ImportList, "The imports"), ...errorResponses(401) },
    }),
    async (c) => c.json(await listImports(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/imports/{id}",
      summary: "One of the person's imports, with its figures",
      request: { params: IdParams },
      responses: { 200: jsonContent(ImportSummary, "The import"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getImport(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/imports/{id}",
      summary: "Undo an import: removes exactly the rows it added",
      request: { params: IdParams },
      responses: {
        200: jsonContent(ImportSummary, "The import, now undone"),
        ...errorResponses(401, 404, 409),
      },
    }),
    async (c) =>
      c.json(await undoImport(viewerContext(c), importers, c.req.valid("param").id), 200),
  );

  return router;
}
