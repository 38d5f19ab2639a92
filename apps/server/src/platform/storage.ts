import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config, S3Config } from "../env.ts";

export interface StoredObject {
  body: Uint8Array;
  size: number;
}

/** Where user files live: a folder per category, then the owner, then the file. */
export interface Storage {
  readonly kind: "disk" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under a folder, e.g. `profile-photos/<userId>/`. */
  deleteFolder(prefix: string): Promise<void>;
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Keys are relative paths of plain segments: no "..", no absolute paths, no odd characters. */
export function assertStorageKey(key: string, { folder = false } = {}): void {
  const path = folder ? key.replace(/\/$/, "") : key;
  const segments = path.split("/");
  if (
    path.length === 0 ||
    path.length > 512 ||
    (folder && !key.endsWith("/")) ||
    !segments.every((segment) => KEY_SEGMENT.test(segment) && !/^\.+$/.test(segment))
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Files under `root` (DATA_DIR/files); empty folders are removed with their last file. */
export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };

  async function pruneEmptyFolders(from: string): Promise<void> {
    let dir = from;
    while (dir.startsWith(base + sep)) {
      try {
        if ((await readdir(dir)).length > 0) return;
        await rmdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") return;
      }
      dir = dirname(dir);
    }
  }

  return {
    kind: "disk",
    async put(key, body) {
      assertStorageKey(key);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body, { mode: 0o600 });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const data = await readFile(pathOf(key));
        return {
          body: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
          size: data.byteLength,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const path = pathOf(key);
      await rm(path, { force: true });
      await pruneEmptyFolders(dirname(path));
    },
    async deleteFolder(prefix) {
      assertStorageKey(prefix, { folder: true });
      const path = pathOf(prefix);
      await rm(path, { recursive: true, force: true });
      await pruneEmptyFolders(dirname(path));
    },
  };
}

/** An S3-compatible bucket (AWS, MinIO, R2...). */
export function createS3Storage(config: S3Config, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: several S3-compatible services reject the rest.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  const Bucket = config.bucket;

  return {
    kind: "s3",
    async put(key, body, contentType) {
      assertStorageKey(key);
      await s3.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const reply = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = (await reply.Body?.transformToByteArray()) ?? new Uint8Array();
        return { body, size: body.byteLength };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deleteFolder(prefix) {
      assertStorageKey(prefix, { folder: true });
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) await s3.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** S3 when `S3_BUCKET` is set, otherwise DATA_DIR/files on disk. */
export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(join(config.dataDir, "files"));
}
