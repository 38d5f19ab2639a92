import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { type Profile, UploadMessage } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  json,
  rowsOf,
  type TestApp,
  type TestUser,
} from "../../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string };
}

let t: TestApp;
let portrait: Uint8Array<ArrayBuffer>;
let sixMegabytes: Uint8Array<ArrayBuffer>;

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

beforeAll(async () => {
  t = await createTestApp();
  // A 600×400 photo a phone took sideways: EXIF orientation 6 (turn 90° clockwise to view).
  portrait = bytes(
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#2a9d8f" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "Private person", ImageDescription: "At home" } })
      .toBuffer(),
  );
  // A real picture of about 6 MB: noise does not compress.
  const width = 1500;
  const height = 1400;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2_654_435_761) >>> 24;
  sixMegabytes = bytes(
    await sharp(noise, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  );
});
afterAll(() => t.close());

function form(content?: Uint8Array<ArrayBuffer> | string, name = "photo.jpg", type = "image/jpeg") {
  const body = new FormData();
  if (typeof content === "string") body.append("file", content);
  else if (content) body.append("file", new File([content], name, { type }));
  body.append("caption", "ignored");
  return body;
}

function upload(user: TestUser | undefined, body: FormData) {
  return t.request("/api/v1/profile/photo", {
    method: "POST",
    body,
    ...(user ? { as: user } : {}),
  });
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("uploading a profile photo", () => {
  it("stores it upright, at most 512 px, as WebP without any metadata", async () => {
    const user = await t.signUp();
    const response = await upload(user, form(portrait));
    expect(response.status).toBe(200);
    const profile = await json<Profile>(response);
    expect(profile.photoUrl).toMatch(/^\/api\/v1\/profile\/photo\?v=[0-9a-f-]{36}$/);

    // 1. The file is recorded and kept under profile-photos/<userId>/.
    const [file] = rowsOf<{ id: string; key: string; content_type: string; size: number }>(
      await t.db.execute(
        sql`select id, key, content_type, size from stored_files where user_id = ${user.id}`,
      ),
    );
    expect(profile.photoUrl).toBe(`/api/v1/profile/photo?v=${file?.id}`);
    expect(file?.key).toMatch(new RegExp(`^profile-photos/${user.id}/[0-9a-f-]{36}\\.webp$`));
    expect(file?.content_type).toBe("image/webp");
    expect(filesUnder(t.storageRoot)).toContain(join(t.storageRoot, file?.key ?? ""));

    // 2. What is served is the cleaned picture: turned upright (portrait now), scaled to fit
    //    512×512, and with no EXIF (so no orientation, GPS or copyright) left.
    const photo = await t.request(profile.photoUrl ?? "", { as: user });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect(photo.headers.get("cache-control")).toBe("private, no-cache");
    const served = Buffer.from(await photo.arrayBuffer());
    expect(served.byteLength).toBe(file?.size);
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 341, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.includes("Private person")).toBe(false);

    // 3. The browser revalidates with the ETag and gets a 304.
    const etag = photo.headers.get("etag") ?? "";
    const again = await t.request(profile.photoUrl ?? "", {
      as: user,
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("replaces the previous photo and removes its file", async () => {
    const user = await t.signUp();
    const first = await json<Profile>(await upload(user, form(portrait)));
    const png = bytes(
      await sharp({ create: { width: 80, height: 80, channels: 4, background: "#e76f51" } })
        .png()
        .toBuffer(),
    );
    const second = await json<Profile>(await upload(user, form(png, "me.png", "image/png")));
    expect(second.photoUrl).not.toBe(first.photoUrl);

    const keys = rowsOf<{ key: string }>(
      await t.db.execute(sql`select key from stored_files where user_id = ${user.id}`),
    );
    expect(keys).toHaveLength(1);
    expect(filesUnder(join(t.storageRoot, "profile-photos", user.id))).toEqual([
      join(t.storageRoot, keys[0]?.key ?? ""),
    ]);
    expect((await t.request(first.photoUrl ?? "", { as: user })).status).toBe(404);
    const small = await t.request(second.photoUrl ?? "", { as: user });
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({
      width: 80,
      height: 80,
    });
  });

  it("accepts GIF, WebP and AVIF pictures", async () => {
    const user = await t.signUp();
    const picture = sharp({
      create: { width: 40, height: 30, channels: 3, background: "#264653" },
    });
    for (const [buffer, type] of [
      [await picture.clone().gif().toBuffer(), "image/gif"],
      [await picture.clone().webp().toBuffer(), "image/webp"],
      [await picture.clone().avif().toBuffer(), "image/avif"],
    ] as const) {
      const response = await upload(user, form(bytes(buffer), "picture", type));
      expect(response.status, type).toBe(200);
    }
  });

  it("removes the photo on request", async () => {
    const user = await t.signUp();
    await upload(user, form(portrait));
    const removed = await t.request("/api/v1/profile/photo", { method: "DELETE", as: user });
    expect(removed.status).toBe(204);
    const profile = await json<Profile>(await t.request("/api/v1/profile", { as: user }));
    expect(profile.photoUrl).toBeNull();
    expect((await t.request("/api/v1/profile/photo", { as: user })).status).toBe(404);
    expect(existsSync(join(t.storageRoot, "profile-photos", user.id))).toBe(false);
  });
});

describe("refused uploads", () => {
  async function expectRefused(response: Response, status: number, message: string): Promise<void> {
    expect(response.status).toBe(status);
    expect((await json<ErrorReply>(response)).error.message).toBe(message);
  }

  it("asks a signed-out visitor to sign in", async () => {
    await expectRefused(await upload(undefined, form(portrait)), 401, UploadMessage.loginRequired);
  });

  it("needs a file", async () => {
    const user = await t.signUp();
    await expectRefused(await upload(user, form()), 400, UploadMessage.noFile);
    await expectRefused(await upload(user, form("not a file")), 400, UploadMessage.noFile);
    await expectRefused(
      await upload(user, form(new Uint8Array(0), "empty.jpg")),
      400,
      UploadMessage.noFile,
    );
    const json = await t.request("/api/v1/profile/photo", { json: { file: "x" }, as: user });
    await expectRefused(json, 400, UploadMessage.noFile);
  });

  it.each([
    [
      "a GIF header followed by HTML and script (polyglot)",
      "GIF89a/*<html><body><script>alert(document.cookie)</script></body></html>*/=1;",
      "avatar.gif",
      "image/gif",
    ],
    [
      "an SVG picture",
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      "avatar.svg",
      "image/svg+xml",
    ],
    [
      "a text file renamed .jpg",
      "Dear diary, today I weighed…\n".repeat(50),
      "photo.jpg",
      "image/jpeg",
    ],
    ["an HTML page", "<!doctype html><title>x</title><p>hello</p>", "photo.png", "image/png"],
  ])("refuses %s", async (_name, content, name, type) => {
    const user = await t.signUp();
    await expectRefused(
      await upload(user, form(new TextEncoder().encode(content), name, type)),
      415,
      UploadMessage.notImage,
    );
  });

  it("refuses a real picture with HTML appended to it", async () => {
    const user = await t.signUp();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from("<script>alert(1)</script>")]);
    await expectRefused(
      await upload(user, form(bytes(polyglot), "a.gif", "image/gif")),
      415,
      UploadMessage.notImage,
    );
  });

  it("refuses a picture over 5 MB, and any larger upload", async () => {
    const user = await t.signUp();
    expect(sixMegabytes.byteLength).toBeGreaterThan(6_000_000);
    await expectRefused(
      await upload(user, form(sixMegabytes, "big.png", "image/png")),
      413,
      UploadMessage.tooLarge,
    );
    const huge = new Uint8Array(9 * 1024 * 1024);
    huge.set(sixMegabytes.subarray(0, 64));
    await expectRefused(
      await upload(user, form(huge, "huge.png", "image/png")),
      413,
      UploadMessage.tooLarge,
    );
    const profile = await json<Profile>(await t.request("/api/v1/profile", { as: user }));
    expect(profile.photoUrl).toBeNull();
  });

  it("keeps other JSON endpoints at their 1 MB limit", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/profile", {
      method: "PATCH",
      body: JSON.stringify({ name: "x".repeat(1_100_000) }),
      as: user,
    });
    expect(response.status).toBe(413);
  });
});

describe("who may see a photo", () => {
  it("serves it to its owner only", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { photoUrl } = await json<Profile>(await upload(owner, form(portrait)));

    expect((await t.request(photoUrl ?? "", { as: other })).status).toBe(404);
    expect((await t.request("/api/v1/profile/photo", { as: other })).status).toBe(404);
    expect((await t.request(photoUrl ?? "")).status).toBe(401);
    expect(
      (await t.request("/api/v1/profile/photo?v=../../etc/passwd", { as: owner })).status,
    ).toBe(404);

    // The other person's own photo does not change what the owner sees, and the other way round.
    const { photoUrl: otherUrl } = await json<Profile>(await upload(other, form(portrait)));
    expect((await t.request(otherUrl ?? "", { as: owner })).status).toBe(404);
    expect((await t.request(photoUrl ?? "", { as: owner })).status).toBe(200);
  });
});
