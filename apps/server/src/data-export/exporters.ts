import type { Executor } from "@vitalog/db";
import type { RequestContext } from "../context.ts";
import { type CsvValue, toCsv } from "./csv.ts";

/** What one exporter gives: its part of vitalog-data.json, and a CSV table when it has one. */
export interface ExportPart {
  json: unknown;
  csv?: string;
}

/**
 * A feature's contribution to "Download my data". `name` is its key in vitalog-data.json and,
 * with a CSV, the file name (`<name>.csv`).
 */
export interface DataExporter {
  name: string;
  /** Whether its part includes a CSV table (`<name>.csv` in the ZIP). */
  hasCsv?: boolean;
  collect(ctx: RequestContext, userId: string): Promise<ExportPart>;
}

const NAME = /^[a-z][a-z0-9-]*$/;

/** The exporters of every feature; each feature registers its own. */
export class ExporterRegistry {
  readonly #exporters = new Map<string, DataExporter>();

  registerExporter(exporter: DataExporter): this {
    if (!NAME.test(exporter.name)) throw new Error(`Invalid exporter name: ${exporter.name}`);
    if (this.#exporters.has(exporter.name)) {
      throw new Error(`An exporter named ${exporter.name} is already registered`);
    }
    this.#exporters.set(exporter.name, exporter);
    return this;
  }

  list(): DataExporter[] {
    return [...this.#exporters.values()];
  }
}

/** An exporter whose part is JSON only: what `read` finds for the person. */
export function jsonExporter(
  name: string,
  read: (db: Executor, userId: string) => Promise<unknown>,
): DataExporter {
  return { name, collect: async (ctx, userId) => ({ json: await read(ctx.db, userId) }) };
}

/**
 * An exporter of a small per-person table read whole (a day-keyed log, settings): the rows as
 * JSON and as CSV, the CSV header being the keys of `columns` in their order, in snake case
 * like the database columns (the header of every other CSV in the download).
 */
export function rowsExporter(
  name: string,
  columns: readonly string[],
  read: (db: Executor, userId: string) => Promise<Record<string, unknown>[]>,
): DataExporter {
  return {
    name,
    hasCsv: true,
    async collect(ctx, userId) {
      const rows = await read(ctx.db, userId);
      return {
        json: rows,
        csv: toCsv(
          columns.map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
          rows.map((row) => columns.map((key) => row[key] as CsvValue)),
        ),
      };
    },
  };
}
