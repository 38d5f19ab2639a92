import type { ServerModule } from "../../modules/module.ts";
import { importsExporter } from "./imports.exporter.ts";
import { importRoutes, isImportUpload } from "./imports.routes.ts";

/** Imports of other apps' exports, with preview, duplicates skipped and undo. */
export const importsModule: ServerModule = {
  name: "imports",
  routes: importRoutes,
  exporters: [importsExporter],
  // The upload streams to a temporary file under its own cap (imports.body.ts).
  hasOwnBodyLimit: isImportUpload,
};
