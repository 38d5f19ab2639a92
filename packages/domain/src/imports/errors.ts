/**
 * A file that cannot be imported as it is: the message says why, `row` names the line of the
 * file (1 = the header) where one line is at fault. Nothing of such a file is stored.
 */
export class ImportFileError extends Error {
  override name = "ImportFileError";
  readonly row: number | undefined;
  constructor(message: string, row?: number) {
    super(row === undefined ? message : `Row ${row}: ${message}`);
    this.row = row;
  }
}
