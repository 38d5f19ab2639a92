/** User-facing messages of imports. */
export const ImportMessage = {
  unknownKind:
    "Choose what to import: device, weight-csv, apple-health, cycle-csv, bearable-csv or fhir",
  emptyFile: "The file is empty",
  tooLarge: "The file is too large to import",
  notCsv: "The file is not a CSV file with a header row",
  missingColumn: "The file has no column named",
  badRow: "A row of the file could not be read",
  notZipOrXml: "An Apple Health export must be export.zip or export.xml",
  noExportXml: "The zip file has no apple_health_export/export.xml",
  badXml: "The Apple Health export could not be read",
  notJson: "The file is not valid JSON",
  notBundle: "The file is not a FHIR R4 Bundle",
  badDevice: "The records sent from the device are not valid",
  badUnit: "Use kg or lb as the unit",
  badDefaultUnit: "The default unit must be kg or lb",
  notFound: "Import not found",
  alreadyUndone: "This import has already been undone",
  failed: "The import failed and nothing of it was kept",
} as const;
