import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ImportMessage } from "@vitalog/domain";
import type { Context } from "hono";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", ImportMessage.tooLarge);
const empty = () => new AppError("UNPROCESSABLE", ImportMessage.emptyFile);

/** Refuses a body whose declared length is over `max` before reading any of it. */
function checkDeclaredLength(c: Context<AppEnv>, max: number) {
  const declared = Number(c.req.header("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
}

/** The body as text, at most `max` bytes (413 beyond, whatever the declared length). */
export async function readTextBody(c: Context<AppEnv>, max: number): Promise<string> {
  checkDeclaredLength(c, max);
  const body = c.req.raw.bodyUsed ? null : c.req.raw.body;
  if (!body) {
    const text = c.req.raw.bodyUsed ? await c.req.text() : "";
    if (Buffer.byteLength(text) > max) throw tooLarge();
    if (text.trim() === "") throw empty();
    return text;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of Readable.fromWeb(body as import("node:stream/web").ReadableStream)) {
    size += (chunk as Buffer).length;
    if (size > max) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") throw empty();
  return text;
}

/**
 * Streams the body to a new file under `dir`, at most `max` bytes (413 beyond, and the partial
 * file removed); answers its path and size. The caller removes the file when done.
 */
export async function saveBodyToFile(
  c: Context<AppEnv>,
  dir: string,
  max: number,
): Promise<{ path: string; bytes: number }> {
  checkDeclaredLength(c, max);
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed) throw empty();
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.upload`);
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > max ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(body as import("node:stream/web").ReadableStream),
      cap,
      createWriteStream(path),
    );
  } catch (error) {
    await rm(path, { force: true });
    throw error instanceof AppError ? error : new AppError("BAD_REQUEST", ImportMessage.badXml);
  }
  if (bytes === 0) {
    await rm(path, { force: true });
    throw empty();
  }
  return { path, bytes };
}
