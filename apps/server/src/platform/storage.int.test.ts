import { mkdtempSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Profile } from "@vitalog/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeS3, startFakeS3 } from "../../test/fake-s3.ts";
import { createTestApp, json, type TestApp } from "../../test/test-app.ts";
import { createDiskStorage, createS3Storage, type Storage } from "./storage.ts";

const BUCKET = "vitalog-test";
let s3: FakeS3;
let diskRoot: string;

beforeAll(async () => {
  s3 = await startFakeS3(BUCKET);
  diskRoot = mkdtempSync(join(tmpdir(), "vitalog-storage-"));
});
afterAll(async () => {
  await s3.close();
  await rm(diskRoot, { recursive: true, force: true });
});

const s3Storage = () =>
  createS3Storage({
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: s3.endpoint,
    credentials: { accessKeyId: "test-key", secretAccessKey: "test-secret" },
    forcePathStyle: true,
  });

describe.each([
  ["disk", () => createDiskStorage(diskRoot)],
  ["s3", s3Storage],
] as [string, () => Storage][])("%s storage", (_kind, make) => {
  it("puts, reads and deletes files, and whole folders", async () => {
    const storage = make();
    const hello = new TextEncoder().encode("hello");
    await storage.put("profile-photos/u1/a.webp", hello, "image/webp");
    await storage.put("profile-photos/u1/b.webp", hello, "image/webp");
    await storage.put("profile-photos/u2/c.webp", hello, "image/webp");

    const read = await storage.get("profile-photos/u1/a.webp");
    expect(new TextDecoder().decode(read?.body)).toBe("hello");
    expect(read?.size).toBe(5);
    expect(await storage.get("profile-photos/u1/missing.webp")).toBeNull();

    await storage.delete("profile-photos/u1/a.webp");
    await storage.delete("profile-photos/u1/a.webp");
    expect(await storage.get("profile-photos/u1/a.webp")).toBeNull();

    await storage.deleteFolder("profile-photos/u1/");
    expect(await storage.get("profile-photos/u1/b.webp")).toBeNull();
    expect(await storage.get("profile-photos/u2/c.webp")).not.toBeNull();
    await storage.deleteFolder("profile-photos/u2/");
  });

  it.each([
    "../outside",
    "/etc/passwd",
    "profile-photos/../../x",
    "profile-photos//x",
    "profile-photos/u1/.",
    "a\\b",
    "",
  ])("refuses the key %j", async (key) => {
    await expect(make().put(key, new Uint8Array(1), "text/plain")).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});

describe("disk storage", () => {
  it("leaves no empty folder behind", async () => {
    const storage = createDiskStorage(diskRoot);
    await storage.put("profile-photos/u3/a.webp", new Uint8Array(3), "image/webp");
    await storage.delete("profile-photos/u3/a.webp");
    expect(readdirSync(diskRoot)).toEqual([]);
  });
});

describe("the app with S3 storage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { storage: s3Storage });
  });
  afterAll(() => t.close());

  it("keeps photos in the bucket, signed, and removes them with the account", async () => {
    const user = await t.signUp();
    const picture = await sharp({
      create: { width: 20, height: 20, channels: 3, background: "#f4a261" },
    })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.append("file", new File([new Uint8Array(picture)], "me.jpg", { type: "image/jpeg" }));
    const profile = await json<Profile>(
      await t.request("/api/v1/profile/photo", { method: "POST", body, as: user }),
    );

    const keys = [...s3.objects.keys()].filter((k) => k.includes(user.id));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^profile-photos/${user.id}/[0-9a-f-]{36}\\.webp$`));
    expect(s3.objects.get(keys[0] ?? "")?.contentType).toBe("image/webp");
    expect(s3.authorizations.at(-1)).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);

    const served = await t.request(profile.photoUrl ?? "", { as: user });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(s3.objects.get(keys[0] ?? "")?.body);

    const deleted = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: user.password },
      as: user,
    });
    expect(deleted.status).toBe(204);
    expect([...s3.objects.keys()].filter((k) => k.includes(user.id))).toEqual([]);
  });
});
