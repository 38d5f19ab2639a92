import type { ImportRecord } from "../interop/records.ts";
import { readCsvTable, requireColumn } from "./csv.ts";
import { instantOfCell } from "./dates.ts";
import { ImportFileError } from "./errors.ts";
import { ImportMessage } from "./messages.ts";
import { isWeightInRange, massUnitOf, parseDecimal, toKg } from "./values.ts";

/** Which columns hold what; a file without a unit column uses `defaultUnit`. */
export interface WeightCsvMapping {
  dateColumn?: string | undefined;
  weightColumn?: string | undefined;
  unitColumn?: string | undefined;
  defaultUnit?: string | undefined;
}

/**
 * A weight CSV: a header row, then one weigh-in a row: `date` (YYYY-MM-DD or an ISO instant),
 * `weight`, `unit` (kg or lb; lb × 0.45359237). The column names can be mapped; every bad row
 * refuses the whole file, naming its line.
 */
export function parseWeightCsv(text: string, mapping: WeightCsvMapping, now: Date): ImportRecord[] {
  const dateColumn = mapping.dateColumn?.trim() || "date";
  const weightColumn = mapping.weightColumn?.trim() || "weight";
  const unitColumn = mapping.unitColumn?.trim() || "unit";
  let defaultUnit: "kg" | "lb" | "g" | null = null;
  if (mapping.defaultUnit !== undefined && mapping.defaultUnit.trim() !== "") {
    defaultUnit = massUnitOf(mapping.defaultUnit);
    if (defaultUnit === null || defaultUnit === "g") {
      throw new ImportFileError(ImportMessage.badDefaultUnit);
    }
  }
  const table = readCsvTable(text);
  requireColumn(table, dateColumn);
  requireColumn(table, weightColumn);
  const hasUnit = table.columns.includes(unitColumn.toLowerCase());
  if (!hasUnit && defaultUnit === null) {
    if (mapping.unitColumn) requireColumn(table, unitColumn);
    throw new ImportFileError(
      `${ImportMessage.missingColumn} "${unitColumn}": add it or choose a default unit (kg or lb)`,
      1,
    );
  }
  return table.rows.map((row) => {
    const at = instantOfCell(row.get(dateColumn), now);
    if (!at || at > now.toISOString()) {
      throw new ImportFileError(
        `the date must be YYYY-MM-DD or an ISO date and time, not in the future`,
        row.line,
      );
    }
    const value = parseDecimal(row.get(weightColumn));
    if (!Number.isFinite(value)) throw new ImportFileError("the weight is not a number", row.line);
    const unitText = hasUnit ? row.get(unitColumn) : "";
    const unit = unitText ? massUnitOf(unitText) : defaultUnit;
    if (unit === null || unit === "g") throw new ImportFileError(ImportMessage.badUnit, row.line);
    const kg = toKg(value, unit);
    if (!isWeightInRange(kg)) {
      throw new ImportFileError("the weight must be between 20 and 500 kg", row.line);
    }
    return { type: "weight", at, kg };
  });
}
