import { rowsExporter } from "../../data-export/exporters.ts";
import { listAllLedgerRows } from "./ai-credits.repository.ts";

/** Every grant, purchase and use of AI credits, newest first. */
export const aiCreditsExporter = rowsExporter(
  "ai-credits",
  ["id", "amount", "bucket", "reason", "reference", "createdAt"],
  listAllLedgerRows,
);
