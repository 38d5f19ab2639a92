import {
  describeImportRecord,
  IMPORT_BATCH_SIZE,
  IMPORT_PREVIEW_ROWS,
  type ImportKind,
  type ImportList,
  ImportMessage,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportRecord,
  type ImportRecordType,
  type ImportSummary,
  isUuid,
} from "@vitalog/domain";
import { type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { ModuleImporter, ServerModule } from "../../modules/module.ts";
import {
  findImportRow,
  type ImportRow,
  insertImportRow,
  listImportRows,
  updateImportRow,
} from "./imports.repository.ts";

/** The modules that take records, by record type: built from the module list, nothing named. */
export interface Importers {
  byType: ReadonlyMap<ImportRecordType, { module: string; importer: ModuleImporter }>;
  all: readonly { module: string; importer: ModuleImporter }[];
}

export function importersOf(modules: readonly ServerModule[]): Importers {
  const all = modules.flatMap((m) =>
    m.importer ? [{ module: m.name, importer: m.importer }] : [],
  );
  const byType = new Map<ImportRecordType, { module: string; importer: ModuleImporter }>();
  for (const entry of all) for (const type of entry.importer.types) byType.set(type, entry);
  return { byType, all };
}

/**
 * A file's reader: gives out each record (`emit`), awaiting `drain` now and then so batches are
 * written while it reads; answers what it left out of the file itself, by kind.
 */
export type ImportSource = (
  emit: (record: ImportRecord) => void,
  drain: () => Promise<void>,
) => Promise<Record<string, number>>;

/** One import (or dry run) under way: records buffered per type, written in batches. */
class ImportRun {
  private readonly buffers = new Map<ImportRecordType, ImportRecord[]>();
  readonly added: Record<string, number> = {};
  readonly skipped: Record<string, number> = {};
  duplicates = 0;
  records = 0;
  readonly rows: ImportPreviewRow[] = [];

  constructor(
    private readonly ctx: ViewerContext,
    private readonly importers: Importers,
    private readonly importId: string | null,
  ) {}

  push = (record: ImportRecord) => {
    this.records++;
    const target = this.importers.byType.get(record.type);
    if (this.rows.length < IMPORT_PREVIEW_ROWS) {
      this.rows.push({ ...describeImportRecord(record), module: target?.module ?? null });
    }
    if (!target) {
      this.skipped[record.type] = (this.skipped[record.type] ?? 0) + 1;
      return;
    }
    const buffer = this.buffers.get(record.type);
    if (buffer) buffer.push(record);
    else this.buffers.set(record.type, [record]);
  };

  /** Writes every full batch; with `all`, what is left too. */
  drain = async (all = false) => {
    for (const [type, buffer] of this.buffers) {
      while (buffer.length >= IMPORT_BATCH_SIZE || (all && buffer.length > 0)) {
        const batch = buffer.splice(0, IMPORT_BATCH_SIZE);
        const target = this.importers.byType.get(type);
        if (!target) continue;
        // One short transaction a batch: the one PGlite connection is free between batches.
        const result = await withTransaction(this.ctx, (tx) =>
          target.importer.write(tx, batch, this.importId),
        );
        this.added[target.module] = (this.added[target.module] ?? 0) + result.added;
        const notWritten = batch.length - result.added - result.duplicates;
        if (notWritten > 0) this.skipped[type] = (this.skipped[type] ?? 0) + notWritten;
        this.duplicates += result.duplicates;
      }
    }
  };

  async read(source: ImportSource) {
    const fileSkipped = await source(this.push, () => this.drain());
    await this.drain(true);
    for (const [key, n] of Object.entries(fileSkipped)) {
      this.skipped[key] = (this.skipped[key] ?? 0) + n;
    }
  }
}

/** A dry run: what the file would add per module and its duplicates, storing nothing. */
export async function previewImport(
  ctx: ViewerContext,
  importers: Importers,
  kind: ImportKind,
  source: ImportSource,
): Promise<ImportPreview> {
  const run = new ImportRun(ctx, importers, null);
  await run.read(source);
  return {
    kind,
    added: run.added,
    duplicates: run.duplicates,
    skipped: run.skipped,
    records: run.records,
    rows: run.rows,
  };
}

function toSummary(row: ImportRow): ImportSummary {
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.fileName,
    status: row.status as ImportSummary["status"],
    added: row.added,
    duplicates: row.duplicates,
    skipped: row.skipped,
    records: row.records,
    createdAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** Takes back every row an import wrote, module by module, in one transaction. */
async function takeBack(ctx: ViewerContext, importers: Importers, importId: string) {
  return withTransaction(ctx, async (tx) => {
    let removed = 0;
    for (const { importer } of importers.all) removed += await importer.undo(tx, importId);
    return removed;
  });
}

/**
 * Imports a file: the import's row first, then each batch in its own transaction, stamped with
 * the import's id. If the file fails part-way, what it wrote is taken back and the import is
 * kept as failed.
 */
export async function runImport(
  ctx: ViewerContext,
  importers: Importers,
  input: { kind: ImportKind; fileName: string | null },
  source: ImportSource,
): Promise<ImportSummary> {
  const row = await insertImportRow(ctx.db, ctx.viewer.id, { ...input, now: ctx.now() });
  const run = new ImportRun(ctx, importers, row.id);
  try {
    await run.read(source);
  } catch (error) {
    try {
      await takeBack(ctx, importers, row.id);
    } finally {
      await updateImportRow(
        ctx.db,
        ctx.viewer.id,
        row.id,
        { status: "failed", records: run.records },
        ctx.now(),
      );
    }
    throw error;
  }
  const done = await updateImportRow(
    ctx.db,
    ctx.viewer.id,
    row.id,
    {
      status: "completed",
      added: run.added,
      skipped: run.skipped,
      duplicates: run.duplicates,
      records: run.records,
    },
    ctx.now(),
  );
  if (!done) throw new Error("the import's row went away");
  return toSummary(done);
}

export async function listImports(ctx: ViewerContext): Promise<ImportList> {
  const rows = await listImportRows(ctx.db, ctx.viewer.id, 100);
  return { items: rows.map(toSummary) };
}

/** One of the person's imports; another person's id is a 404. */
export async function getImport(ctx: ViewerContext, id: string): Promise<ImportSummary> {
  const row = isUuid(id) ? await findImportRow(ctx.db, ctx.viewer.id, id) : null;
  if (!row) throw new AppError("NOT_FOUND", ImportMessage.notFound);
  return toSummary(row);
}

/** Undoes an import: deletes exactly the rows it wrote; another person's id is a 404. */
export async function undoImport(
  ctx: ViewerContext,
  importers: Importers,
  id: string,
): Promise<ImportSummary> {
  const row = isUuid(id) ? await findImportRow(ctx.db, ctx.viewer.id, id) : null;
  if (!row) throw new AppError("NOT_FOUND", ImportMessage.notFound);
  if (row.status !== "completed") throw new AppError("CONFLICT", ImportMessage.alreadyUndone);
  return withTransaction(ctx, async (tx) => {
    await takeBack(tx, importers, id);
    const undone = await updateImportRow(
      tx.db,
      tx.viewer.id,
      id,
      { status: "undone", undoneAt: tx.now() },
      tx.now(),
    );
    if (!undone) throw new AppError("NOT_FOUND", ImportMessage.notFound);
    return toSummary(undone);
  });
}
