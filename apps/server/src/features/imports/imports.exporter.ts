import { rowsExporter } from "../../data-export/exporters.ts";
import { listAllImportRows } from "./imports.repository.ts";

/** The person's imports and their figures, newest first. */
export const importsExporter = rowsExporter(
  "imports",
  [
    "id",
    "kind",
    "fileName",
    "status",
    "added",
    "duplicates",
    "skipped",
    "records",
    "createdAt",
    "undoneAt",
  ],
  listAllImportRows,
);
