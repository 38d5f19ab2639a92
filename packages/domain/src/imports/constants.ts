/** The file formats Vitalog imports (`POST /imports?kind=`). */
export const IMPORT_KINDS = [
  "device",
  "weight-csv",
  "apple-health",
  "cycle-csv",
  "bearable-csv",
  "fhir",
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Kilojoules to kilocalories: 1 kcal = 4.184 kJ (thermochemical calorie, NIST SP 811). */
export const KJ_PER_KCAL = 4.184;

/**
 * The largest Apple Health export accepted: 1 GB. The body goes to a temporary file and is read
 * as a stream, so the cap bounds disk use, not memory.
 */
export const IMPORT_MAX_BYTES = 1024 * 1024 * 1024;
/** The largest CSV or JSON file (weight, cycle, Bearable, FHIR, device): 20 MB, read whole. */
export const IMPORT_TEXT_MAX_BYTES = 20 * 1024 * 1024;
/** Records handed to a module at a time. */
export const IMPORT_BATCH_SIZE = 500;
/** Rows of a preview's sample. */
export const IMPORT_PREVIEW_ROWS = 20;
/** The header naming a file's name on upload (`X-Import-File-Name`), kept with the import. */
export const IMPORT_FILE_NAME_HEADER = "x-import-file-name";
export const IMPORT_FILE_NAME_MAX = 200;
/** How far back the native apps read Health Connect / HealthKit. */
export const DEVICE_IMPORT_DAYS = 90;
