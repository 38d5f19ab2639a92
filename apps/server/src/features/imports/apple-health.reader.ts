import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { PassThrough, type Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import {
  AppleHealthReader,
  ImportFileError,
  ImportMessage,
  type ImportRecord,
} from "@vitalog/domain";
import { SaxesParser } from "saxes";
import yauzl from "yauzl";

const EXPORT_XML = /(^|\/)export\.xml$/;
const PREFERRED = "apple_health_export/export.xml";

/** Whether the file starts as a zip archive ("PK\x03\x04"). */
async function isZip(path: string): Promise<boolean> {
  const file = await open(path, "r");
  try {
    const head = Buffer.alloc(4);
    await file.read(head, 0, 4, 0);
    return head.readUInt32LE(0) === 0x04034b50;
  } finally {
    await file.close();
  }
}

/** The export.xml entry of an Apple Health export.zip, as a stream (nothing else is read). */
function exportXmlOf(path: string): Promise<{ stream: Readable; close(): void }> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error || !zip) return reject(new ImportFileError(ImportMessage.notZipOrXml));
      let fallback: yauzl.Entry | null = null;
      const openEntry = (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) {
            zip.close();
            return reject(new ImportFileError(ImportMessage.noExportXml));
          }
          // yauzl's entry stream does not serve async iteration; a PassThrough carries it.
          resolve({ stream: stream.pipe(new PassThrough()), close: () => zip.close() });
        });
      zip.on("error", () => reject(new ImportFileError(ImportMessage.notZipOrXml)));
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName === PREFERRED) return openEntry(entry);
        if (!fallback && EXPORT_XML.test(entry.fileName) && !entry.fileName.includes("cda")) {
          fallback = entry;
        }
        zip.readEntry();
      });
      zip.on("end", () => {
        if (fallback) return openEntry(fallback);
        zip.close();
        reject(new ImportFileError(ImportMessage.noExportXml));
      });
      zip.readEntry();
    });
  });
}

/**
 * Reads an Apple Health export (export.zip or export.xml, on disk) as a stream through a SAX
 * parser and gives out its records; `drain` is awaited after each chunk, so the caller writes
 * batches while the file is read and memory stays flat. Every opening and closing element goes
 * to the reader (a heart-rate sample is decided at its `</Record>`, after its metadata); it
 * answers what the file held that was left out on purpose.
 */
export async function readAppleHealthExport(
  path: string,
  emit: (record: ImportRecord) => void,
  drain: () => Promise<void>,
): Promise<Record<string, number>> {
  const source = (await isZip(path))
    ? await exportXmlOf(path)
    : { stream: createReadStream(path) as Readable, close: () => {} };
  const reader = new AppleHealthReader(emit);
  const parser = new SaxesParser({ xmlns: false, position: false });
  let parseError: Error | null = null;
  let sawRoot = false;
  const decoder = new StringDecoder("utf8");
  parser.on("error", (error) => {
    parseError ??= error;
  });
  parser.on("opentag", (tag) => {
    if (tag.name === "HealthData") sawRoot = true;
    reader.open(tag.name, tag.attributes as Record<string, string>);
  });
  parser.on("closetag", (tag) => reader.close(tag.name));
  try {
    for await (const chunk of source.stream) {
      parser.write(decoder.write(chunk as Buffer));
      if (parseError) throw new ImportFileError(ImportMessage.badXml);
      await drain();
    }
    parser.write(decoder.end());
    parser.close();
    if (parseError || !sawRoot) throw new ImportFileError(ImportMessage.badXml);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(ImportMessage.badXml);
  } finally {
    source.stream.destroy();
    source.close();
  }
  reader.finish();
  await drain();
  return reader.skipped;
}
