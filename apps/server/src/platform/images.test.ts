import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { containsMarkup, sniffImageFormat, toProfilePhoto } from "./images.ts";

const picture = () => sharp({ create: { width: 32, height: 24, channels: 3, background: "#abc" } });

describe("sniffImageFormat", () => {
  it("recognises each accepted format by its first bytes", async () => {
    expect(sniffImageFormat(await picture().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageFormat(await picture().png().toBuffer())).toBe("png");
    expect(sniffImageFormat(await picture().gif().toBuffer())).toBe("gif");
    expect(sniffImageFormat(await picture().webp().toBuffer())).toBe("webp");
    expect(sniffImageFormat(await picture().avif().toBuffer())).toBe("heif");
  });

  it("recognises nothing else, whatever the file is called", () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(sniffImageFormat(text("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageFormat(text("%PDF-1.7 lorem ipsum dolor"))).toBeNull();
    expect(sniffImageFormat(text("GIF8"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array(0))).toBeNull();
  });
});

describe("containsMarkup", () => {
  it.each([
    ["<script>alert(1)</script>", true],
    ["<HTML>", true],
    ["<svg width='1'>", true],
    ["<!DOCTYPE html>", true],
    ["<?xml version='1.0'?>", true],
    ["javascript:alert(1)", true],
    ["<iframe src=x>", true],
    ["a <b>bold</b> claim", false],
    ["svg and html as words", false],
  ])("%j → %s", (text, expected) => {
    expect(containsMarkup(new TextEncoder().encode(text))).toBe(expected);
  });
});

describe("toProfilePhoto", () => {
  it("keeps a small picture's size and makes it WebP", async () => {
    const photo = await toProfilePhoto(new Uint8Array(await picture().png().toBuffer()));
    expect(photo).toMatchObject({ width: 32, height: 24, contentType: "image/webp" });
    expect(sniffImageFormat(photo.data)).toBe("webp");
  });

  it("refuses a file whose declared format does not decode", async () => {
    const jpeg = await picture().jpeg().toBuffer();
    const broken = new Uint8Array(jpeg.subarray(0, 40));
    await expect(toProfilePhoto(broken)).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Please select an image file",
    });
  });
});
